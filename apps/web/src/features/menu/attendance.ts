import type { MenuAnswer, MenuItem } from '@hostel/contract/mess';
import { MESS_ERROR_CODES } from '@hostel/contract/mess-constants';
import type { AttendanceAnswer } from '@hostel/contract/my-plan';

/**
 * Why a slot's "I'll eat" switch cannot be used now: the cutoff has passed, or the slot is an extra
 * meal (not covered) with nothing on its menu, which the server would refuse (MENU_NOT_OUT). Turning
 * off an empty slot that is on stays allowed.
 */
export type AttendanceBlock = 'closed' | 'emptyMenu' | null;

export function attendanceBlock(item: MenuItem, now: number): AttendanceBlock {
  if (Date.parse(item.cutoffAt) <= now) return 'closed';
  if (item.me && !item.me.on && !item.me.covered && item.meals.length === 0) return 'emptyMenu';
  return null;
}

/** The menu with one slot's own state replaced by what the server answered for it. */
export function withAttendance(menu: MenuAnswer, answer: AttendanceAnswer): MenuAnswer {
  const me = { on: answer.on, covered: answer.covered, price: answer.price };
  return {
    ...menu,
    items: menu.items.map((item) =>
      item.date === answer.date && item.slot === answer.slot ? { ...item, cutoffAt: answer.cutoffAt, me } : item,
    ),
  };
}

/** The attendance refusals the page words itself: the catalog key (menu `me.refused.*`) of a server code. */
const REFUSALS = ['cutoffPassed', 'menuNotOut', 'updatesUsed', 'tooFarAhead', 'notOnYourMenu'] as const;
export type AttendanceRefusal = (typeof REFUSALS)[number];

export const attendanceRefusal = (code: string | undefined): AttendanceRefusal | null =>
  REFUSALS.find((key) => MESS_ERROR_CODES[key] === code) ?? null;
