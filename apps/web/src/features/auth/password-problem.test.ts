import { passwordProblem as contractProblem } from '@hostel/contract/password-rule';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bnAuth from '../../i18n/locales/bn/auth.json';
import enAuth from '../../i18n/locales/en/auth.json';
import { passwordProblem } from './password-problem.ts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'auth',
    resources: { en: { auth: enAuth }, bn: { auth: bnAuth } },
    interpolation: { escapeValue: false },
  });
});

// One bad password for each of the contract's rules.
const BAD = ['short1', `${'a'.repeat(128)}1`, '12345678', 'abcdefgh'];

describe('the password rule in the reader language', () => {
  it('has a catalog entry whose English is exactly each of the rule answers', () => {
    const t = i18n.getFixedT('en', 'auth');
    for (const password of BAD) {
      const english = contractProblem(password);
      expect(english).not.toBeNull();
      expect(passwordProblem(password, t)).toBe(english);
    }
  });

  it('answers each of them in Bangla, with Bangla digits', () => {
    const t = i18n.getFixedT('bn', 'auth');
    expect(BAD.map((password) => passwordProblem(password, t))).toEqual([
      'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে।',
      'পাসওয়ার্ড সর্বোচ্চ ১২৮ অক্ষরের হতে পারে।',
      'পাসওয়ার্ডে অন্তত ১টি বর্ণ থাকতে হবে।',
      'পাসওয়ার্ডে অন্তত ১টি সংখ্যা থাকতে হবে।',
    ]);
  });

  it('says nothing about a good password', () => {
    expect(passwordProblem('hostel-meals-2026', i18n.getFixedT('bn', 'auth'))).toBeNull();
  });

  it('keeps the sign-up hint in step with the contract', async () => {
    const { PASSWORD_HINT } = await import('@hostel/contract/password-rule');
    expect(enAuth.signUp.passwordHint).toBe(`Password: ${PASSWORD_HINT}.`);
  });
});
