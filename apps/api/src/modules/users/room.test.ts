import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';

const t = useTestApp();
let student: TestSession;
let admin: TestSession;

beforeAll(async () => {
  student = await signUp(t.app, { email: 'room.student@example.test', name: 'Room Student' });
  admin = await signUp(t.app, { email: 'room.warden@example.test', name: 'Warden', role: 'admin' });
});

const putRoom = (who: TestSession, id: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/students/${id}/room`,
    headers: who.headers,
    payload: payload as object,
  });
const storedRoom = async (id: string) =>
  (await t.db.select({ room: users.room }).from(users).where(eq(users.id, id)))[0]?.room;

describe('PUT /api/admin/students/:id/room', () => {
  it('sets the room trimmed, and a blank or null room clears it', async () => {
    const set = await putRoom(admin, student.id, { room: '  B-204 ' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ id: student.id, room: 'B-204' });
    expect(await storedRoom(student.id)).toBe('B-204');

    const blank = await putRoom(admin, student.id, { room: '   ' });
    expect(blank.json()).toEqual({ id: student.id, room: null });
    await putRoom(admin, student.id, { room: '12' });
    const cleared = await putRoom(admin, student.id, { room: null });
    expect(cleared.json()).toEqual({ id: student.id, room: null });
    expect(await storedRoom(student.id)).toBeNull();
  });

  it.each([
    ['too long', { room: 'x'.repeat(21) }],
    ['a control character', { room: 'B\u0000204' }],
    ['a number', { room: 204 }],
    ['no room field', {}],
  ])('answers 400 to %s and keeps the room', async (_what, payload) => {
    await putRoom(admin, student.id, { room: '7' });
    const res = await putRoom(admin, student.id, payload);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
    expect(await storedRoom(student.id)).toBe('7');
  });

  it('answers 404 for an unknown student and 403 to a student', async () => {
    expect((await putRoom(admin, 'nobody-at-all', { room: '1' })).statusCode).toBe(404);
    const own = await putRoom(student, student.id, { room: '1' });
    expect(own.statusCode).toBe(403);
  });
});
