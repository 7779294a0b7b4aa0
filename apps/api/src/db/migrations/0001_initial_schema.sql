CREATE TABLE "meal_likes" (
	"meal_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_likes_meal_id_user_id_pk" PRIMARY KEY("meal_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meal_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meal_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"served_at" timestamp with time zone,
	CONSTRAINT "meal_requests_meal_user_unique" UNIQUE("meal_id","user_id"),
	CONSTRAINT "meal_requests_status_valid" CHECK ("meal_requests"."status" in ('pending', 'Served'))
);
--> statement-breakpoint
CREATE TABLE "meals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"image" text,
	"ingredients" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"distributor_name" text NOT NULL,
	"post_time" timestamp with time zone DEFAULT now() NOT NULL,
	"added_by" text,
	"likes" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'ongoing' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meals_price_nonnegative" CHECK ("meals"."price" >= 0),
	CONSTRAINT "meals_category_valid" CHECK ("meals"."category" in ('Breakfast', 'Lunch', 'Dinner')),
	CONSTRAINT "meals_status_valid" CHECK ("meals"."status" in ('ongoing', 'upcoming')),
	CONSTRAINT "meals_counters_nonnegative" CHECK ("meals"."likes" >= 0 and "meals"."reviews" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'bdt' NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meal_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"text" text NOT NULL,
	"stars" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_stars_range" CHECK ("reviews"."stars" is null or "reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'user' NOT NULL,
	"badge" text DEFAULT 'bronze' NOT NULL,
	"subscription" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_valid" CHECK ("users"."role" in ('user', 'admin')),
	CONSTRAINT "users_badge_valid" CHECK ("users"."badge" in ('bronze', 'silver', 'gold', 'platinum'))
);
--> statement-breakpoint
ALTER TABLE "meal_likes" ADD CONSTRAINT "meal_likes_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_likes" ADD CONSTRAINT "meal_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_requests" ADD CONSTRAINT "meal_requests_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_requests" ADD CONSTRAINT "meal_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_likes_user_idx" ON "meal_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meal_requests_user_created_idx" ON "meal_requests" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "meal_requests_created_idx" ON "meal_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "meals_ongoing_date_idx" ON "meals" USING btree ("post_time","id") WHERE status = 'ongoing';--> statement-breakpoint
CREATE INDEX "meals_ongoing_price_idx" ON "meals" USING btree ("price","id") WHERE status = 'ongoing';--> statement-breakpoint
CREATE INDEX "meals_ongoing_category_idx" ON "meals" USING btree ("category","id") WHERE status = 'ongoing';--> statement-breakpoint
CREATE INDEX "meals_ongoing_category_date_idx" ON "meals" USING btree ("category","post_time","id") WHERE status = 'ongoing';--> statement-breakpoint
CREATE INDEX "meals_ongoing_category_price_idx" ON "meals" USING btree ("category","price","id") WHERE status = 'ongoing';--> statement-breakpoint
CREATE INDEX "meals_upcoming_date_idx" ON "meals" USING btree ("post_time","id") WHERE status = 'upcoming';--> statement-breakpoint
CREATE INDEX "meals_likes_reviews_idx" ON "meals" USING btree ("likes","reviews","id");--> statement-breakpoint
CREATE INDEX "meals_added_by_idx" ON "meals" USING btree ("added_by");--> statement-breakpoint
CREATE INDEX "meals_title_trgm_idx" ON "meals" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_meal_created_idx" ON "reviews" USING btree ("meal_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_user_created_idx" ON "reviews" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");