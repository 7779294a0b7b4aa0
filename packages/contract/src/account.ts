import { z } from 'zod';
import { ACCOUNT_LANGUAGES } from './account-constants.ts';

export * from './account-constants.ts';
export * from './account-errors.ts';

/**
 * The account's own calls (issue 16): its status, language, signed-in devices and data export,
 * beside better-auth's endpoints under /api/auth (verification, password reset, change of password
 * and email, deletion), which keep better-auth's own shapes.
 */

export const accountLanguageSchema = z.enum(ACCOUNT_LANGUAGES, { error: 'language must be en or bn' });

/** `GET /api/me/account`. */
export const accountStatusSchema = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  /** False for an account that only signs in with Google: deleting it asks for a fresh Google sign-in. */
  hasPassword: z.boolean(),
  language: accountLanguageSchema,
});
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** `PUT /api/me/language`: the language the account's mails are written in. */
export const setLanguageSchema = z.object({ language: accountLanguageSchema });

/** `GET /api/me/sessions`: the account's signed-in devices, newest activity first. No tokens. */
export const deviceSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The device this request came from. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;
export const sessionIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
/**
 * `POST /api/account/undo-email-change` (public): the button on the page the one-time link mailed to
 * the old address of a changed email opens (ACCOUNT_PAGES.undoEmailChange). A POST, not the link
 * itself: a mail provider's link scanner opening the link must change nothing.
 */
export const undoEmailChangeSchema = z.object({ token: z.string().min(1).max(100) });
/** Its answer: a reset token, for the reset page (`/reset-password?token=`) to choose a password. */
export const undoEmailChangeResultSchema = z.object({ resetToken: z.string() });
export type UndoEmailChangeResult = z.infer<typeof undoEmailChangeResultSchema>;

/**
 * `GET /api/me/data`: everything the app keeps about the signed-in person, as one JSON file
 * ("Download my data"). Never a password hash, a session token or a Google token; nothing of
 * anyone else's. Dates are ISO 8601; amounts in poisha (the smallest unit of the currency).
 */
export const ACCOUNT_DATA_FORMAT = 'hostel-meals-account-data/1';
export const accountDataSchema = z.object({
  format: z.literal(ACCOUNT_DATA_FORMAT),
  exportedAt: z.string(),
  profile: z.object({
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    role: z.string(),
    badge: z.string(),
    subscription: z.string().nullable(),
    language: accountLanguageSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  /** How the person signs in: `credential` (email and password) or `google`. */
  signInMethods: z.array(z.object({ provider: z.string(), linkedAt: z.string() })),
  reviews: z.array(
    z.object({
      mealId: z.string(),
      mealTitle: z.string(),
      text: z.string(),
      stars: z.number().int().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  likes: z.array(z.object({ mealId: z.string(), mealTitle: z.string(), likedAt: z.string() })),
  mealRequests: z.array(
    z.object({
      mealId: z.string(),
      mealTitle: z.string(),
      status: z.string(),
      requestedAt: z.string(),
      servedAt: z.string().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      planName: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.string(),
      provider: z.string(),
      transactionId: z.string(),
      paidAt: z.string(),
      purpose: z.string(),
      refundedAmount: z.number().int(),
    }),
  ),
  /** The time each plan payment bought (issue 17). */
  planPeriods: z.array(z.object({ planName: z.string(), startsAt: z.string(), endsAt: z.string() })),
  /** Meals turned on or off, with an extra meal's agreed price (poisha). */
  mealChoices: z.array(z.object({ date: z.string(), slot: z.string(), on: z.boolean(), price: z.number().int() })),
  /** Platinum rooms: as the buyer (who was invited) or as a member (whose room). */
  rooms: z.array(
    z.object({
      role: z.enum(['buyer', 'member']),
      other: z.string(),
      status: z.string(),
      invitedAt: z.string(),
      acceptedAt: z.string().nullable(),
      endedAt: z.string().nullable(),
    }),
  ),
  notifications: z.array(
    z.object({
      kind: z.string(),
      message: z.string(),
      link: z.string().nullable(),
      createdAt: z.string(),
      readAt: z.string().nullable(),
    }),
  ),
  /** Signed-in devices: when, from where, with what browser. No tokens. */
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      lastActiveAt: z.string(),
      expiresAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  /** Photos the person uploaded that are still stored (a profile photo, an admin's meal photos). */
  photos: z.array(z.object({ url: z.string(), bytes: z.number().int(), uploadedAt: z.string() })),
});
export type AccountData = z.infer<typeof accountDataSchema>;
