import { z } from 'zod';

/** What the client needs to know about this installation before anyone signs in. */
export const clientConfigSchema = z.object({
  googleSignIn: z.boolean(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
