import { type MessSettings, messSettingsSchema } from '@hostel/contract/mess';
import { describe, expect, it } from 'vitest';
import {
  checkMessForm,
  MESS_LIMITS,
  MESS_NUMBER_FIELDS,
  type MessForm,
  minutesToHours,
  toMessForm,
} from './mess-settings-form.ts';

const DEFAULTS: MessSettings = {
  timeZone: 'Asia/Dhaka',
  slots: {
    breakfast: { starts: '07:00', ends: '09:30' },
    lunch: { starts: '13:00', ends: '15:00' },
    dinner: { starts: '20:00', ends: '22:00' },
  },
  cutoffMinutes: 180,
  rebatePercent: 100,
  rebateCapSlots: 30,
  earlyAccessDays: 7,
};

const form = (change: Partial<MessForm> = {}): MessForm => ({ ...toMessForm(DEFAULTS), ...change });
const withSlots = (slots: Partial<MessForm['slots']>) => form({ slots: { ...toMessForm(DEFAULTS).slots, ...slots } });
const problemsOf = (value: MessForm) => {
  const result = checkMessForm(value);
  return 'problems' in result ? result.problems : {};
};

describe('the kitchen rules form check', () => {
  it('turns the saved settings back into the same settings', () => {
    expect(checkMessForm(form())).toEqual({ settings: DEFAULTS });
  });

  it('trims the zone and drops seconds a time input may add', () => {
    const result = checkMessForm({
      ...withSlots({ lunch: { starts: '13:00:00', ends: '15:00' } }),
      timeZone: ' Asia/Dhaka ',
    });
    expect(result).toEqual({ settings: DEFAULTS });
  });

  it('refuses an empty or unknown zone', () => {
    expect(problemsOf(form({ timeZone: '  ' }))).toEqual({ timeZone: 'required' });
    expect(problemsOf(form({ timeZone: 'Mars/Olympus' }))).toEqual({ timeZone: 'zone' });
  });

  it('puts an out-of-order slot on the input that breaks the order', () => {
    expect(problemsOf(withSlots({ lunch: { starts: '09:00', ends: '15:00' } }))).toEqual({ 'lunch.starts': 'order' });
    expect(problemsOf(withSlots({ dinner: { starts: '22:00', ends: '20:00' } }))).toEqual({ 'dinner.ends': 'order' });
    expect(problemsOf(withSlots({ breakfast: { starts: '07:00', ends: '07:00' } }))).toEqual({
      'breakfast.ends': 'order',
    });
    // One slot may start the minute the one before ends.
    expect(problemsOf(withSlots({ lunch: { starts: '09:30', ends: '15:00' } }))).toEqual({});
  });

  it('asks for every time', () => {
    expect(problemsOf(withSlots({ breakfast: { starts: '', ends: '9:30' } }))).toEqual({
      'breakfast.starts': 'required',
      'breakfast.ends': 'time',
    });
  });

  it('takes whole numbers within the limits only', () => {
    expect(problemsOf(form({ cutoffMinutes: '' }))).toEqual({ cutoffMinutes: 'required' });
    expect(problemsOf(form({ cutoffMinutes: '1.5' }))).toEqual({ cutoffMinutes: 'whole' });
    expect(problemsOf(form({ cutoffMinutes: 'abc' }))).toEqual({ cutoffMinutes: 'whole' });
    expect(problemsOf(form({ cutoffMinutes: '-1' }))).toEqual({ cutoffMinutes: 'range' });
    expect(problemsOf(form({ rebatePercent: '101' }))).toEqual({ rebatePercent: 'range' });
    expect(problemsOf(form({ rebateCapSlots: '94' }))).toEqual({ rebateCapSlots: 'range' });
    expect(problemsOf(form({ earlyAccessDays: '15' }))).toEqual({ earlyAccessDays: 'range' });
    expect(problemsOf(form({ earlyAccessDays: '99999999999999999999' }))).toEqual({ earlyAccessDays: 'range' });
  });

  it.each(MESS_NUMBER_FIELDS)('allows %s exactly where the server does', (field) => {
    const { min, max } = MESS_LIMITS[field];
    for (const value of [min - 1, min, max, max + 1]) {
      const server = messSettingsSchema.safeParse({ ...DEFAULTS, [field]: value }).success;
      const client = 'settings' in checkMessForm(form({ [field]: String(value) }));
      expect({ field, value, client }).toEqual({ field, value, client: server });
    }
  });

  it.each([
    ['lunch before breakfast ends', { lunch: { starts: '09:00', ends: '15:00' } }],
    ['lunch right when breakfast ends', { lunch: { starts: '09:30', ends: '15:00' } }],
    ['dinner ending at its start', { dinner: { starts: '20:00', ends: '20:00' } }],
    ['dinner past midnight', { dinner: { starts: '20:00', ends: '00:30' } }],
    ['a late breakfast', { breakfast: { starts: '12:00', ends: '13:00' } }],
    ['an hour past 23', { dinner: { starts: '20:00', ends: '24:00' } }],
  ])('agrees with the server on %s', (_label, slots) => {
    const settings = { ...DEFAULTS, slots: { ...DEFAULTS.slots, ...slots } };
    const server = messSettingsSchema.safeParse(settings).success;
    expect('settings' in checkMessForm(withSlots(slots))).toBe(server);
  });

  it('writes the cutoff in hours', () => {
    expect(minutesToHours(180)).toBe(3);
    expect(minutesToHours(90)).toBe(1.5);
    expect(minutesToHours(100)).toBe(1.67);
  });
});
