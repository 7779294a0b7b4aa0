import { ACCOUNT_ERROR_CODES, ACCOUNT_ERRORS } from '@hostel/contract/account';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { deleteAccount } from './account-deletion.ts';

/** "An admin cannot delete the last admin account" (issue 16), however the deletions interleave. */
const t = useTestApp();

const admins = () => t.db.$count(users, eq(users.role, 'admin'));
const exists = async (id: string) => (await t.db.$count(users, eq(users.id, id))) === 1;
const newAdmin = () => createUser(t.db, { role: 'admin' });

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('the last admin', () => {
  it('cannot delete their account; with a second admin they can, and the second is then the last', async () => {
    const first = await newAdmin();
    const refused = await refusal(deleteAccount(t.db, first.id));
    expect([refused.statusCode, refused.message, refused.code]).toEqual([
      409,
      ACCOUNT_ERRORS.lastAdmin,
      ACCOUNT_ERROR_CODES.lastAdmin,
    ]);
    expect(await exists(first.id)).toBe(true);

    const second = await newAdmin();
    await deleteAccount(t.db, first.id);
    expect(await exists(first.id)).toBe(false);
    expect((await refusal(deleteAccount(t.db, second.id))).code).toBe(ACCOUNT_ERROR_CODES.lastAdmin);
    expect(await admins()).toBe(1);

    // Students come and go whatever the admins are.
    const student = await createUser(t.db);
    await deleteAccount(t.db, student.id);
    expect(await exists(student.id)).toBe(false);
  });

  it('of two deleting their accounts at once, one stays', async () => {
    expect(await admins()).toBe(1);
    // Several rounds: on PostgreSQL the two transactions really overlap, in either order.
    for (let round = 0; round < 6; round++) {
      const [survivor] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      const newcomer = await newAdmin();
      const pair = round % 2 === 0 ? [survivor?.id as string, newcomer.id] : [newcomer.id, survivor?.id as string];
      const outcomes = await Promise.allSettled(pair.map((id) => deleteAccount(t.db, id)));
      expect(outcomes.map((o) => o.status).sort(), `round ${round}`).toEqual(['fulfilled', 'rejected']);
      const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toMatchObject({ statusCode: 409, code: ACCOUNT_ERROR_CODES.lastAdmin });
      expect(await admins(), `round ${round}`).toBe(1);
    }
  });
});
