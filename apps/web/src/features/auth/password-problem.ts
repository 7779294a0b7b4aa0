import {
  passwordProblem as englishPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@hostel/contract/password-rule';
import type { TFunction } from 'i18next';

// The rule lives in the contract (one definition for the form and the server) and words its answer in
// English; each answer here is the catalog entry whose English reads the same.
const ENTRIES = [
  ['problems.passwordShort', { min: PASSWORD_MIN_LENGTH }],
  ['problems.passwordLong', { max: PASSWORD_MAX_LENGTH }],
  ['problems.passwordLetter', { n: 1 }],
  ['problems.passwordNumber', { n: 1 }],
] as const;

/** The password rule's complaint in the reader's language; null for a good password. */
export function passwordProblem(password: string, t: TFunction<'auth'>): string | null {
  const english = englishPasswordProblem(password);
  if (english === null) return null;
  for (const [key, values] of ENTRIES) {
    if (t(key, { ...values, lng: 'en' }) === english) return t(key, values);
  }
  // A rule added to the contract but not to the catalogs yet: its English beats saying nothing.
  return english;
}
