import type { MenuAnswer, MenuItem } from '@hostel/contract/mess';
import { MESS_ERROR_CODES } from '@hostel/contract/mess-constants';
import type { AttendanceAnswer } from '@hostel/contract/my-plan';

/**
 * Why a slot's "I'll eat" switch cannot be used now: the cutoff has passed, the slot is an extra
 * meal (not covered) with nothing on its menu, which the server would refuse (MENU_NOT_OUT), or
 * skipping it would need a sixth Silver update (UPDATES_USED). Turning off an empty slot that is on,
 * and turning a skipped Silver slot back on (which gives an update back), stay allowed.
 */
export type AttendanceBlock = 'closed' | 'emptyMenu' | 'noUpdates' | null;

export function attendanceBlock(item: MenuItem, now: number): AttendanceBlock {
  if (Date.parse(item.cutoffAt) <= now) return 'closed';
  if (item.me?.on && item.me.covered && item.me.updatesLeft === 0) return 'noUpdates';
  if (item.me && !item.me.on && !item.me.covered && item.meals.length === 0) return 'emptyMenu';
  return null;
}

/**
 * The menu with one slot's own state replaced by what the server answered for it; Silver's updates
 * left are the month's, so every Silver slot of that month shows the answer's count.
 */
export function withAttendance(menu: MenuAnswer, answer: AttendanceAnswer): MenuAnswer {
  const { date, slot, cutoffAt, ...me } = answer;
  const month = date.slice(0, 7);
  return {
    ...menu,
    items: menu.items.map((item) => {
      if (item.date === date && item.slot === slot) return { ...item, cutoffAt, me };
      if (me.updatesLeft !== null && item.me?.updatesLeft != null && item.date.startsWith(month)) {
        return { ...item, me: { ...item.me, updatesLeft: me.updatesLeft } };
      }
      return item;
    }),
  };
}

/** The attendance refusals the page words itself: the catalog key (menu `me.refused.*`) of a server code. */
const REFUSALS = ['cutoffPassed', 'menuNotOut', 'updatesUsed', 'tooFarAhead', 'notOnYourMenu'] as const;
export type AttendanceRefusal = (typeof REFUSALS)[number];

export const attendanceRefusal = (code: string | undefined): AttendanceRefusal | null =>
  REFUSALS.find((key) => MESS_ERROR_CODES[key] === code) ?? null;
