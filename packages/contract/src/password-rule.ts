// Zod-free, so the sign-up form can use the same rule without bundling zod.
export const PASSWORD_HINT = 'at least eight characters, including at least 1 letter and 1 number';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The password rule, one definition for the form and the server. Answers an error or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'Password must be at least 8 characters long.';
  if (password.length > PASSWORD_MAX_LENGTH) return 'Password must be at most 128 characters long.';
  if (!/\p{L}/u.test(password)) return 'Password must include at least 1 letter.';
  if (!/\p{N}/u.test(password)) return 'Password must include at least 1 number.';
  return null;
}
