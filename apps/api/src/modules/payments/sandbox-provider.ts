import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxPaymentIntents } from '../../db/schema/sandbox-payment-intents.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { PaymentProvider, ProviderIntent } from './payment-provider.ts';

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;
const toIntent = (row: IntentRow): ProviderIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  planName: row.planName,
  userId: row.userId,
});

export function createSandboxProvider(db: Db): PaymentProvider {
  return {
    kind: 'sandbox',
    publishableKey: null,
    async createIntent(request) {
      const id = `pi_sandbox_${crypto.randomBytes(12).toString('hex')}`;
      await db
        .insert(sandboxPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${crypto.randomBytes(16).toString('hex')}`,
          userId: request.userId,
          planName: request.planName,
          amount: request.amount,
          currency: request.currency,
          status: 'requires_payment_method',
          idempotencyKey: request.idempotencyKey,
        })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.idempotencyKey, request.idempotencyKey));
      if (!row) throw new Error('sandbox intent missing');
      return toIntent(row);
    },
    async retrieveIntent(id) {
      const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
      return row ? toIntent(row) : null;
    },
    // The sandbox holds no money: a refund is only the payment's record, which the caller keeps.
    async refund() {},
  };
}

/**
 * Stripe's test cards (https://docs.stripe.com/testing): 4242… succeeds, 4000 0000 0000 0002 is
 * declined, 4000 0000 0000 9995 has insufficient funds. Other valid numbers succeed, as other
 * brands' test cards do.
 */
const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
};

export interface CardInput {
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** The sandbox's card step: only the intent's own user can pay it, once. */
export async function payWithSandboxCard(db: Db, userId: string, card: CardInput, now = new Date()) {
  const [row] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(and(eq(sandboxPaymentIntents.clientSecret, card.clientSecret), eq(sandboxPaymentIntents.userId, userId)));
  if (!row) throw notFound('Payment not found');
  if (row.status === 'succeeded') return { status: 'succeeded' as const, paymentIntentId: row.id, error: null };

  const problem = cardProblem(card, now) ?? DECLINES[card.cardNumber.replace(/\D/g, '')] ?? null;
  await db
    .update(sandboxPaymentIntents)
    .set(problem ? { lastError: problem } : { status: 'succeeded', lastError: null })
    .where(eq(sandboxPaymentIntents.id, row.id));
  return problem
    ? { status: 'requires_payment_method' as const, paymentIntentId: row.id, error: { message: problem } }
    : { status: 'succeeded' as const, paymentIntentId: row.id, error: null };
}

function cardProblem(card: CardInput, now: Date): string | null {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) return 'Your card number is incorrect.';
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry);
  if (!match) return "Your card's expiration date is incomplete.";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return "Your card's expiration date is invalid.";
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return "Your card's expiration year is in the past.";
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return "Your card's security code is incomplete.";
  return null;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const sandboxOnly = () => new HttpError(404, 'The sandbox is off: this server takes real payments.');
