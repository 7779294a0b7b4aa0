import type { StripeConfig } from './stripe-provider.ts';

/**
 * How this server takes payments:
 * - `stripe`: Stripe keys are set (test keys, `sk_test_…`/`pk_test_…`, take only Stripe's test cards);
 * - `sandbox`: no keys, and the server is only reachable on this machine (PUBLIC_URL is a loopback
 *   address, as `npm start` and the tests have it) or the operator asked for it (PAYMENTS_SANDBOX);
 * - `off`: no keys on a public address. The sandbox "pays" with a test card, so running it there
 *   would let anyone buy Platinum for free.
 */
export type PaymentMode =
  | { kind: 'stripe'; stripe: StripeConfig; testMode: boolean }
  | { kind: 'sandbox'; testMode: true }
  | { kind: 'off'; testMode: false };

export interface PaymentModeOptions {
  stripe?: StripeConfig | undefined;
  publicUrl: string;
  /** PAYMENTS_SANDBOX=true: run the sandbox on a public address on purpose (a demo, a staging server). */
  sandbox?: boolean | undefined;
}

export function choosePaymentMode(options: PaymentModeOptions): PaymentMode {
  if (options.stripe) return { kind: 'stripe', stripe: options.stripe, testMode: isStripeTestMode(options.stripe) };
  if (options.sandbox || isLoopbackUrl(options.publicUrl)) return { kind: 'sandbox', testMode: true };
  return { kind: 'off', testMode: false };
}

/** Stripe's test keys (secret, restricted or publishable) move no real money. */
export function isStripeTestMode(stripe: Pick<StripeConfig, 'secretKey' | 'publishableKey'>): boolean {
  return /^(sk|rk)_test_/.test(stripe.secretKey) || stripe.publishableKey.startsWith('pk_test_');
}

/** `localhost`, `127.0.0.0/8` or `[::1]`: an address only this machine reaches. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

export const PAYMENTS_OFF_MESSAGE = 'Payments are not set up on this server yet.';
