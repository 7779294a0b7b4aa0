import { TOTAL_COUNT_HEADER } from '@hostel/contract/paging';
import type { UserRecord } from '@hostel/contract/users';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { jsonHeaders, signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { uploadTestImage } from '../../../test/uploads.ts';
import { getUserByEmail, setUserRole } from './users.queries.ts';

const t = useTestApp();
let a: TestSession;
let b: TestSession;
let admin: TestSession;

beforeAll(async () => {
  a = await signUp(t.app, { email: 'a.student@example.test', name: 'Student A' });
  b = await signUp(t.app, { email: 'b.student@example.test', name: 'Student B' });
  admin = await signUp(t.app, { email: 'warden@example.test', name: 'Warden', role: 'admin' });
  for (let i = 0; i < 12; i++)
    await createUser(t.db, { email: `bulk${String(i).padStart(2, '0')}@hall.test`, name: `Bulk ${i}` });
});

const as = (session: TestSession | null) => (session ? session.headers : jsonHeaders);

describe('GET /api/user/:email', () => {
  it.each([
    ['anonymous', (): TestSession | null => null, 401],
    ['the owner', (): TestSession | null => a, 200],
    ['another user', (): TestSession | null => b, 403],
    ['an admin', (): TestSession | null => admin, 200],
  ] as const)('answers %s with %i', async (_who, who, status) => {
    const res = await t.app.inject({ url: `/api/user/${a.email}`, headers: as(who()) });
    expect(res.statusCode).toBe(status);
    if (status === 200) {
      expect(res.json()).toMatchObject({
        email: a.email,
        displayName: 'Student A',
        role: 'user',
        badge: 'bronze',
        subscription: null,
      });
    } else {
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('matches the email in any case, and answers 404 to an admin for an unknown one', async () => {
    const upper = await t.app.inject({ url: '/api/user/A.Student@Example.TEST', headers: as(a) });
    expect(upper.statusCode).toBe(200);
    const unknown = await t.app.inject({ url: '/api/user/nobody@example.test', headers: as(admin) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'User not found' });
  });
});

describe('POST /api/users', () => {
  it('updates the caller’s own record and ignores role and badge', async () => {
    const photo = await uploadTestImage(t.app, a);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as(a),
      payload: {
        email: a.email,
        displayName: 'Student A Renamed',
        photoURL: photo,
        role: 'admin',
        badge: 'platinum',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      displayName: 'Student A Renamed',
      photoURL: photo,
      role: 'user',
      badge: 'bronze',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as(a),
      payload: { email: a.email },
    });
    expect(again.statusCode).toBe(200);
    expect((await getUserByEmail(t.db, a.email))?.role).toBe('user');
  });

  it('refuses to write another user’s record, anonymous callers, and script URLs', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as(a),
      payload: { email: b.email, displayName: 'Hacked' },
    });
    expect(other.statusCode).toBe(403);
    expect((await getUserByEmail(t.db, b.email))?.name).toBe('Student B');
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as(null),
      payload: { email: a.email },
    });
    expect(anon.statusCode).toBe(401);
    const script = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as(a),
      payload: { email: a.email, photoURL: 'javascript:alert(1)' },
    });
    expect(script.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as(a),
      payload: { email: a.email, photoURL: '/api/uploads/never-uploaded.webp' },
    });
    expect(missing.statusCode).toBe(400);
    expect((await getUserByEmail(t.db, a.email))?.image).not.toBe('/api/uploads/never-uploaded.webp');
  });
});

describe('admin user calls', () => {
  it.each([
    ['anonymous', (): TestSession | null => null, 401],
    ['a user', (): TestSession | null => a, 403],
  ] as const)('refuse %s', async (_who, who, status) => {
    const h = as(who());
    expect((await t.app.inject({ url: `/api/users/recent/${admin.email}`, headers: h })).statusCode).toBe(status);
    expect((await t.app.inject({ url: '/api/users/search?email=bulk', headers: h })).statusCode).toBe(status);
    const role = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${b.id}/role`,
      headers: h,
      payload: { role: 'admin' },
    });
    expect(role.statusCode).toBe(status);
    expect((await getUserByEmail(t.db, b.email))?.role).toBe('user');
  });

  it('pages recent users 10 at a time with a total, for the admin’s own email only', async () => {
    const first = await t.app.inject({ url: `/api/users/recent/${admin.email}`, headers: as(admin) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(10);
    expect(Number(first.headers[TOTAL_COUNT_HEADER])).toBe(15);
    const second = await t.app.inject({ url: `/api/users/recent/${admin.email}?offset=10`, headers: as(admin) });
    expect(second.json()).toHaveLength(5);
    const ids = [...first.json(), ...second.json()].map((u: UserRecord) => u._id);
    expect(new Set(ids).size).toBe(15);
    const otherAdmin = await t.app.inject({ url: `/api/users/recent/${a.email}`, headers: as(admin) });
    expect(otherAdmin.statusCode).toBe(403);
  });

  it('searches emails case-insensitively, in pages', async () => {
    const res = await t.app.inject({ url: '/api/users/search?email=BULK', headers: as(admin) });
    expect(res.json()).toHaveLength(10);
    expect(Number(res.headers[TOTAL_COUNT_HEADER])).toBe(12);
    const one = await t.app.inject({ url: '/api/users/search?email=bulk07@', headers: as(admin) });
    expect(one.json().map((u: UserRecord) => u.email)).toEqual(['bulk07@hall.test']);
    const empty = await t.app.inject({ url: '/api/users/search?email=', headers: as(admin) });
    expect(empty.statusCode).toBe(400);
  });

  it('promotes and demotes, but never the admin themself', async () => {
    const up = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${b.id}/role`,
      headers: as(admin),
      payload: { role: 'admin' },
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().user.role).toBe('admin');
    const down = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${b.id}/role`,
      headers: as(admin),
      payload: { role: 'user' },
    });
    expect(down.json().user.role).toBe('user');
    const self = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${admin.id}/role`,
      headers: as(admin),
      payload: { role: 'user' },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: 'You cannot remove your own admin role.' });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${b.id}/role`,
      headers: as(admin),
      payload: { role: 'owner' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/no-such-id/role',
      headers: as(admin),
      payload: { role: 'admin' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('never demotes the last admin, even when two admins demote each other at once', async () => {
    const other = await createUser(t.db, { role: 'admin' });
    const results = await Promise.allSettled([
      setUserRole(t.db, admin.id, other.id, 'user'),
      setUserRole(t.db, other.id, admin.id, 'user'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const admins = await Promise.all([getUserByEmail(t.db, admin.email), getUserByEmail(t.db, other.email)]);
    expect(admins.filter((u) => u?.role === 'admin')).toHaveLength(1);
    // Restore, then check the guard on its own.
    await setUserRole(t.db, 'someone', admin.id, 'admin');
    await setUserRole(t.db, admin.id, other.id, 'user');
    await expect(setUserRole(t.db, 'someone-else', admin.id, 'user')).rejects.toThrow(
      'The last admin cannot be demoted.',
    );
  });
});
