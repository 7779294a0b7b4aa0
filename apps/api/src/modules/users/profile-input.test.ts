import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useGoogleApp } from '../../../test/google-sign-in.ts';
import { jsonHeaders, signUp, TEST_PASSWORD, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { uploadTestImage } from '../../../test/uploads.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Issue 15: names and photos reach an account through better-auth too (sign-up, update-user, a
 * Google profile), not only through `POST /api/users`. Every path answers to the contract's rules:
 * a name of sane length without control characters, and a photo that is the user's own upload.
 */

const t = useTestApp();
let a: TestSession;
let b: TestSession;
let aPhoto: string;
let bPhoto: string;

const TRACKER = 'https://tracker.example/x.gif';
const PHOTO_RULE = 'Photo must be an image you uploaded here.';

beforeAll(async () => {
  a = await signUp(t.app, { name: 'Student A' });
  b = await signUp(t.app, { name: 'Student B' });
  aPhoto = await uploadTestImage(t.app, a);
  bPhoto = await uploadTestImage(t.app, b, '#2266cc');
});

const accountOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

function signUpWith(fields: Record<string, unknown>) {
  const email = `profile-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const payload = { email, password: TEST_PASSWORD, name: 'New Student', ...fields };
  return t.app
    .inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: jsonHeaders, payload })
    .then((res) => ({ res, email }));
}

const updateUser = (session: TestSession | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/update-user',
    headers: session ? session.headers : jsonHeaders,
    payload: JSON.stringify(payload),
  });

const saveUser = (session: TestSession, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users', headers: session.headers, payload });

describe('sign-up (better-auth)', () => {
  it.each([
    ['a 60 KB name', 'n'.repeat(60_000), 'Name is too long'],
    ['an 81-character name', 'n'.repeat(81), 'Name is too long'],
    ['a blank name', '   ', 'Name is required'],
    ['a name with a line break', 'Eve\nAdmin', 'Name must not contain control characters'],
    ['a name that reads backwards', 'Eve\u202Egnp.exe', 'Name must not contain control characters'],
  ])('refuses %s and makes no account', async (_what, name, message) => {
    const { res, email } = await signUpWith({ name });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await accountOf(email)).toBeUndefined();
  });

  it.each([TRACKER, 'javascript:alert(1)', '/api/uploads/never-uploaded.webp'])(
    'refuses the photo %s (a new account has uploaded nothing yet)',
    async (image) => {
      const { res, email } = await signUpWith({ image });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(PHOTO_RULE);
      expect(await accountOf(email)).toBeUndefined();
    },
  );

  it("refuses another user's upload as the new account's photo", async () => {
    const { res } = await signUpWith({ image: aPhoto });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PHOTO_RULE);
  });

  it('keeps the name trimmed, and no photo', async () => {
    const { res, email } = await signUpWith({ name: '  Padded Name  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await accountOf(email)).toMatchObject({ name: 'Padded Name', image: null });
  });
});

describe('update-user (better-auth)', () => {
  it.each([
    ['a 60 KB name', () => ({ name: 'n'.repeat(60_000) }), 'Name is too long'],
    ['a name with a control character', () => ({ name: 'Bell\u0007' }), 'Name must not contain control characters'],
    ['a third-party photo', () => ({ image: TRACKER }), PHOTO_RULE],
    ['a data: photo', () => ({ image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }), PHOTO_RULE],
    ["another user's upload", () => ({ image: bPhoto }), PHOTO_RULE],
    ['a photo never uploaded', () => ({ image: '/api/uploads/never-uploaded.webp' }), PHOTO_RULE],
  ])('refuses %s and changes nothing', async (_what, changes, message) => {
    const before = await accountOf(a.email);
    const res = await updateUser(a, changes());
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await accountOf(a.email)).toEqual(before);
  });

  it('takes a sane name and the caller’s own upload, and removes the photo with null', async () => {
    expect((await updateUser(a, { name: '  Student A Again ', image: aPhoto })).statusCode).toBe(200);
    expect(await accountOf(a.email)).toMatchObject({ name: 'Student A Again', image: aPhoto });
    expect((await updateUser(a, { image: null })).statusCode).toBe(200);
    expect((await accountOf(a.email))?.image).toBeNull();
  });

  it('answers a stranger 401 before looking at the body', async () => {
    for (const body of [[1], 'just text', { name: 'n'.repeat(60_000) }, { image: TRACKER }]) {
      const res = await updateUser(null, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(401);
      expect(res.json()).toEqual({ error: 'Please sign in first.' });
    }
  });

  it.each([
    ['/api/auth/change-password', { currentPassword: 'x', newPassword: 'short' }],
    ['/api/auth/change-email', {}],
    ['/api/auth/delete-user', { password: 1 }],
    ['/api/auth/update-session', [1]],
  ])('%s answers a stranger 401, not the body’s rules', async (url, payload) => {
    const res = await t.app.inject({ method: 'POST', url, headers: jsonHeaders, payload: JSON.stringify(payload) });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toEqual({ error: 'Please sign in first.' });
  });
});

describe('POST /api/users', () => {
  it.each([
    ['a third-party photo', () => ({ photoURL: TRACKER }), PHOTO_RULE],
    ["another user's upload", () => ({ photoURL: bPhoto }), PHOTO_RULE],
    [
      'a name with a control character',
      () => ({ displayName: 'Tab\there' }),
      'Name must not contain control characters',
    ],
  ])('refuses %s', async (_what, changes, message) => {
    const before = await accountOf(a.email);
    const res = await saveUser(a, { email: a.email, ...changes() });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await accountOf(a.email)).toEqual(before);
  });
});

describe('a Google profile', () => {
  const google = useGoogleApp(t, {
    sub: 'google-profile-1',
    email: 'rtl.google@example.test',
    name: `\u202EReversed\u0007 ${'Long '.repeat(30)}`,
    picture: 'https://lh3.googleusercontent.com/a/tracking-avatar=s96-c',
  });

  it('makes an account without Google’s photo, its name cleaned to the rule', async () => {
    const { done } = await google.signIn();
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/');
    const account = await accountOf('rtl.google@example.test');
    expect(account?.image).toBeNull();
    expect(account?.name).toMatch(/^Reversed Long Long/);
    expect(account?.name.length).toBeLessThanOrEqual(80);
    expect(account?.name).not.toMatch(/[\p{Cc}\u202A-\u202E]/u);
  });
});
