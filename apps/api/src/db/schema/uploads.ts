import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Every stored image: who uploaded it, so unused files can be found and removed. */
export const uploads = pgTable(
  'uploads',
  {
    // The stored file's name, random and unguessable: `<id>.webp`.
    fileName: text('file_name').primaryKey(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);

/**
 * The smaller widths made of an upload (uploads/w400/… on first request, photo-widths.ts): their
 * bytes count to the upload's owner like the photo's own (upload-quota.ts).
 */
export const uploadWidths = pgTable(
  'upload_widths',
  {
    fileName: text('file_name')
      .notNull()
      .references(() => uploads.fileName, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [
    primaryKey({ name: 'upload_widths_pk', columns: [t.fileName, t.width] }),
    check('upload_widths_bytes_nonnegative', sql`${t.bytes} >= 0`),
  ],
);

// PGlite answers bytea as a Uint8Array, node-postgres as a Buffer: one type for the app.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The stored bytes of each upload (decision 91): in the database, so every server process reaches
 * them with nothing shared but DATABASE_URL. Apart from `uploads`, whose rows the quota sums and the
 * sweeper locks, so those stay small; removed with their upload. Processes cache what they serve on
 * their own disk (database-storage.ts); the trigger of migration 0018 tells them of every removal.
 */
export const uploadData = pgTable('upload_data', {
  fileName: text('file_name')
    .primaryKey()
    .references(() => uploads.fileName, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});
