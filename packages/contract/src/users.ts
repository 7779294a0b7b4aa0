import { z } from 'zod';
import { limitSchema, offsetSchema } from './paging.ts';

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

/** `POST /api/users`: the caller's own record. role and badge are accepted and ignored (server-owned). */
export const saveUserSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Invalid email address' })),
  displayName: z.string().trim().min(1, 'Name is required').max(80, 'Name is too long').optional(),
  // Our own uploads, or an https avatar (Google's); never javascript: or data: URLs.
  photoURL: z
    .string()
    .trim()
    .max(500, 'photoURL is too long')
    .regex(
      /^(\/api\/uploads\/[\w-]+\.webp|https:\/\/[^\s"'<>]+)$/,
      'photoURL must be an uploaded image or an https URL',
    )
    .nullable()
    .optional(),
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
export const successSchema = z.object({ success: z.literal(true) });
