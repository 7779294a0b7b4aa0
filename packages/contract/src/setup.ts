import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, passwordProblem } from './password-rule.ts';
import { displayNameSchema } from './users.ts';

/**
 * The first run (issue 25): while no admin can sign in, the server logs a one-time link
 * `$PUBLIC_URL/setup?token=…`, whose page creates the hostel's admin (decision 102).
 */

/** The token in the link: 32 random bytes, base64url. */
export const SETUP_TOKEN_LENGTH = 43;

/** `GET /api/setup`: whether a setup link can still be used (no admin can sign in, a link is live). */
export const setupStatusSchema = z.object({ open: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatusSchema>;

/** `POST /api/setup`: the link's token and the admin to create. */
export const createAdminSchema = z.object({
  token: z.string().length(SETUP_TOKEN_LENGTH),
  name: displayNameSchema,
  email: z.email('Enter a valid email address').max(254),
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH)
    .superRefine((password, ctx) => {
      const problem = passwordProblem(password);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type CreateAdminInput = z.infer<typeof createAdminSchema>;

/** What the page and the API say when the link was used (or its time ran out). */
export const SETUP_LINK_USED =
  'This setup link was already used or has expired. Sign in, or restart the server for a new link if no admin can sign in.';
