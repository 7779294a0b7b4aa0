/** The mess settings as migration 0016 writes them (tests that change them put these back). */
export const MESS_DEFAULTS = {
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
