import { BENCH_PASSWORD, benchUserEmail, type CatalogSize } from './catalog.ts';
import { type LoadOptions, type Measurement, measure } from './load.ts';
import { signIn } from './sessions.ts';

/**
 * One student's sign-in while another account floods a password route (issue 25): every password
 * check is an scrypt of 64 MiB, and the server runs only a few at once, each caller taking its turn
 * (auth/password-hash.ts, decision 98). Measured twice: sign-ins alone, then with 16 connections
 * sending wrong passwords to delete-user from one signed-in account; and the home page under it. The bench server's auth limits
 * are raised (processes.ts), so every flood request reaches the hash. Reported, with no target: the
 * p99 of the second against the first is what to read.
 */
export const PASSWORD_FLOOD_CASES = [
  { id: 'sign-in-alone', label: "one student's sign-in, nothing else running" },
  { id: 'sign-in-flooded', label: "one student's sign-in, another account flooding delete-user (16 connections)" },
  { id: 'home-flooded', label: 'the home page (GET /), another account flooding delete-user (16 connections)' },
] as const;

const FLOOD_CONNECTIONS = 16;
// A sign-in is one scrypt of 64 MiB and waits its turn behind the flood's: the CI run's 1 s can end
// before the first answer on a loaded machine, which would read as a failed case.
const MIN_SIGN_IN_SECONDS = 5;

export async function measurePasswordFlood(
  baseUrl: string,
  catalog: CatalogSize,
  load: LoadOptions,
  chosen: (id: string) => boolean,
): Promise<{ id: string; label: string; m: Measurement }[]> {
  // Sequential sign-ins of one account (two connections: a person and their second device).
  const signIns = [
    {
      method: 'POST' as const,
      path: '/api/auth/sign-in/email',
      headers: { origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ email: benchUserEmail(catalog.users - 1), password: BENCH_PASSWORD }),
    },
  ];
  const signInLoad = { connections: 2, duration: Math.max(load.duration, MIN_SIGN_IN_SECONDS), warmup: 0 };
  const results: { id: string; label: string; m: Measurement }[] = [];
  const [alone, flooded, home] = PASSWORD_FLOOD_CASES;
  if (chosen(alone.id)) results.push({ ...alone, m: await measure(baseUrl, signIns, signInLoad) });
  if (!chosen(flooded.id) && !chosen(home.id)) return results;
  const flooder = await signIn(baseUrl, catalog.users);
  const flood = measure(
    baseUrl,
    [
      {
        method: 'POST',
        path: '/api/auth/delete-user',
        headers: { origin: baseUrl, 'content-type': 'application/json', cookie: flooder.cookie },
        body: JSON.stringify({ password: 'not-the-password-1' }),
      },
    ],
    // Longer than what is measured under it, so it is on all along (its 400s are expected).
    { connections: FLOOD_CONNECTIONS, duration: signInLoad.duration + load.duration + 3, warmup: 0 },
  );
  // Let the flood fill the queue first.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  if (chosen(flooded.id)) results.push({ ...flooded, m: await measure(baseUrl, signIns, signInLoad) });
  if (chosen(home.id)) {
    const pages = { connections: 2, duration: load.duration, warmup: 0 };
    results.push({ ...home, m: await measure(baseUrl, [{ method: 'GET', path: '/' }], pages) });
  }
  await flood;
  return results;
}
