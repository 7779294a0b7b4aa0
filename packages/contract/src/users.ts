import { z } from 'zod';
import { DISPLAY_NAME_MAX_LENGTH } from './account-constants.ts';
import { limitSchema, offsetSchema } from './paging.ts';
import { storedPhotoName } from './photos.ts';

export const USER_ROLES = ['user', 'admin'] as const;
export const BADGES = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export type Badge = (typeof BADGES)[number];

export * from './password-rule.ts';

/** The backend user record (`GET /api/user/{email}`), with the spec's field names. */
export const userRecordSchema = z.object({
  _id: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  image: z.string().nullable(),
  role: z.enum(USER_ROLES),
  badge: z.enum(BADGES),
  subscription: z.string().nullable(),
  mealsAdded: z.number().int(),
  createdAt: z.string(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

export const emailParamsSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Invalid email address' })),
});
export const adminEmailParamsSchema = z.object({
  adminEmail: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Invalid email address' })),
});

export { DISPLAY_NAME_MAX_LENGTH };
/** Control characters, and the bidirectional ones that make a name read backwards on a page. */
export const FORBIDDEN_NAME_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** A person's shown name, wherever it is set (`POST /api/users`, better-auth's sign-up and update-user). */
export const displayNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(DISPLAY_NAME_MAX_LENGTH, 'Name is too long')
  .refine((name) => !FORBIDDEN_NAME_CHARACTERS.test(name), 'Name must not contain control characters');

export const PROFILE_PHOTO_RULE = 'Photo must be an image you uploaded here.';
/**
 * A profile photo: one of our own uploads (`/api/uploads/<name>.webp`; the server also checks the
 * caller uploaded it). Never another site's address: a review or profile showing it would tell
 * that site who looked, and when.
 */
export const profilePhotoSchema = z
  .string({ error: PROFILE_PHOTO_RULE })
  .trim()
  .refine((url) => storedPhotoName(url) !== null, PROFILE_PHOTO_RULE);

/** `POST /api/users`: the caller's own record. role and badge are accepted and ignored (server-owned). */
export const saveUserSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Invalid email address' })),
  displayName: displayNameSchema.optional(),
  photoURL: profilePhotoSchema.nullable().optional(),
  role: z.unknown().optional(),
  badge: z.unknown().optional(),
});

export const USERS_PAGE_SIZE = 10;
export const listUsersQuerySchema = z.object({ limit: limitSchema(USERS_PAGE_SIZE), offset: offsetSchema });
export const searchUsersQuerySchema = listUsersQuerySchema.extend({
  email: z.string().trim().min(1, 'Enter an email to search').max(254, 'email is too long'),
});

export const userIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const updateRoleSchema = z.object({
  role: z.enum(USER_ROLES, { error: 'role must be user or admin' }),
});
export const ROOM_MAX_LENGTH = 20;
/**
 * `PUT /api/admin/students/{id}/room`: the student's room number as the hostel writes it ("204",
 * "B-12"). Blank or null clears it.
 */
export const setRoomSchema = z.object({
  room: z
    .string()
    .trim()
    .max(ROOM_MAX_LENGTH, `Room must be at most ${ROOM_MAX_LENGTH} characters`)
    .refine((room) => !FORBIDDEN_NAME_CHARACTERS.test(room), 'Room must not contain control characters')
    .transform((room) => (room === '' ? null : room))
    .nullable(),
});
export const roomAnswerSchema = z.object({ id: z.string(), room: z.string().nullable() });
export type RoomAnswer = z.infer<typeof roomAnswerSchema>;
export const successSchema = z.object({ success: z.literal(true) });
