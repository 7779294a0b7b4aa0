import { FRESH_SIGN_IN_SECONDS } from '@hostel/contract/account-constants';
import { ACCOUNT_ERROR_CODES, ACCOUNT_ERRORS } from '@hostel/contract/account-errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bnCommon from '../i18n/locales/bn/common.json';
import bnErrors from '../i18n/locales/bn/errors.json';
import enCommon from '../i18n/locales/en/common.json';
import enErrors from '../i18n/locales/en/errors.json';
import { ApiError, apiRequest } from './api-client.ts';

// The app's i18n module touches the document; the client only needs a Bangla reader's `t`.
vi.mock('../i18n/i18n.ts', async () => {
  const { default: base } = await import('i18next');
  const i18next = base.createInstance();
  await i18next.init({
    lng: 'bn',
    fallbackLng: 'en',
    defaultNS: 'common',
    resources: { en: { common: enCommon, errors: enErrors }, bn: { common: bnCommon, errors: bnErrors } },
    interpolation: { escapeValue: false },
  });
  return { i18next, t: i18next.t.bind(i18next) };
});

const answer = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));

async function refusal(): Promise<ApiError> {
  try {
    await apiRequest('/anything', { method: 'POST', body: {} });
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api errors', () => {
  it('carry the server code, worded in the reader’s language when the catalog knows it', async () => {
    answer(429, { error: 'Too many emails requested.', code: 'TOO_MANY_EMAILS' });
    const error = await refusal();
    expect(error.status).toBe(429);
    expect(error.code).toBe('TOO_MANY_EMAILS');
    expect(error.message).toBe(bnErrors.code.TOO_MANY_EMAILS);
  });

  it('keep the server’s words for a code the catalog does not know', async () => {
    answer(429, { error: 'Too many attempts. Try again in 60 seconds.', code: 'TOO_MANY_ATTEMPTS' });
    const error = await refusal();
    expect(error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(error.message).toBe('Too many attempts. Try again in 60 seconds.');
  });

  it('have no code when the server gave none', async () => {
    answer(400, { error: 'Meal not found.' });
    const error = await refusal();
    expect(error.code).toBeUndefined();
    expect(error.message).toBe('Meal not found.');
  });

  it('never look up a code that is not a plain NAME (no catalog paths from the server)', async () => {
    answer(400, { error: 'odd', code: 'errors.generic' });
    expect((await refusal()).message).toBe('odd');
  });

  it('word every account code of the contract, in English as the server does', () => {
    const english: Record<string, string> = { ...enCommon.errors.code, ...enErrors.code };
    const minutes = String(FRESH_SIGN_IN_SECONDS / 60);
    for (const [name, code] of Object.entries(ACCOUNT_ERROR_CODES)) {
      const worded = english[code]?.replace('{{minutes, number}}', minutes);
      expect(worded, code).toBe(ACCOUNT_ERRORS[name as keyof typeof ACCOUNT_ERRORS]);
    }
  });
});
