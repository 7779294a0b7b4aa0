import { z } from 'zod';

/**
 * Stuck mail (issue 26): `GET /api/admin/mail?status=failed` lists what could not be handed to the
 * mail server, `POST /api/admin/mail/{id}/retry` sends one again now. Bodies and links stay out
 * of the answer: a reset link in an admin's screen would let them into the student's account.
 */
export const mailListQuerySchema = z.object({ status: z.literal('failed', { error: 'status must be failed' }) });
export const mailIdParamsSchema = z.object({ id: z.uuid({ error: 'Unknown mail' }) });

export const MAIL_STATES = ['retrying', 'given-up'] as const;
export const stuckMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  /** `retrying`: tried again by itself at `nextAttemptAt`; `given-up`: only an admin's retry sends it. */
  state: z.enum(MAIL_STATES),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
});
export type StuckMail = z.infer<typeof stuckMailSchema>;

/** The most stuck mails one answer lists (oldest first). */
export const STUCK_MAIL_LIMIT = 100;
