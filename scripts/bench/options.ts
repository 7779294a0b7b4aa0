import { parseArgs } from 'node:util';
import type { DbKind } from './targets.ts';

export interface BenchOptions {
  small: boolean;
  /** Catalog sizes, smallest first; the largest one is checked against the targets. */
  sizes: number[];
  databases: DbKind[];
  /** True when the databases were named: an unreachable PostgreSQL is then an error, not a skip. */
  databasesChosen: boolean;
  connections: number;
  duration: number;
  warmup: number;
  /** Signed-in users toggling likes, and users of the mixed workload. */
  likers: number;
  visitors: number;
  port: number;
  out: string;
  /** JSON counts for `npm test`'s summary ({ passed, failed }: cases that answered only 2xx or not). */
  summary?: string | undefined;
  scratchDir: string;
  /** Only these case ids (and the yardstick), to look at one case while working on it. */
  cases?: string[] | undefined;
}

export const USAGE = `npm run bench [-- options]
  (no option)        full run: 1,000 and 100,000 meals on PGlite and PostgreSQL, 50 connections,
                     10 s per case; writes bench/results.md
  --small            CI run: 1,000 meals, 10 connections, 1 s per case; writes .reports/bench-small.md
  --meals N[,N…]     catalog sizes (e.g. --meals 100000)
  --db pglite|postgres[,…]
  --connections N    --duration S    --warmup S    --port P (uses P and P+1)    --out FILE
  --cases ID[,ID…]   only these cases (ids as in cases.ts, e.g. like-toggle,first-page)
PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL names the server (default postgresql://postgres@127.0.0.1:5432);
the bench creates and drops its own bench_* databases there.`;

export function parseOptions(argv: string[]): BenchOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      small: { type: 'boolean', default: false },
      meals: { type: 'string' },
      db: { type: 'string' },
      connections: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      port: { type: 'string' },
      out: { type: 'string' },
      cases: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return null;
  const small = values.small ?? false;
  const number = (text: string | undefined, fallback: number, name: string) => {
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
    return value;
  };
  const sizes = values.meals
    ? values.meals.split(',').map((n) => number(n.replace(/_/g, ''), 0, 'meals'))
    : small
      ? [1000]
      : [1000, 100_000];
  if (sizes.some((n) => n < 1000)) throw new Error('--meals: at least 1000');
  const databases = (values.db ?? 'pglite,postgres').split(',').map((d) => {
    if (d !== 'pglite' && d !== 'postgres') throw new Error(`--db: pglite or postgres, not ${d}`);
    return d as DbKind;
  });
  const port = number(values.port, small ? 3520 : 3500, 'port');
  return {
    small,
    sizes: [...sizes].sort((a, b) => a - b),
    databases,
    databasesChosen: values.db !== undefined,
    connections: number(values.connections, small ? 10 : 50, 'connections'),
    duration: number(values.duration, small ? 1 : 10, 'duration'),
    warmup: number(values.warmup, small ? 0 : 1, 'warmup'),
    likers: small ? 40 : 500,
    visitors: small ? 40 : 400,
    port,
    out: values.out ?? (small ? '.reports/bench-small.md' : 'bench/results.md'),
    summary: small ? '.reports/bench-small.json' : undefined,
    // Per port: two runs at once (on their own ports) never share a database folder or a log.
    scratchDir: `/tmp/bench/${small ? 'small' : 'full'}-${port}`,
    cases: values.cases?.split(','),
  };
}
