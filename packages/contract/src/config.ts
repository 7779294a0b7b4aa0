import { z } from 'zod';

/** What the client needs to know about this installation before anyone signs in. */
export const clientConfigSchema = z.object({
  googleSignIn: z.boolean(),
  /**
   * `available`: the checkout can take a card (Stripe, or the built-in sandbox); false on a public
   * server without Stripe keys. `testMode`: no real money moves (the sandbox, or Stripe test keys).
   */
  payments: z.object({ available: z.boolean(), testMode: z.boolean() }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
