/**
 * The account's values both sides need, without zod (the web app imports them at no bundle cost):
 * see account.ts for the schemas.
 */

/** The languages a person reads the app and its mails in. */
export const ACCOUNT_LANGUAGES = ['en', 'bn'] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];
/** Where the mails' links land in the web app. */
export const ACCOUNT_PAGES = {
  /** Shows the outcome of an address verification link (`?error=` when it failed). */
  emailVerified: '/email-verified',
  /** Chooses a new password (`?token=` from the mail, or `?error=INVALID_TOKEN`). */
  resetPassword: '/reset-password',
  account: '/account',
} as const;

/** How long a verification or password-reset link works. */
export const ACCOUNT_LINK_LIFETIME_SECONDS = 60 * 60;
/** Deleting a Google-only account needs a sign-in at most this old. */
export const FRESH_SIGN_IN_SECONDS = 10 * 60;

/**
 * Machine-readable `code` on the account refusals the web app shows in the reader's language
 * (better-auth's own codes, such as INVALID_PASSWORD or INVALID_TOKEN, come the same way).
 */
export const ACCOUNT_ERROR_CODES = {
  tooManyEmails: 'TOO_MANY_EMAILS',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  lastAdmin: 'LAST_ADMIN',
  freshSignInRequired: 'FRESH_SIGN_IN_REQUIRED',
  passwordRequired: 'PASSWORD_REQUIRED',
} as const;

export const ACCOUNT_ERRORS = {
  tooManyEmails: 'Too many emails requested. Please wait a few minutes and try again.',
  emailNotVerified: 'Please verify your email address first.',
  lastAdmin: 'You are the last admin. Make someone else an admin first.',
  freshSignInRequired: `Please sign in with Google again, then delete your account within ${FRESH_SIGN_IN_SECONDS / 60} minutes.`,
  passwordRequired: 'Please enter your password to confirm.',
} as const;
