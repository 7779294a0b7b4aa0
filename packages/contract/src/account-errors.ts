/**
 * The account refusals' codes and words, without zod. Their own module, not account-constants.ts:
 * the home page loads that one, and these are needed only by the screens that show the refusals.
 */
import { FRESH_SIGN_IN_SECONDS } from './account-constants.ts';

/**
 * Machine-readable `code` on the account refusals the web app shows in the reader's language
 * (better-auth's own codes, such as INVALID_PASSWORD or INVALID_TOKEN, come the same way).
 */
export const ACCOUNT_ERROR_CODES = {
  tooManyEmails: 'TOO_MANY_EMAILS',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  lastAdmin: 'LAST_ADMIN',
  freshSignInRequired: 'FRESH_SIGN_IN_REQUIRED',
  freshSignInForEmail: 'FRESH_SIGN_IN_FOR_EMAIL',
  passwordRequired: 'PASSWORD_REQUIRED',
} as const;

export const ACCOUNT_ERRORS = {
  tooManyEmails: 'Too many emails requested. Please wait a few minutes and try again.',
  emailNotVerified: 'Please verify your email address first.',
  lastAdmin: 'You are the last admin. Make someone else an admin first.',
  freshSignInRequired: `Please sign in with Google again, then delete your account within ${FRESH_SIGN_IN_SECONDS / 60} minutes.`,
  freshSignInForEmail: `Please sign in with Google again, then change your email within ${FRESH_SIGN_IN_SECONDS / 60} minutes.`,
  passwordRequired: 'Please enter your password to confirm.',
} as const;

/**
 * `POST /api/auth/delete-user` while the bill shows money due (issue 25): 409 with the amount, in
 * taka as the bill shows it (৳120). The web words the code without the amount (the bill shows it).
 */
export const BILL_DUE_CODE = 'BILL_DUE';
export const billDueMessage = (amount: string) =>
  `Your bill shows ${amount} due. Pay it on your dashboard (My bill), or turn off extra meals you ordered ahead, then delete your account.`;
