import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from './http-errors.ts';

/**
 * Keyset ("seek") paging over (sort key, id): every page costs the same however deep it is,
 * unlike OFFSET. The cursor is the last row's (key, id), opaque to clients.
 */
export type SortDirection = 'asc' | 'desc';

export interface KeysetSort {
  /** A column, or an expression of one (the same order, without its index). */
  key: PgColumn | SQL;
  /** SQL type the cursor's key text is cast back to. */
  keyType: 'timestamptz' | 'numeric' | 'text';
  id: PgColumn;
  direction: SortDirection;
}

export function encodeCursor(keyText: string, id: string): string {
  return Buffer.from(JSON.stringify([keyText, id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(cursor: string): { keyText: string; id: string } {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('Invalid cursor');
  }
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    typeof value[0] !== 'string' ||
    typeof value[1] !== 'string' ||
    value[0].length > 64 ||
    !UUID.test(value[1])
  ) {
    throw badRequest('Invalid cursor');
  }
  return { keyText: value[0], id: value[1] };
}

/** A cursor of this sort, checked: its key text must parse as the sort key's type. */
export function decodeCursorFor(sort: KeysetSort, cursor: string): { keyText: string; id: string } {
  const decoded = decodeCursor(cursor);
  if (!isValidKeyText(sort.keyType, decoded.keyText)) throw badRequest('Invalid cursor');
  return decoded;
}

/**
 * Rows after (key, id) in the sort's direction. The values are the checked cursor's, or placeholders
 * of a prepared statement.
 */
export function seekAfter(sort: KeysetSort, keyText: unknown, id: unknown): SQL {
  const key = sql`${keyText}::${sql.raw(sort.keyType)}`;
  return sort.direction === 'asc'
    ? sql`(${sort.key}, ${sort.id}) > (${key}, ${id}::uuid)`
    : sql`(${sort.key}, ${sort.id}) < (${key}, ${id}::uuid)`;
}

/** Rows after the cursor in the sort's direction. */
export function afterCursor(sort: KeysetSort, cursor: string): SQL {
  const { keyText, id } = decodeCursorFor(sort, cursor);
  return seekAfter(sort, keyText, id);
}

export function keysetOrder(sort: KeysetSort): SQL[] {
  const by = sort.direction === 'asc' ? asc : desc;
  return [by(sort.key as AnyColumn), by(sort.id as AnyColumn)];
}

/** The key as text exactly as PostgreSQL prints it, so a cursor loses no precision (µs timestamps). */
export const keyAsText = (sort: KeysetSort) => sql<string>`${sort.key}::text`;

function isValidKeyText(type: KeysetSort['keyType'], text: string): boolean {
  if (type === 'numeric') return /^-?\d{1,12}(\.\d{1,4})?$/.test(text);
  if (type === 'timestamptz') return isValidTimestamp(text);
  return !text.includes('\u0000');
}

const TIMESTAMP = /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)(\.\d{1,6})?(?:[+-](\d\d)(?::(\d\d))?|Z)?$/;

/** A timestamp PostgreSQL casts without an error: a real calendar day, clock time and offset. */
function isValidTimestamp(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    Number(match[8] ?? 0) < 16 &&
    Number(match[9] ?? 0) < 60
  );
}

/** Split a `limit + 1` fetch into the page and the next cursor (if any). */
export function takePage<T extends { id: string; cursorKey: string }>(
  rows: T[],
  limit: number,
): { page: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { page: rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1] as T;
  return { page, nextCursor: encodeCursor(last.cursorKey, last.id) };
}
