import type { FastifyInstance } from 'fastify';
import type { TestSession } from './sessions.ts';

/**
 * A student's everyday calls through the real API (like, request, review, pay, profile photo), for
 * tests that need an account with something in it. Each throws with the server's words unless 200.
 */
export function studentActivity(context: { app: FastifyInstance }) {
  async function call<T = Record<string, unknown>>(
    s: TestSession,
    method: 'POST' | 'PATCH',
    url: string,
    payload: object,
  ) {
    // The context's app, read at each call: useTestApp fills it in before the first test.
    const res = await context.app.inject({ method, url, headers: s.headers, payload });
    if (res.statusCode !== 200) throw new Error(`${method} ${url} as ${s.email}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  }
  return {
    like: (s: TestSession, mealId: string) => call(s, 'PATCH', `/api/meals/${mealId}/like`, { action: 'like' }),
    request: (s: TestSession, mealId: string) => call(s, 'POST', '/api/request-meal', { mealId }),
    review: async (s: TestSession, mealId: string, stars: number | null, text = 'Tasty.') =>
      (await call<{ _id: string }>(s, 'POST', '/api/reviews', { mealId, text, stars }))._id,
    /** The sandbox checkout: intent, card step, confirmation. Answers the transaction id. */
    pay: async (s: TestSession, planName: 'Silver' | 'Gold' | 'Platinum') => {
      const intent = await call<{ clientSecret: string; paymentIntentId: string }>(
        s,
        'POST',
        '/api/create-payment-intent',
        { planName },
      );
      const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
      await call(s, 'POST', '/api/payments/sandbox/confirm', { clientSecret: intent.clientSecret, ...card });
      await call(s, 'POST', '/api/confirm-payment', { planName, transactionId: intent.paymentIntentId });
      return intent.paymentIntentId;
    },
    setPhoto: (s: TestSession, photoURL: string) =>
      call(s, 'POST', '/api/users', { email: s.email, displayName: s.name, photoURL }),
  };
}
