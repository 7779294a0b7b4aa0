import { MESS_ERROR_CODES, MESS_ERRORS, ROOMMATES_MAX } from '@hostel/contract/mess-constants';
import type { Invitation, Roommate } from '@hostel/contract/my-plan';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roommates } from '../../db/schema/plans.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { coverageSpans } from './cover-and-choices.queries.ts';
import { spanAt } from './coverage.ts';

const open = isNull(roommates.endedAt);

/**
 * The buyer's room: open invitations and members, oldest first. An invitation shows the address the
 * buyer typed and nothing of any account (issue 25); a member's name and photo show once they join.
 */
export async function roomOf(db: Db, buyerId: string): Promise<Roommate[]> {
  return db
    .select({
      id: roommates.id,
      name: users.name,
      email: roommates.invitedEmail,
      image: users.image,
      status: roommates.status,
    })
    .from(roommates)
    .leftJoin(users, and(eq(users.id, roommates.memberId), eq(roommates.status, 'accepted')))
    .where(and(eq(roommates.buyerId, buyerId), open))
    .orderBy(asc(roommates.createdAt));
}

/**
 * An invitation this student may answer: one naming them, or one to their address once they have
 * proven it (an account signed up with someone else's address sees none).
 */
const invitedHere = (userId: string) =>
  or(
    eq(roommates.memberId, userId),
    and(
      isNull(roommates.memberId),
      sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.emailVerified} and lower(${users.email}) = ${roommates.invitedEmail})`,
    ),
  );

/** Invitations waiting for this student's answer, with the inviter's name only. */
export async function invitationsOf(db: Db, memberId: string): Promise<Invitation[]> {
  const rows = await db
    .select({ id: roommates.id, from: users.name, createdAt: roommates.createdAt })
    .from(roommates)
    .innerJoin(users, eq(users.id, roommates.buyerId))
    .where(and(invitedHere(memberId), eq(roommates.status, 'invited'), open))
    .orderBy(asc(roommates.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** This student's own open membership of a room, if any. */
export async function membershipOf(db: Db, memberId: string) {
  const [row] = await db
    .select({ id: roommates.id })
    .from(roommates)
    .where(and(eq(roommates.memberId, memberId), eq(roommates.status, 'accepted'), open));
  return row?.id ?? null;
}

async function assertPlatinumInForce(db: Db, buyerId: string, at: Date) {
  const own = (await coverageSpans(db, buyerId, at, new Date(at.getTime() + 1))).filter((s) => s.source === 'own');
  if (spanAt(own, at)?.plan !== 'Platinum') {
    throw new HttpError(409, MESS_ERRORS.notPlatinum, MESS_ERROR_CODES.notPlatinum);
  }
}

/**
 * Invites an address into the buyer's Platinum room (decision 85; issue 25: whether or not an account
 * uses it, the answer is the same, and the account, if any, is known only to the server). The buyer's
 * row is the lock: two invitations at once cannot pass the limit together.
 */
export async function inviteRoommate(
  db: Db,
  p: { buyerId: string; email: string; at: Date },
): Promise<{ roommate: Roommate; accountId: string | null; mailLanguage: 'en' | 'bn' }> {
  await assertPlatinumInForce(db, p.buyerId, p.at);
  const email = p.email.toLowerCase();
  return db.transaction(async (tx) => {
    const [buyer] = await tx
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, p.buyerId))
      .for('update');
    if (buyer?.email.toLowerCase() === email) throw new HttpError(400, 'Your own plan covers you already.');
    const count = await tx.$count(roommates, and(eq(roommates.buyerId, p.buyerId), open));
    if (count >= ROOMMATES_MAX) throw new HttpError(409, MESS_ERRORS.roomFull, MESS_ERROR_CODES.roomFull);
    const [row] = await tx
      .insert(roommates)
      .values({ buyerId: p.buyerId, invitedEmail: email, status: 'invited', createdAt: p.at })
      .onConflictDoNothing()
      .returning({ id: roommates.id, status: roommates.status });
    if (!row) throw new HttpError(409, 'That address is invited already.');
    const [account] = await tx
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    return {
      roommate: { id: row.id, name: null, email, image: null, status: row.status },
      accountId: account?.id ?? null,
      // The invitee's own language when they have an account, else the buyer's (they likely share one).
      mailLanguage: account?.language ?? buyer?.language ?? 'en',
    };
  });
}

/** Ends a buyer's invitation or membership (the buyer removes a room-mate). */
export async function removeRoommate(db: Db, p: { buyerId: string; id: string; at: Date }): Promise<void> {
  const ended = await db
    .update(roommates)
    .set({ endedAt: p.at })
    .where(and(eq(roommates.id, p.id), eq(roommates.buyerId, p.buyerId), open))
    .returning({ id: roommates.id });
  if (ended.length === 0) throw notFound('Room-mate not found');
}

/** The invited student accepts: one room at a time (the unique index says so). */
export async function acceptInvitation(db: Db, p: { memberId: string; id: string; at: Date }): Promise<void> {
  const [row] = await db
    .select({ buyerId: roommates.buyerId })
    .from(roommates)
    .where(and(eq(roommates.id, p.id), invitedHere(p.memberId), eq(roommates.status, 'invited'), open));
  if (!row) throw notFound('Invitation not found');
  await assertPlatinumInForce(db, row.buyerId, p.at);
  await db.transaction(async (tx) => {
    // The member's row is the lock: two invitations accepted at once cannot both pass.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, p.memberId)).for('update');
    const inRoom = await tx.$count(
      roommates,
      and(eq(roommates.memberId, p.memberId), eq(roommates.status, 'accepted'), open),
    );
    if (inRoom > 0) throw new HttpError(409, 'You share a room already. Leave it first.');
    await tx
      .update(roommates)
      .set({ status: 'accepted', acceptedAt: p.at, memberId: p.memberId })
      .where(and(eq(roommates.id, p.id), eq(roommates.status, 'invited'), open));
  });
}

/** The invited student declines, or a member leaves the room. */
export async function leaveRoom(db: Db, p: { memberId: string; id: string; at: Date }): Promise<void> {
  const ended = await db
    .update(roommates)
    .set({ endedAt: p.at })
    .where(and(eq(roommates.id, p.id), invitedHere(p.memberId), open))
    .returning({ id: roommates.id });
  if (ended.length === 0) throw notFound('Invitation not found');
}
