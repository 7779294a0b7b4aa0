import { errorSchema } from '@hostel/contract/errors';
import { leaveAnswerSchema, leaveQuerySchema, leaveRangeSchema } from '@hostel/contract/leave';
import {
  copyMenuWeekSchema,
  MENU_WEEK_DAYS,
  MESS_ERROR_CODES,
  MESS_ERRORS,
  menuAnswerSchema,
  menuItemSchema,
  menuQuerySchema,
  menuSlotParamsSchema,
  messSettingsAnswerSchema,
  messSettingsPreviewSchema,
  saveMessSettingsSchema,
  setMenuSlotSchema,
} from '@hostel/contract/mess';
import { attendanceAnswerSchema, setAttendanceSchema } from '@hostel/contract/my-plan';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { ADMIN_ONLY, SIGNED_IN } from '../../plugins/access.ts';
import { requireUser } from '../../plugins/auth.ts';
import { myMenuState } from '../plans/cover-and-choices.queries.ts';
import { setAttendance } from './attendance.queries.ts';
import { applyLeave } from './leave.queries.ts';
import { copyMenuDays, listMenu, setMenuSlot } from './menu.queries.ts';
import type { MenuCache } from './menu-cache.ts';
import { lastVisibleDate } from './menu-visibility.ts';
import { messSettingsAnswer, previewMessRules, scheduleMessRules } from './mess-rules.ts';
import { getRuleBook } from './mess-settings.queries.ts';
import { addDays } from './mess-time.ts';
import { withMyChoices } from './my-slots.ts';
import { rulesAt, rulesOn } from './rule-book.ts';

/** Turning meals on and off, per student (issue 25): a leave is one request, taps beyond this are a flood. */
const ATTENDANCE_CHANGES_LIMIT = { max: 60, windowSeconds: 60 };

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The daily menu and the rules of the kitchen's day (issue 17; decisions 80–81). */
export const messRoutes: FastifyPluginAsyncZod<{ menuCache: MenuCache }> = async (app, { menuCache }) => {
  app.get(
    '/admin/mess-settings',
    { config: ADMIN_ONLY, schema: { response: { 200: messSettingsAnswerSchema, ...errors } } },
    async () => messSettingsAnswer(await getRuleBook(app.db), now()),
  );

  // Rules hold from a date on (issue 26, decision 110): today unless said, never a past date.
  app.put(
    '/admin/mess-settings',
    {
      config: ADMIN_ONLY,
      schema: {
        body: saveMessSettingsSchema,
        response: { 200: messSettingsAnswerSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => scheduleMessRules(app.db, request.body, now()),
  );

  app.post(
    '/admin/mess-settings/preview',
    {
      config: ADMIN_ONLY,
      schema: {
        body: saveMessSettingsSchema,
        response: { 200: messSettingsPreviewSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => previewMessRules(app.db, request.body, now()),
  );

  app.get(
    '/menu',
    { config: SIGNED_IN, schema: { querystring: menuQuerySchema, response: { 200: menuAnswerSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      const { from, to: last } = request.query;
      // The menu every reader shares, from the menu cache; the reader's own cover (the widest span
      // the range could need: a day either side for any zone) and choices, read now.
      const [week, mine] = await Promise.all([
        menuCache.get(from, last),
        myMenuState(app.db, {
          userId: user.id,
          firstDate: from,
          lastDate: last,
          from: new Date(Date.parse(from) - 86_400_000),
          to: new Date(Date.parse(last) + 2 * 86_400_000),
        }),
      ]);
      const { today, rules: settings } = rulesAt(week.book, now());
      const visibleUntil = lastVisibleDate(settings, user, today) ?? last;
      const to = last < visibleUntil ? last : visibleUntil;
      const items = withMyChoices(week.items(to), week.book, mine);
      return { today, visibleUntil, timeZone: settings.timeZone, items };
    },
  );

  app.put(
    '/me/attendance/:date/:slot',
    {
      config: SIGNED_IN,
      schema: {
        params: menuSlotParamsSchema,
        body: setAttendanceSchema,
        response: { 200: attendanceAnswerSchema, ...errors, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      // Every request counts, refused ones too: a flood of taps costs one row, not a row each.
      await hitRateLimit(app.db, `attendance:user:${user.id}`, ATTENDANCE_CHANGES_LIMIT);
      const at = now();
      const book = await getRuleBook(app.db);
      const { today, rules: settings } = rulesAt(book, at);
      const visibleUntil = lastVisibleDate(settings, user, today);
      // A day beyond the reader's menu would tell its price (Platinum's early menu) and order what no one can see.
      if (visibleUntil !== null && request.params.date > visibleUntil) {
        throw new HttpError(400, MESS_ERRORS.notOnYourMenu, MESS_ERROR_CODES.notOnYourMenu);
      }
      // The cutoff is the one in force on the slot's date.
      const rules = rulesOn(book, request.params.date);
      return setAttendance(app.db, rules, { userId: user.id, ...request.params, ...request.body, at });
    },
  );

  // A leave (issue 26): every slot of a range off in one step, or (DELETE) the slots it turned off
  // back on; `?dryRun=true` answers what it would do, and the rebate, changing nothing.
  for (const [method, undo] of [
    ['PUT', false],
    ['DELETE', true],
  ] as const) {
    app.route({
      method,
      url: '/me/leave',
      config: SIGNED_IN,
      schema: {
        querystring: leaveQuerySchema,
        body: leaveRangeSchema,
        response: { 200: leaveAnswerSchema, ...errors, 429: errorSchema },
      },
      handler: async (request) => {
        const user = await requireUser(request);
        await hitRateLimit(app.db, `attendance:user:${user.id}`, ATTENDANCE_CHANGES_LIMIT);
        const at = now();
        const book = await getRuleBook(app.db);
        const { today, rules: settings } = rulesAt(book, at);
        const lastDate = lastVisibleDate(settings, user, today) ?? '9999-12-31';
        const dryRun = request.query.dryRun === 'true';
        return applyLeave(app.db, { book, settings, userId: user.id, lastDate, at, dryRun }, request.body, undo);
      },
    });
  }

  app.put(
    '/menu/:date/:slot',
    {
      config: ADMIN_ONLY,
      schema: { params: menuSlotParamsSchema, body: setMenuSlotSchema, response: { 200: menuItemSchema, ...errors } },
    },
    async (request) => {
      const { date, slot } = request.params;
      await setMenuSlot(app.db, date, slot, request.body.mealIds);
      const [item] = (await listMenu(app.db, await getRuleBook(app.db), date, date)).filter((i) => i.slot === slot);
      return item as NonNullable<typeof item>;
    },
  );

  app.post(
    '/menu/copy-week',
    { config: ADMIN_ONLY, schema: { body: copyMenuWeekSchema, response: { 200: menuAnswerSchema, ...errors } } },
    async (request) => {
      const { from, to } = request.body;
      await copyMenuDays(app.db, from, to, MENU_WEEK_DAYS);
      const book = await getRuleBook(app.db);
      const { today, rules } = rulesAt(book, now());
      const lastDay = addDays(to, MENU_WEEK_DAYS - 1);
      return {
        today,
        visibleUntil: lastDay,
        timeZone: rules.timeZone,
        items: await listMenu(app.db, book, to, lastDay),
      };
    },
  );
};
