import net from 'node:net';
import { z } from 'zod';

/** Fastify's `trustProxy`: off, or the addresses of the proxies whose X-Forwarded-For is believed. */
export type TrustProxy = false | string[];

// proxy-addr's (Fastify's) names for common private ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const REFUSED =
  'must be false or the addresses of your load balancers, comma-separated (e.g. 10.0.0.0/8 or 10.1.2.3,10.1.2.4)';

/**
 * TRUST_PROXY: `false` (default), or the proxies' addresses and ranges, comma-separated
 * (`10.0.0.0/8,loopback`). Only a request whose peer is one of them has its X-Forwarded-For
 * believed. `true` and hop counts are refused: neither can tell the balancer from a client that
 * connects directly and writes the header itself (Fastify answers a hop count by trusting no one).
 */
export const trustProxySetting = z
  .string()
  .trim()
  .toLowerCase()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    if (value === 'false') return false;
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.find((entry) => !isAddressOrRange(entry));
    if (bad !== undefined || entries.length === 0) {
      ctx.addIssue({ code: 'custom', message: `${REFUSED}, not "${bad ?? value}"` });
      return z.NEVER;
    }
    return entries;
  });

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
