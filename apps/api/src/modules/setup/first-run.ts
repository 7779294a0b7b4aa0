import crypto from 'node:crypto';
import { SETUP_TOKEN_LENGTH } from '@hostel/contract/setup';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import {
  deleteSetupTokens,
  hasAdminWithPassword,
  hashSetupToken,
  liveSetupTokens,
  storeSetupToken,
} from './setup.queries.ts';

/** A setup link works this long; a restart while no admin can sign in prints a new one. */
export const SETUP_LINK_HOURS = 24;

/**
 * At start: while no admin can sign in with a password, a one-time link to the setup page is
 * printed, as Gitea's and Immich's first-run pages do (decision 102). Each start adds its own link
 * (several processes starting together each print a working one); using any ends them all. Once
 * an admin can sign in, every link ends. Answers the link, or null when none was offered.
 */
export async function offerFirstRunSetup(
  db: Db,
  publicUrl: string,
  print: (line: string) => void,
): Promise<string | null> {
  if (await hasAdminWithPassword(db)) {
    await deleteSetupTokens(db);
    return null;
  }
  await deleteSetupTokens(db, { expiredOnlyAt: now() });
  const token = crypto.randomBytes(32).toString('base64url');
  if (token.length !== SETUP_TOKEN_LENGTH) throw new Error('unexpected setup token length');
  await storeSetupToken(db, hashSetupToken(token), new Date(now().getTime() + SETUP_LINK_HOURS * 3600_000));
  const link = `${publicUrl}/setup?token=${token}`;
  print(
    `No admin can sign in yet. Open this one-time link to create the hostel's admin (it works once, for ${SETUP_LINK_HOURS} hours; restart for a new one): ${link}`,
  );
  return link;
}

/** Whether `token` is one of the live links, compared in constant time against each stored hash. */
export async function findSetupToken(db: Db, token: string) {
  const offered = Buffer.from(hashSetupToken(token), 'hex');
  let found: Awaited<ReturnType<typeof liveSetupTokens>>[number] | null = null;
  for (const row of await liveSetupTokens(db, now())) {
    const stored = Buffer.from(row.value, 'hex');
    if (stored.length === offered.length && crypto.timingSafeEqual(stored, offered)) found = row;
  }
  return found;
}

/** A link can be used: one is live and no admin can sign in yet. */
export async function isSetupOpen(db: Db): Promise<boolean> {
  if ((await liveSetupTokens(db, now())).length === 0) return false;
  return !(await hasAdminWithPassword(db));
}
