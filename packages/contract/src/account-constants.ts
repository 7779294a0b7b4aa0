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
  /** Explains undoing a change of email, and undoes it with one button (`?token=` from the mail). */
  undoEmailChange: '/undo-email-change',
  account: '/account',
} as const;

/** How long a verification or password-reset link works. */
export const ACCOUNT_LINK_LIFETIME_SECONDS = 60 * 60;
/** Deleting a Google-only account, or changing its email, needs a sign-in at most this old. */
export const FRESH_SIGN_IN_SECONDS = 10 * 60;

/** The longest shown name (sign-up, the profile, the first run's admin); zod-free for the forms. */
export const DISPLAY_NAME_MAX_LENGTH = 80;
