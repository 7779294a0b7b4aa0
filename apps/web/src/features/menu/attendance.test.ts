import type { MenuAnswer, MenuItem } from '@hostel/contract/mess';
import { describe, expect, it } from 'vitest';
import { attendanceBlock, attendanceRefusal, withAttendance } from './attendance.ts';

const NOW = Date.parse('2026-11-25T04:00:00Z');
const meal = { _id: 'm1', title: 'Khichuri', image: null, category: 'Lunch', price: 120 };
const item = (overrides: Partial<MenuItem> = {}): MenuItem => ({
  date: '2026-11-25',
  slot: 'lunch',
  startsAt: '2026-11-25T07:00:00Z',
  endsAt: '2026-11-25T09:00:00Z',
  cutoffAt: '2026-11-25T05:00:00Z',
  meals: [meal],
  me: { on: true, covered: true, price: 0, mealId: 'm1', updatesLeft: null, skipEarns: 10_000 },
  ...overrides,
});

describe('attendanceBlock', () => {
  it('leaves the switch free before the cutoff', () => {
    expect(attendanceBlock(item(), NOW)).toBeNull();
  });

  it('closes it from the cutoff on', () => {
    expect(attendanceBlock(item({ cutoffAt: '2026-11-25T04:00:00Z' }), NOW)).toBe('closed');
    expect(attendanceBlock(item({ cutoffAt: '2026-11-25T03:59:59Z' }), NOW)).toBe('closed');
  });

  it('refuses to turn on an extra meal with nothing on the menu, but lets one that is on be turned off', () => {
    const extra = { on: false, covered: false, price: 12_000, mealId: 'm1', updatesLeft: null, skipEarns: 0 };
    expect(attendanceBlock(item({ meals: [], me: extra }), NOW)).toBe('emptyMenu');
    expect(attendanceBlock(item({ meals: [], me: { ...extra, on: true } }), NOW)).toBeNull();
    expect(
      attendanceBlock(
        item({ meals: [], me: { on: false, covered: true, price: 0, mealId: 'm1', updatesLeft: null, skipEarns: 0 } }),
        NOW,
      ),
    ).toBeNull();
    expect(attendanceBlock(item({ me: extra }), NOW)).toBeNull();
  });

  it('says no Silver update is left instead of offering to skip a covered meal; skipped ones may come back', () => {
    const used = { on: true, covered: true, price: 0, mealId: 'm1', updatesLeft: 0, skipEarns: 10_000 };
    expect(attendanceBlock(item({ me: used }), NOW)).toBe('noUpdates');
    expect(attendanceBlock(item({ me: { ...used, on: false } }), NOW)).toBeNull();
  });
});

describe('withAttendance', () => {
  it('replaces only the answered slot’s own state', () => {
    const lunch = item();
    const dinner = item({ slot: 'dinner' });
    const menu: MenuAnswer = {
      today: '2026-11-25',
      visibleUntil: '2026-12-01',
      timeZone: 'Asia/Dhaka',
      items: [lunch, dinner],
    };
    const next = withAttendance(menu, {
      date: '2026-11-25',
      slot: 'lunch',
      on: false,
      covered: true,
      price: 0,
      cutoffAt: lunch.cutoffAt,
      mealId: 'm1',
      updatesLeft: null,
      skipEarns: 10_000,
    });
    expect(next.items[0]?.me).toEqual({
      on: false,
      covered: true,
      price: 0,
      mealId: 'm1',
      updatesLeft: null,
      skipEarns: 10_000,
    });
    expect(next.items[1]).toBe(dinner);
    expect(menu.items[0]?.me?.on).toBe(true);
  });

  it("shows Silver's updates left on every Silver slot of the answer's month", () => {
    const silver = { on: true, covered: true, price: 0, mealId: 'm1', updatesLeft: 5, skipEarns: 10_000 };
    const menu: MenuAnswer = {
      today: '2026-11-30',
      visibleUntil: '2026-12-06',
      timeZone: 'Asia/Dhaka',
      items: [item({ me: silver }), item({ slot: 'dinner', me: silver }), item({ date: '2026-12-01', me: silver })],
    };
    const next = withAttendance(menu, {
      ...silver,
      on: false,
      updatesLeft: 4,
      date: '2026-11-25',
      slot: 'lunch',
      cutoffAt: '2026-11-25T05:00:00Z',
    });
    expect(next.items.map((i) => i.me?.updatesLeft)).toEqual([4, 4, 5]);
  });
});

describe('attendanceRefusal', () => {
  it('names the refusals the page words, and nothing else', () => {
    expect(attendanceRefusal('CUTOFF_PASSED')).toBe('cutoffPassed');
    expect(attendanceRefusal('MENU_NOT_OUT')).toBe('menuNotOut');
    expect(attendanceRefusal('UPDATES_USED')).toBe('updatesUsed');
    expect(attendanceRefusal('TOO_FAR_AHEAD')).toBe('tooFarAhead');
    expect(attendanceRefusal('ROOM_FULL')).toBeNull();
    expect(attendanceRefusal(undefined)).toBeNull();
  });
});
