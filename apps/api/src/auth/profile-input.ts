import {
  DISPLAY_NAME_MAX_LENGTH,
  displayNameSchema,
  FORBIDDEN_NAME_CHARACTERS,
  PROFILE_PHOTO_RULE,
  profilePhotoSchema,
} from '@hostel/contract/users';
import { APIError, type BetterAuthOptions } from 'better-auth';
import { getAuthoritativeSessionFromCtx } from 'better-auth/api';
import type { Db } from '../db/client.ts';
import { HttpError } from '../lib/http-errors.ts';
import { assertOwnUpload } from '../modules/users/profile-photo.ts';

type UserHooks = NonNullable<NonNullable<BetterAuthOptions['databaseHooks']>['user']>;
/** The part of better-auth's hook context the checks read. */
type HookContext = Parameters<typeof getAuthoritativeSessionFromCtx>[0] & { path?: string; body?: unknown };

/**
 * better-auth's own endpoints that take a name or photo from the client answer to the contract's
 * rules, like `POST /api/users`: a sane name, and a photo that is the caller's own upload. Runs
 * in the `hooks.before` of the auth config, so a refusal is a 400 `{ error }` before anything is
 * written.
 */
export async function checkProfileInput(ctx: HookContext, db: Db): Promise<void> {
  if (ctx.path !== '/sign-up/email' && ctx.path !== '/update-user') return;
  const body: Record<string, unknown> = ctx.body !== null && typeof ctx.body === 'object' ? { ...ctx.body } : {};
  // Sign-up requires a name; update-user changes it only when sent.
  if (ctx.path === '/sign-up/email' || body.name !== undefined) {
    const name = displayNameSchema.safeParse(body.name);
    if (!name.success) throw badRequest(name.error.issues[0]?.message);
  }
  if (body.image === undefined || body.image === null) return;
  // A new account has uploaded nothing yet (uploads need a session): the photo comes after sign-up.
  if (ctx.path === '/sign-up/email') throw badRequest(PROFILE_PHOTO_RULE);
  const image = profilePhotoSchema.safeParse(body.image);
  if (!image.success) throw badRequest(PROFILE_PHOTO_RULE);
  const session = await getAuthoritativeSessionFromCtx(ctx);
  if (!session) throw new APIError('UNAUTHORIZED', { message: 'Please sign in first.' });
  await assertOwnUpload(db, session.user.id, image.data).catch((error: unknown) => {
    throw error instanceof HttpError ? badRequest(error.message) : error;
  });
}

const badRequest = (message = 'Invalid request') => new APIError('BAD_REQUEST', { message });

/**
 * The last word on every account written through better-auth, whatever the path (a Google profile
 * included, where nothing is refused: the sign-in must still work). Names are cleaned to the
 * contract's rule; a new account gets no photo (Google's avatar is an address at Google that every
 * page showing it would call); an update keeps a photo only if it is one of our upload addresses
 * (update-user has already checked the caller uploaded it).
 */
export const profileDatabaseHooks: { user: UserHooks } = {
  user: {
    create: {
      before: async (user) => ({ data: { ...user, name: cleanName(user.name, user.email), image: null } }),
    },
    update: {
      before: async (changes) => {
        const data = { ...changes };
        if (typeof changes.name === 'string') data.name = cleanName(changes.name, '');
        if (changes.image != null && !profilePhotoSchema.safeParse(changes.image).success) data.image = null;
        // An address changes only when the link mailed to it is followed (decision 73), which
        // proves it: better-auth would carry an unverified account's old flag over to the new address.
        if (typeof changes.email === 'string') data.emailVerified = true;
        return { data };
      },
    },
  },
};

const FORBIDDEN_ANYWHERE = new RegExp(FORBIDDEN_NAME_CHARACTERS.source, 'gu');

/** A name that passes the contract's rule: control characters out, spaces collapsed, cut to length. */
export function cleanName(name: unknown, email: unknown): string {
  const cleaned = cutToLength(
    String(name ?? '')
      .replace(FORBIDDEN_ANYWHERE, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  // A profile without a name (Google allows one) is shown by its email's first part.
  return cleaned || cutToLength(String(email ?? '').split('@')[0] ?? '') || 'Student';
}

/** At most DISPLAY_NAME_MAX_LENGTH UTF-16 units (the rule's measure), never half a character. */
function cutToLength(text: string): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > DISPLAY_NAME_MAX_LENGTH) break;
    out += char;
  }
  return out.trim();
}
