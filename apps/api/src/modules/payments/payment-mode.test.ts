import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { choosePaymentMode, isLoopbackUrl } from './payment-mode.ts';

const testKeys = { secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc' };
const liveKeys = { secretKey: 'sk_live_abc', publishableKey: 'pk_live_abc' };

describe('choosing how payments are taken', () => {
  it.each([
    'http://localhost:3000',
    'http://LOCALHOST',
    'http://127.0.0.1:3210',
    'http://127.8.9.10',
    'http://[::1]:3000',
    'http://localhost.:3000',
  ])('runs the sandbox without keys on the loopback address %s', (publicUrl) => {
    expect(isLoopbackUrl(publicUrl)).toBe(true);
    expect(choosePaymentMode({ publicUrl })).toEqual({ kind: 'sandbox', testMode: true });
  });

  it.each([
    'https://meals.example-hostel.edu',
    'http://hostel.test',
    'http://192.168.1.20:3000',
    'http://10.0.0.5',
    'http://[::2]',
    'http://localhost.example.com',
    'http://127.0.0.1.nip.io',
  ])('turns payments off without keys on the public address %s', (publicUrl) => {
    expect(isLoopbackUrl(publicUrl)).toBe(false);
    expect(choosePaymentMode({ publicUrl })).toEqual({ kind: 'off', testMode: false });
  });

  it('runs the sandbox on a public address only when PAYMENTS_SANDBOX asks for it', () => {
    const publicUrl = 'https://meals.example-hostel.edu';
    expect(choosePaymentMode({ publicUrl, sandbox: true })).toEqual({ kind: 'sandbox', testMode: true });
    expect(choosePaymentMode({ publicUrl, sandbox: false }).kind).toBe('off');
  });

  it('takes Stripe whenever keys are set, in test mode with test keys', () => {
    const publicUrl = 'https://meals.example-hostel.edu';
    expect(choosePaymentMode({ publicUrl, stripe: liveKeys })).toMatchObject({ kind: 'stripe', testMode: false });
    expect(choosePaymentMode({ publicUrl, stripe: testKeys })).toMatchObject({ kind: 'stripe', testMode: true });
    expect(
      choosePaymentMode({ publicUrl, stripe: { secretKey: 'rk_test_abc', publishableKey: 'pk_live_abc' } }),
    ).toMatchObject({ testMode: true });
    // Keys win over the sandbox, on a loopback address and with the flag alike.
    expect(choosePaymentMode({ publicUrl: 'http://localhost:3000', stripe: liveKeys, sandbox: true })).toMatchObject({
      kind: 'stripe',
      testMode: false,
    });
  });
});

describe('PAYMENTS_SANDBOX', () => {
  it('is off unless set, and must be true or false', () => {
    expect(loadEnv({}).PAYMENTS_SANDBOX).toBe(false);
    expect(loadEnv({ PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe(true);
    expect(loadEnv({ PAYMENTS_SANDBOX: 'false' }).PAYMENTS_SANDBOX).toBe(false);
    expect(() => loadEnv({ PAYMENTS_SANDBOX: 'maybe' })).toThrow(/PAYMENTS_SANDBOX: must be true or false/);
  });
});
