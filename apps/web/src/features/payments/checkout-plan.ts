import { PLANS, type Plan } from '@hostel/contract/plans';
import { formatTaka } from '../../i18n/format.ts';
import type { Language } from '../../i18n/languages.ts';

/** What a `/checkout/{planName}/{price}` URL asks for: a plan we sell at that price, or why not. */
export type CheckoutTarget =
  | { kind: 'plan'; plan: Plan }
  | { kind: 'unknown-plan'; planName: string }
  | { kind: 'wrong-price'; plan: Plan; price: string };

/** Whole taka, or taka and poisha: `6000`, `6000.00`. */
const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

/** `৳6000` (`৳৬০০০` in Bangla) for a plan's monthly price. */
export const planPrice = (plan: Plan, language: Language) => formatTaka(plan.price, { fractionDigits: 0, language });

/**
 * Reads the checkout URL. The plan name matches in any case (`gold` is Gold); the price must be the
 * plan's own, so a hand-edited URL can never show one price and charge another (the server would
 * refuse the mismatch anyway).
 */
export function resolveCheckoutPlan(planName = '', price = ''): CheckoutTarget {
  const plan = PLANS.find((p) => p.name.toLowerCase() === planName.trim().toLowerCase());
  if (!plan) return { kind: 'unknown-plan', planName };
  if (!PRICE.test(price) || Number(price) !== plan.price) return { kind: 'wrong-price', plan, price };
  return { kind: 'plan', plan };
}

/** The price a checkout URL asked for, as written there: `৳10`, or `"abc"` when it is not a number. */
export const askedPrice = (price: string) => (/^\d+(\.\d+)?$/.test(price) ? `৳${price}` : `"${price}"`);

/**
 * One id per checkout visit (the server's idempotency key: a retried or double-clicked checkout
 * reuses one PaymentIntent). `crypto.randomUUID` exists only on secure origins, so plain-http LAN
 * addresses fall back to `getRandomValues` (a version 4 UUID either way).
 */
export function newAttemptId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
