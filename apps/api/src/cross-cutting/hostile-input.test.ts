import crypto from 'node:crypto';
import { sessionIdParamsSchema, setLanguageSchema, undoEmailChangeSchema } from '@hostel/contract/account';
import { adminPageQuerySchema } from '@hostel/contract/admin';
import {
  balancesQuerySchema,
  billQuerySchema,
  closeMonthParamsSchema,
  exportQuerySchema,
  totalsQuerySchema,
} from '@hostel/contract/bills';
import { leaveQuerySchema, leaveRangeSchema } from '@hostel/contract/leave';
import { likeMealSchema } from '@hostel/contract/likes';
import { mailIdParamsSchema, mailListQuerySchema } from '@hostel/contract/mail';
import { createMealSchema, createUpcomingMealSchema, publishUpcomingMealSchema } from '@hostel/contract/meal-input';
import {
  cancelRequestSchema,
  createMealRequestSchema,
  requestIdParamsSchema,
  serveRequestSchema,
} from '@hostel/contract/meal-requests';
import {
  listMealsQuerySchema,
  mealIdParamsSchema,
  mealsByCategoryQuerySchema,
  searchMealQuerySchema,
} from '@hostel/contract/meals';
import {
  ATTENDANCE_AHEAD_DAYS,
  copyMenuWeekSchema,
  menuQuerySchema,
  menuSlotParamsSchema,
  saveMessSettingsSchema,
  setMenuSlotSchema,
} from '@hostel/contract/mess';
import {
  idParamsSchema,
  inviteRoommateSchema,
  planQuoteParamsSchema,
  setAttendanceSchema,
} from '@hostel/contract/my-plan';
import { markReadSchema } from '@hostel/contract/notifications';
import {
  adminPaymentsQuerySchema,
  confirmPaymentSchema,
  createChargeSchema,
  createPaymentIntentSchema,
  paymentsPageQuerySchema,
  recordPaymentSchema,
  refundPaymentSchema,
  sandboxConfirmSchema,
} from '@hostel/contract/payments';
import {
  createReviewSchema,
  deleteReviewSchema,
  listMealReviewsQuerySchema,
  reviewIdParamsSchema,
  updateReviewSchema,
} from '@hostel/contract/reviews';
import { createAdminSchema } from '@hostel/contract/setup';
import { studentIdParamsSchema } from '@hostel/contract/students';
import { listUpcomingMealsQuerySchema } from '@hostel/contract/upcoming-meals';
import { userPageQuerySchema } from '@hostel/contract/user-dashboard';
import {
  adminEmailParamsSchema,
  emailParamsSchema,
  listUsersQuerySchema,
  passwordProblem,
  saveUserSchema,
  searchUsersQuerySchema,
  setRoomSchema,
  updateRoleSchema,
  userIdParamsSchema,
} from '@hostel/contract/users';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMeal } from '../../test/factories.ts';
import {
  callers,
  encodeHostile,
  forgedCursor,
  type HostileCase,
  type HostileDraft,
  hostileRequests,
  hostileString,
  hostileValue,
  multipartBody,
  type RouteInputs,
  toJsonText,
} from '../../test/hostile-inputs.ts';
import { MESS_DEFAULTS } from '../../test/mess.ts';
import { signUp, TEST_PASSWORD, type TestSession } from '../../test/sessions.ts';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app.ts';
import { uploadTestImage } from '../../test/uploads.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { accounts, appSecrets, sessions } from '../db/schema/auth.ts';
import { notifications } from '../db/schema/notifications.ts';
import { now } from '../lib/clock.ts';
import { addDays, dateIn } from '../modules/mess/mess-time.ts';
import { photoWidthParamsSchema } from '../modules/uploads/photo-widths.routes.ts';
import { BACKUP_TABLES } from '../ops/backup.ts';

/**
 * Issue 8, "Hostile input": every API route gets 200 generated requests it must refuse (wrong
 * types, missing and extra fields, prototype keys, huge strings, deep nesting, odd numbers,
 * unicode and NUL, wrong content types, malformed JSON, bad path params and query strings), mostly
 * from an admin so authorization does not answer before validation. Whatever comes in: never a
 * 5xx, always JSON with a string `error` when not 2xx, no stack, path or SQL in a body, and not one
 * row changed. Issue 15: reads also go out as they are, signed out and as a student, and a 2xx
 * answer must not show its caller what they may not see (another account's email or private rows,
 * any session token, password hash or server secret).
 */

const t = useTestApp();

const RUNS = 200;

// Not API calls of ours: static files, the docs, the SPA. /api/auth/* gets its own cases below.
const NOT_HOSTILE_TESTED = [/^\/api\/docs/, /^\/api\/uploads\/\*$/, /^\/api\/openapi\.json$/, /^\/\*$/, /^\/$/];
const AUTH_ROUTES = ['GET /api/auth/*', 'POST /api/auth/*'];

// Rate limits and sessions change on any call by design; everything else must stay as it was.
const CHANGING_TABLES = new Set(['rate_limits', 'sessions']);

interface Seed {
  admin: TestSession;
  student: TestSession;
  meal: string;
  otherMeal: string;
  upcoming: string;
  image: string;
  adminReview: string;
  studentReview: string;
  adminRequest: string;
  clientSecret: string;
  paymentIntentId: string;
  notification: string;
  /** Issue 17: a Platinum buyer (never a caller), its payment, and its invitation to the student. */
  buyer: TestSession;
  buyerPayment: string;
  buyerTransaction: string;
  studentInvitation: string;
}

const unknownId = fc.uuid().map((id) => ({ id }));
const anyOf = <T>(...arbitraries: fc.Arbitrary<T>[]) => fc.oneof(...arbitraries);

function mealBody(s: Seed) {
  return {
    title: 'Hostile Stew',
    category: 'Dinner',
    image: s.image,
    ingredients: 'Rice, Lentils',
    description: 'Cooked by a property test.',
    price: 120.5,
    distributorName: 'Test Canteen',
  };
}

/** Image paths the schema accepts that were never uploaded. */
const notUploadedImage = fc.uuid().map((id) => `/api/uploads/${id}.webp`);

/** The hostel's calendar on the app's clock: plan and meal dates are counted from today, whenever this runs. */
const hostelToday = () => dateIn(MESS_DEFAULTS.timeZone, now());
/** Months the schema accepts that no bill was ever made for: the epoch, the far past and future. */
const farMonth = fc.constantFrom('1000-01', '1970-01', '2100-02', '9999-11');
/**
 * Months at the calendar's edges: they once reached the bill routes and answered 500 (addMonths
 * wrote years below 1000 unpadded, and 9999-12 ends in year 10000). The schema now takes 2000–2999.
 */
const BROKEN_MONTHS = ['0000-01', '0001-12', '0100-01', '9999-12'];
const BILL_READS = [
  'GET /api/me/bill',
  'GET /api/admin/bills',
  'GET /api/admin/bills/totals',
  'GET /api/admin/bills/export',
];

/** Schema-valid query values a GET route must survive: NUL, wildcards, unicode, SQL lookalikes. */
const oddText = hostileString.filter((s) => s.trim().length > 0 && s.length <= 100);

const uploadGarbage: fc.Arbitrary<HostileDraft> = fc.oneof(
  fc
    .tuple(
      fc.oneof(
        fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
        fc.constantFrom(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
          Buffer.from('<html><script>alert(1)</script></html>'),
          Buffer.from('GIF89a\u0001\u0000\u0001\u0000'),
          Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 0xff)]),
          Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 0x00)]),
          Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '),
          Buffer.alloc(0),
        ),
      ),
      fc.constantFrom('x.png', '../../etc/passwd', 'a\u0000.png', 'x.svg', '', 'ä😀.jpg'),
      fc.constantFrom('image', 'file', 'photo', ''),
      fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream'),
    )
    .map(([data, filename, name, type]) => ({
      kind: `upload ${name || 'unnamed'} field with junk bytes`,
      body: {
        contentType: 'multipart/form-data; boundary=----hostile',
        payload: multipartBody('----hostile', [{ name, filename, type, data }]),
      },
    })),
  fc.constant<HostileDraft>({
    kind: 'upload two files',
    body: {
      contentType: 'multipart/form-data; boundary=----hostile',
      payload: multipartBody('----hostile', [
        { name: 'image', filename: 'a.png', type: 'image/png', data: 'a' },
        { name: 'image', filename: 'b.png', type: 'image/png', data: 'b' },
      ]),
    },
  }),
  fc
    .constantFrom(
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=other',
      'multipart/mixed; boundary=----hostile',
    )
    .map<HostileDraft>((contentType) => ({
      kind: `upload with content type ${contentType}`,
      body: { contentType, payload: multipartBody('----hostile', [{ name: 'image', filename: 'x.png', data: 'x' }]) },
    })),
  fc.constant<HostileDraft>({
    kind: 'upload truncated',
    body: {
      contentType: 'multipart/form-data; boundary=----hostile',
      payload: '------hostile\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\n\r\nabc',
    },
  }),
  hostileValue.map<HostileDraft>((json) => ({ kind: 'upload as JSON', body: { json } })),
);

/** Every route of the API and how to attack it. The test fails if a registered route is missing here. */
const ROUTES: Record<string, (s: Seed) => RouteInputs> = {
  'GET /api/health': () => ({ method: 'GET', path: '/api/health' }),
  'GET /api/config': () => ({ method: 'GET', path: '/api/config' }),
  'GET /api/metrics': () => ({ method: 'GET', path: '/api/metrics' }),

  'GET /api/meals': () => ({
    method: 'GET',
    path: '/api/meals',
    query: { schema: listMealsQuerySchema },
    more: fc
      .tuple(fc.constantFrom('date', 'price', 'category'), fc.constantFrom('asc', 'desc'), oddText, forgedCursor)
      .chain(([sortBy, sortOrder, search, cursor]) =>
        fc.constantFrom<HostileDraft>(
          { kind: 'odd search', query: { sortBy, sortOrder, search } },
          { kind: 'forged cursor', query: { sortBy, sortOrder, cursor } },
        ),
      ),
  }),
  'GET /api/meals-by-category': () => ({
    method: 'GET',
    path: '/api/meals-by-category',
    query: { schema: mealsByCategoryQuerySchema },
  }),
  'GET /api/meals/search': () => ({
    method: 'GET',
    path: '/api/meals/search',
    query: { schema: searchMealQuerySchema, valid: { title: 'Test Meal' } },
    more: oddText.map((title) => ({ kind: 'odd title', query: { title } })),
  }),
  'GET /api/meals/:id': (s) => ({
    method: 'GET',
    path: '/api/meals/:id',
    params: { schema: mealIdParamsSchema, valid: { id: s.meal } },
    more: unknownId.map((params) => ({ kind: 'unknown meal', params })),
  }),
  'PATCH /api/meals/:id/like': (s) => ({
    method: 'PATCH',
    path: '/api/meals/:id/like',
    params: { schema: mealIdParamsSchema, valid: { id: s.meal } },
    body: { schema: likeMealSchema, valid: { action: 'like' } },
    more: unknownId.map((params) => ({ kind: 'unknown meal', params })),
  }),
  'GET /api/meals/:id/my-status': (s) => ({
    method: 'GET',
    path: '/api/meals/:id/my-status',
    params: { schema: mealIdParamsSchema, valid: { id: s.meal } },
    more: unknownId.map((params) => ({ kind: 'unknown meal', params })),
  }),

  'POST /api/meals': (s) => ({
    method: 'POST',
    path: '/api/meals',
    body: { schema: createMealSchema, valid: { ...mealBody(s), date: new Date().toISOString() } },
    more: notUploadedImage.map((image) => ({
      kind: 'image never uploaded',
      body: { json: { ...mealBody(s), image, date: new Date().toISOString() } },
    })),
  }),
  'PUT /api/meals/:id': (s) => ({
    method: 'PUT',
    path: '/api/meals/:id',
    params: { schema: mealIdParamsSchema, valid: { id: s.meal } },
    body: { schema: createMealSchema, valid: { ...mealBody(s), date: new Date().toISOString() } },
    more: anyOf<HostileDraft>(
      unknownId.map((params) => ({ kind: 'unknown meal', params })),
      notUploadedImage.map((image) => ({
        kind: 'image never uploaded',
        body: { json: { ...mealBody(s), image, date: new Date().toISOString() } },
      })),
    ),
  }),
  'DELETE /api/meals/:id': (s) => ({
    method: 'DELETE',
    path: '/api/meals/:id',
    params: { schema: mealIdParamsSchema, valid: { id: s.meal } },
    more: unknownId.map((params) => ({ kind: 'unknown meal', params })),
  }),
  'GET /api/admin/meals': () => ({
    method: 'GET',
    path: '/api/admin/meals',
    query: { schema: adminPageQuerySchema },
  }),

  'POST /api/request-meal': (s) => ({
    method: 'POST',
    path: '/api/request-meal',
    body: { schema: createMealRequestSchema, valid: { mealId: s.otherMeal } },
    more: fc.uuid().map((mealId) => ({ kind: 'unknown meal', body: { json: { mealId } } })),
  }),
  'GET /api/requested-meals': () => ({
    method: 'GET',
    path: '/api/requested-meals',
    query: { schema: adminPageQuerySchema },
  }),
  'PATCH /api/requested-meals/:id': (s) => ({
    method: 'PATCH',
    path: '/api/requested-meals/:id',
    params: { schema: requestIdParamsSchema, valid: { id: s.adminRequest } },
    body: { schema: serveRequestSchema, valid: { status: 'Served' } },
    more: unknownId.map((params) => ({ kind: 'unknown request', params })),
  }),
  'GET /api/requests/:email': (s) => ({
    method: 'GET',
    path: '/api/requests/:email',
    params: { schema: emailParamsSchema, valid: { email: s.admin.email } },
    query: { schema: userPageQuerySchema },
    more: fc.constant({ kind: "someone else's email", params: { email: s.student.email } }),
  }),
  'DELETE /api/requests/:id': (s) => ({
    method: 'DELETE',
    path: '/api/requests/:id',
    params: { schema: requestIdParamsSchema, valid: { id: s.adminRequest } },
    body: { schema: cancelRequestSchema, valid: { email: s.admin.email } },
    more: anyOf<HostileDraft>(
      unknownId.map((params) => ({ kind: 'unknown request', params })),
      fc.constant({ kind: "someone else's email", body: { json: { email: s.student.email } } }),
    ),
  }),

  'GET /api/reviews': () => ({ method: 'GET', path: '/api/reviews', query: { schema: adminPageQuerySchema } }),
  'GET /api/reviews/meal/:id': (s) => ({
    method: 'GET',
    path: '/api/reviews/meal/:id',
    params: { schema: mealIdParamsSchema, valid: { id: s.meal } },
    query: { schema: listMealReviewsQuerySchema },
    more: unknownId.map((params) => ({ kind: 'unknown meal', params })),
  }),
  'GET /api/reviews/user/:email': (s) => ({
    method: 'GET',
    path: '/api/reviews/user/:email',
    params: { schema: emailParamsSchema, valid: { email: s.admin.email } },
    query: { schema: userPageQuerySchema },
    more: fc.constant({ kind: "someone else's email", params: { email: s.student.email } }),
  }),
  'GET /api/reviews/:id': (s) => ({
    method: 'GET',
    path: '/api/reviews/:id',
    params: { schema: reviewIdParamsSchema, valid: { id: s.adminReview } },
    more: unknownId.map((params) => ({ kind: 'unknown review', params })),
  }),
  'POST /api/reviews': (s) => ({
    method: 'POST',
    path: '/api/reviews',
    body: { schema: createReviewSchema, valid: { mealId: s.meal, text: 'Tasty and hot.', stars: 4 } },
    more: fc.uuid().map((mealId) => ({ kind: 'unknown meal', body: { json: { mealId, text: 'Fine.', stars: 3 } } })),
  }),
  'PATCH /api/reviews/:id': (s) => ({
    method: 'PATCH',
    path: '/api/reviews/:id',
    params: { schema: reviewIdParamsSchema, valid: { id: s.adminReview } },
    body: { schema: updateReviewSchema, valid: { text: 'Changed my mind.', stars: 2 } },
    more: anyOf<HostileDraft>(
      unknownId.map((params) => ({ kind: 'unknown review', params })),
      fc.constant({ kind: "someone else's review", params: { id: s.studentReview } }),
    ),
  }),
  'DELETE /api/reviews/:id': (s) => ({
    method: 'DELETE',
    path: '/api/reviews/:id',
    params: { schema: reviewIdParamsSchema, valid: { id: s.studentReview } },
    body: { schema: deleteReviewSchema, valid: { email: s.admin.email } },
    more: unknownId.map((params) => ({ kind: 'unknown review', params })),
  }),

  'GET /api/upcoming-meals': () => ({
    method: 'GET',
    path: '/api/upcoming-meals',
    query: { schema: listUpcomingMealsQuerySchema },
  }),
  'POST /api/upcoming-meals': (s) => ({
    method: 'POST',
    path: '/api/upcoming-meals',
    body: { schema: createUpcomingMealSchema, valid: { ...mealBody(s), postTime: new Date().toISOString() } },
    more: notUploadedImage.map((image) => ({
      kind: 'image never uploaded',
      body: { json: { ...mealBody(s), image, postTime: new Date().toISOString() } },
    })),
  }),
  'POST /api/upcoming-meals/:id': (s) => ({
    method: 'POST',
    path: '/api/upcoming-meals/:id',
    params: { schema: mealIdParamsSchema, valid: { id: s.upcoming } },
    body: { schema: publishUpcomingMealSchema, valid: { status: 'published' } },
    more: anyOf<HostileDraft>(
      unknownId.map((params) => ({ kind: 'unknown meal', params })),
      fc.constant({ kind: 'meal already on the menu', params: { id: s.meal } }),
    ),
  }),
  'GET /api/admin/upcoming-meals': () => ({
    method: 'GET',
    path: '/api/admin/upcoming-meals',
    query: { schema: adminPageQuerySchema },
  }),

  'GET /api/user/:email': (s) => ({
    method: 'GET',
    path: '/api/user/:email',
    params: { schema: emailParamsSchema, valid: { email: s.student.email } },
    more: fc.emailAddress().map((email) => ({ kind: 'unknown email', params: { email } })),
  }),
  'POST /api/users': (s) => ({
    method: 'POST',
    path: '/api/users',
    body: { schema: saveUserSchema, valid: { email: s.admin.email, displayName: 'Hostile Admin', photoURL: null } },
    more: fc.constant({
      kind: "someone else's email",
      body: { json: { email: s.student.email, displayName: 'Hostile Admin' } },
    }),
  }),
  'GET /api/users/recent/:adminEmail': (s) => ({
    method: 'GET',
    path: '/api/users/recent/:adminEmail',
    params: { schema: adminEmailParamsSchema, valid: { adminEmail: s.admin.email } },
    query: { schema: listUsersQuerySchema },
    more: fc.constant({ kind: "someone else's email", params: { adminEmail: s.student.email } }),
  }),
  'GET /api/users/search': () => ({
    method: 'GET',
    path: '/api/users/search',
    query: { schema: searchUsersQuerySchema, valid: { email: 'student' } },
    more: oddText.map((email) => ({ kind: 'odd email part', query: { email } })),
  }),
  'PATCH /api/users/:id/role': (s) => ({
    method: 'PATCH',
    path: '/api/users/:id/role',
    params: { schema: userIdParamsSchema, valid: { id: s.student.id } },
    body: { schema: updateRoleSchema, valid: { role: 'admin' } },
    more: anyOf<HostileDraft>(
      hostileString
        .filter((id) => id.length > 0 && id.length <= 100)
        .map((id) => ({ kind: 'unknown user', params: { id } })),
      fc.constant({ kind: 'own admin role', params: { id: s.admin.id }, body: { json: { role: 'user' } } }),
    ),
  }),

  'PUT /api/admin/students/:id/room': (s) => ({
    method: 'PUT',
    path: '/api/admin/students/:id/room',
    params: { schema: userIdParamsSchema, valid: { id: s.student.id } },
    body: { schema: setRoomSchema, valid: { room: '204' } },
    more: anyOf<HostileDraft>(
      hostileString
        .filter((id) => id.length > 0 && id.length <= 100)
        .map((id) => ({ kind: 'unknown student', params: { id } })),
      // Of nobody's room: a room the schema takes would change a row, which no case here may.
      hostileString.map((room) => ({ kind: 'odd room', params: { id: 'nobody-here' }, body: { json: { room } } })),
    ),
  }),

  // Valid-looking ids of nobody: a reset mail is never queued by a hostile case.
  'POST /api/users/:id/password-reset': () => ({
    method: 'POST',
    path: '/api/users/:id/password-reset',
    params: { schema: userIdParamsSchema, valid: { id: 'no-such-user' } },
    more: hostileString
      .filter((id) => id.length > 0 && id.length <= 100)
      .map((id) => ({ kind: 'unknown user', params: { id } })),
  }),
  'GET /api/admin/students/:id': (s) => ({
    method: 'GET',
    path: '/api/admin/students/:id',
    params: { schema: studentIdParamsSchema, valid: { id: s.student.id } },
    more: hostileString
      .filter((id) => id.length > 0 && id.length <= 100)
      .map((id) => ({ kind: 'unknown student', params: { id } })),
  }),
  'GET /api/admin/mess-settings': () => ({ method: 'GET', path: '/api/admin/mess-settings' }),
  'PUT /api/admin/mess-settings': () => ({
    method: 'PUT',
    path: '/api/admin/mess-settings',
    body: { schema: saveMessSettingsSchema, valid: MESS_DEFAULTS },
    more: fc.constantFrom(
      { kind: 'unknown zone', body: { json: { ...MESS_DEFAULTS, timeZone: 'Mars/Olympus' } } },
      {
        kind: 'slots out of order',
        body: {
          json: { ...MESS_DEFAULTS, slots: { ...MESS_DEFAULTS.slots, lunch: { starts: '06:00', ends: '07:00' } } },
        },
      },
      { kind: 'a past date', body: { json: { ...MESS_DEFAULTS, effectiveFrom: '2000-01-01' } } },
      { kind: 'no such date', body: { json: { ...MESS_DEFAULTS, effectiveFrom: '2026-02-30' } } },
    ),
  }),
  'POST /api/admin/mess-settings/preview': () => ({
    method: 'POST',
    path: '/api/admin/mess-settings/preview',
    body: { schema: saveMessSettingsSchema, valid: MESS_DEFAULTS },
    more: fc.constantFrom(
      { kind: 'unknown zone', body: { json: { ...MESS_DEFAULTS, timeZone: 'Mars/Olympus' } } },
      {
        kind: 'slots out of order',
        body: {
          json: { ...MESS_DEFAULTS, slots: { ...MESS_DEFAULTS.slots, lunch: { starts: '06:00', ends: '07:00' } } },
        },
      },
      { kind: 'a past date', body: { json: { ...MESS_DEFAULTS, effectiveFrom: '2000-01-01' } } },
      { kind: 'no such date', body: { json: { ...MESS_DEFAULTS, effectiveFrom: '2026-02-30' } } },
    ),
  }),
  'GET /api/menu': () => ({
    method: 'GET',
    path: '/api/menu',
    query: { schema: menuQuerySchema, valid: { from: '2026-11-24', to: '2026-11-30' } },
    more: fc.constantFrom(
      { kind: 'backwards', query: { from: '2026-11-30', to: '2026-11-24' } },
      { kind: 'too long', query: { from: '2026-01-01', to: '2026-12-31' } },
      { kind: 'no such date', query: { from: '2026-02-30', to: '2026-03-01' } },
    ),
  }),
  'PUT /api/menu/:date/:slot': (s) => ({
    method: 'PUT',
    path: '/api/menu/:date/:slot',
    params: { schema: menuSlotParamsSchema, valid: { date: '2026-11-24', slot: 'lunch' } },
    body: { schema: setMenuSlotSchema, valid: { mealIds: [s.meal] } },
    more: anyOf<HostileDraft>(
      unknownId.map(({ id }) => ({ kind: 'unknown meal', body: { json: { mealIds: [id] } } })),
      fc.constant({ kind: 'upcoming meal', body: { json: { mealIds: [s.upcoming] } } }),
    ),
  }),
  'POST /api/menu/copy-week': () => ({
    method: 'POST',
    path: '/api/menu/copy-week',
    body: { schema: copyMenuWeekSchema, valid: { from: '2031-01-04', to: '2031-01-11' } },
    more: fc.constantFrom(
      { kind: 'overlapping weeks', body: { json: { from: '2031-01-04', to: '2031-01-10' } } },
      { kind: 'no such date', body: { json: { from: '2031-02-30', to: '2031-03-10' } } },
    ),
  }),
  'GET /api/me/account': () => ({ method: 'GET', path: '/api/me/account' }),
  'GET /api/me/plan': () => ({ method: 'GET', path: '/api/me/plan' }),
  'GET /api/me/plan/quote/:plan': () => ({
    method: 'GET',
    path: '/api/me/plan/quote/:plan',
    params: { schema: planQuoteParamsSchema, valid: { plan: 'Gold' } },
  }),
  // The admin has no plan: tomorrow's dinner (before its cutoff) with no menu is no extra meal to order.
  'PUT /api/me/attendance/:date/:slot': () => ({
    method: 'PUT',
    path: '/api/me/attendance/:date/:slot',
    params: { schema: menuSlotParamsSchema, valid: { date: addDays(hostelToday(), 1), slot: 'dinner' } },
    body: { schema: setAttendanceSchema, valid: { on: true } },
    more: fc.constantFrom<HostileDraft>(
      { kind: 'no menu yet', body: { json: { on: true } } },
      { kind: 'cutoff passed', params: { date: addDays(hostelToday(), -1) } },
      { kind: 'too far ahead', params: { date: addDays(hostelToday(), ATTENDANCE_AHEAD_DAYS + 1) } },
    ),
  }),
  // A leave (issue 26) of the admin, who has no plan: nothing to turn off or restore.
  ...Object.fromEntries(
    (['PUT', 'DELETE'] as const).map((method) => [
      `${method} /api/me/leave`,
      () => ({
        method,
        path: '/api/me/leave',
        query: { schema: leaveQuerySchema, valid: { dryRun: 'true' } },
        body: {
          schema: leaveRangeSchema,
          valid: { from: addDays(hostelToday(), 1), to: addDays(hostelToday(), 2) },
        },
        more: fc.constantFrom<HostileDraft>(
          { kind: 'backwards', body: { json: { from: addDays(hostelToday(), 2), to: hostelToday() } } },
          { kind: 'past', body: { json: { from: addDays(hostelToday(), -9), to: addDays(hostelToday(), -8) } } },
          { kind: 'too long', body: { json: { from: hostelToday(), to: addDays(hostelToday(), 400) } } },
        ),
      }),
    ]),
  ),
  // The admin has no Platinum plan: no invitation may come of any of these.
  'POST /api/me/roommates': (s) => ({
    method: 'POST',
    path: '/api/me/roommates',
    body: { schema: inviteRoommateSchema, valid: { email: s.student.email } },
    more: anyOf<HostileDraft>(
      fc.constant({ kind: 'not Platinum', body: { json: { email: s.student.email } } }),
      fc.emailAddress().map((email) => ({ kind: 'unknown email', body: { json: { email } } })),
    ),
  }),
  'DELETE /api/me/roommates/:id': (s) => ({
    method: 'DELETE',
    path: '/api/me/roommates/:id',
    params: { schema: idParamsSchema, valid: { id: s.studentInvitation } },
    more: anyOf<HostileDraft>(
      unknownId.map((params) => ({ kind: 'unknown room-mate', params })),
      fc.constant({ kind: "another buyer's room-mate", params: { id: s.studentInvitation } }),
    ),
  }),
  'POST /api/me/invitations/:id/accept': (s) => ({
    method: 'POST',
    path: '/api/me/invitations/:id/accept',
    params: { schema: idParamsSchema, valid: { id: s.studentInvitation } },
    more: anyOf<HostileDraft>(
      unknownId.map((params) => ({ kind: 'unknown invitation', params })),
      fc.constant({ kind: "someone else's invitation", params: { id: s.studentInvitation } }),
    ),
  }),
  'DELETE /api/me/invitations/:id': (s) => ({
    method: 'DELETE',
    path: '/api/me/invitations/:id',
    params: { schema: idParamsSchema, valid: { id: s.studentInvitation } },
    more: anyOf<HostileDraft>(
      unknownId.map((params) => ({ kind: 'unknown invitation', params })),
      fc.constant({ kind: "someone else's invitation", params: { id: s.studentInvitation } }),
    ),
  }),
  'GET /api/me/bill': () => ({
    method: 'GET',
    path: '/api/me/bill',
    query: { schema: billQuerySchema, valid: { month: hostelToday().slice(0, 7) } },
    more: farMonth.map((month) => ({ kind: 'far month', query: { month } })),
  }),
  'GET /api/admin/bills': () => ({
    method: 'GET',
    path: '/api/admin/bills',
    query: { schema: balancesQuerySchema, valid: { month: hostelToday().slice(0, 7) } },
    more: farMonth.map((month) => ({ kind: 'far month', query: { month } })),
  }),
  'GET /api/admin/bills/totals': () => ({
    method: 'GET',
    path: '/api/admin/bills/totals',
    query: { schema: totalsQuerySchema, valid: { month: hostelToday().slice(0, 7) } },
    more: farMonth.map((month) => ({ kind: 'far month', query: { month } })),
  }),
  'POST /api/admin/bills/:month/close': () => ({
    method: 'POST',
    path: '/api/admin/bills/:month/close',
    params: { schema: closeMonthParamsSchema, valid: { month: '2001-02' } },
    more: farMonth.map((month) => ({ kind: 'far month', params: { month } })),
  }),
  'GET /api/admin/bills/export': () => ({
    method: 'GET',
    path: '/api/admin/bills/export',
    query: { schema: exportQuerySchema, valid: { month: hostelToday().slice(0, 7) } },
    more: farMonth.map((month) => ({ kind: 'far month', query: { month } })),
  }),
  'GET /api/me/data': () => ({ method: 'GET', path: '/api/me/data' }),
  'GET /api/me/sessions': () => ({ method: 'GET', path: '/api/me/sessions' }),
  'GET /api/setup': () => ({ method: 'GET', path: '/api/setup' }),
  'POST /api/setup': () => ({
    method: 'POST',
    path: '/api/setup',
    body: {
      schema: createAdminSchema,
      valid: { token: 'A'.repeat(43), name: 'Warden', email: 'warden@example.test', password: TEST_PASSWORD },
    },
  }),
  // The undo page's button: every hostile token is an unknown one, a 400 `{ error }`.
  'POST /api/account/undo-email-change': () => ({
    method: 'POST',
    path: '/api/account/undo-email-change',
    body: { schema: undoEmailChangeSchema, valid: { token: 'no-such-token' } },
    more: hostileString
      .filter((token) => token.length > 0 && token.length <= 100)
      .map((token) => ({ kind: 'unknown token', body: { json: { token } } })),
  }),
  'PUT /api/me/language': () => ({
    method: 'PUT',
    path: '/api/me/language',
    body: { schema: setLanguageSchema, valid: { language: 'en' } },
    more: oddText.map((language) => ({ kind: 'unknown language', body: { json: { language } } })),
  }),
  'DELETE /api/me/sessions/:id': () => ({
    method: 'DELETE',
    path: '/api/me/sessions/:id',
    params: { schema: sessionIdParamsSchema, valid: { id: crypto.randomUUID() } },
    more: hostileString
      .filter((id) => id.length > 0 && id.length <= 100)
      .map((id) => ({ kind: 'unknown session', params: { id } })),
  }),

  'GET /api/uploads/:width/:name': (s) => ({
    method: 'GET',
    path: '/api/uploads/:width/:name',
    params: { schema: photoWidthParamsSchema, valid: { width: 'w400', name: s.image.slice('/api/uploads/'.length) } },
    more: notUploadedImage.map((url) => ({
      kind: 'photo never uploaded',
      params: { width: 'w640', name: url.slice('/api/uploads/'.length) },
    })),
  }),
  'POST /api/uploads': () => ({ method: 'POST', path: '/api/uploads', more: uploadGarbage }),

  'POST /api/create-payment-intent': (s) => ({
    method: 'POST',
    path: '/api/create-payment-intent',
    body: {
      schema: createPaymentIntentSchema,
      valid: { planName: 'Gold', amount: 600_000, userEmail: s.admin.email, attemptId: crypto.randomUUID() },
    },
    more: anyOf<HostileDraft>(
      fc
        .double({ noNaN: true, noDefaultInfinity: true })
        .filter((amount) => amount !== 600_000)
        .map((amount) => ({ kind: 'wrong amount', body: { json: { planName: 'Gold', amount } } })),
      fc.constant({ kind: "someone else's email", body: { json: { planName: 'Gold', userEmail: s.student.email } } }),
    ),
  }),
  'POST /api/confirm-payment': (s) => ({
    method: 'POST',
    path: '/api/confirm-payment',
    body: {
      schema: confirmPaymentSchema,
      valid: { planName: 'Silver', transactionId: s.paymentIntentId, amount: 300_000, userEmail: s.admin.email },
    },
    more: anyOf<HostileDraft>(
      oddText.map((transactionId) => ({
        kind: 'unknown intent',
        body: { json: { planName: 'Silver', transactionId } },
      })),
      fc.constant({
        kind: 'other plan',
        body: { json: { planName: 'Platinum', transactionId: s.paymentIntentId } },
      }),
    ),
  }),
  'GET /api/payments/receipt/:id': (s) => ({
    method: 'GET',
    path: '/api/payments/receipt/:id',
    params: { schema: idParamsSchema, valid: { id: s.buyerPayment } },
    more: unknownId.map((params) => ({ kind: 'unknown payment', params })),
  }),
  // A real payment: a hostile case that refunded it would change its row.
  'POST /api/admin/payments/:id/refund': (s) => ({
    method: 'POST',
    path: '/api/admin/payments/:id/refund',
    params: { schema: idParamsSchema, valid: { id: s.buyerPayment } },
    body: { schema: refundPaymentSchema, valid: { reason: 'Hostile refund', amount: 100 } },
    more: anyOf<HostileDraft>(
      unknownId.map((params) => ({ kind: 'unknown payment', params, body: { json: { reason: 'Unknown' } } })),
      fc.integer({ min: 990_001, max: 10_000_000 }).map((amount) => ({
        kind: 'more than remains',
        params: { id: s.buyerPayment },
        body: { json: { reason: 'Too much', amount } },
      })),
    ),
  }),
  'GET /api/admin/payments': (s) => ({
    method: 'GET',
    path: '/api/admin/payments',
    query: { schema: adminPaymentsQuerySchema, valid: { userId: s.student.id } },
  }),
  'POST /api/admin/payments': (s) => {
    const valid = {
      userId: s.student.id,
      amount: 5000,
      method: 'bkash',
      reference: 'HOSTILE1',
      date: hostelToday(),
    };
    return {
      method: 'POST',
      path: '/api/admin/payments',
      body: { schema: recordPaymentSchema, valid },
      more: anyOf<HostileDraft>(
        fc.integer({ min: 1, max: 4000 }).map((days) => ({
          kind: 'a day ahead',
          body: { json: { ...valid, date: addDays(hostelToday(), days) } },
        })),
        fc.integer({ min: 32, max: 4000 }).map((days) => ({
          kind: 'too far back',
          body: { json: { ...valid, date: addDays(hostelToday(), -days) } },
        })),
        fc.uuid().map((userId) => ({ kind: 'unknown student', body: { json: { ...valid, userId } } })),
        fc.constant({
          kind: 'a plan at the wrong price',
          body: { json: { ...valid, planName: 'Gold', amount: 5000 } },
        }),
      ),
    };
  },
  'POST /api/admin/charges': (s) => {
    const valid = {
      userId: s.student.id,
      date: hostelToday(),
      kind: 'guest',
      amount: 16000,
      reason: 'A guest',
      slot: 'lunch',
    };
    return {
      method: 'POST',
      path: '/api/admin/charges',
      body: { schema: createChargeSchema, valid },
      more: anyOf<HostileDraft>(
        fc.integer({ min: 1, max: 4000 }).map((days) => ({
          kind: 'a day ahead',
          body: { json: { ...valid, date: addDays(hostelToday(), days) } },
        })),
        fc.integer({ min: 32, max: 4000 }).map((days) => ({
          kind: 'too far back',
          body: { json: { ...valid, date: addDays(hostelToday(), -days) } },
        })),
        fc.uuid().map((userId) => ({ kind: 'unknown student', body: { json: { ...valid, userId } } })),
        fc.uuid().map((mealId) => ({ kind: 'unknown dish', body: { json: { ...valid, mealId } } })),
      ),
    };
  },
  'GET /api/payments/:email': (s) => ({
    method: 'GET',
    path: '/api/payments/:email',
    params: { schema: emailParamsSchema, valid: { email: s.admin.email } },
    query: { schema: paymentsPageQuerySchema },
    more: fc.constant({ kind: "someone else's email", params: { email: s.student.email } }),
  }),
  'POST /api/payments/sandbox/confirm': (s) => ({
    method: 'POST',
    path: '/api/payments/sandbox/confirm',
    body: {
      schema: sandboxConfirmSchema,
      valid: { clientSecret: s.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    },
    more: hostileString
      .filter((secret) => secret.length > 0 && secret.length <= 255)
      .map((clientSecret) => ({
        kind: 'unknown client secret',
        body: { json: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
      })),
  }),

  'GET /api/admin/mail': () => ({
    method: 'GET',
    path: '/api/admin/mail',
    query: { schema: mailListQuerySchema, valid: { status: 'failed' } },
  }),
  'POST /api/admin/mail/:id/retry': () => ({
    method: 'POST',
    path: '/api/admin/mail/:id/retry',
    params: { schema: mailIdParamsSchema, valid: { id: '6f1c1f5e-0000-4000-8000-000000000000' } },
    more: unknownId.map((params) => ({ kind: 'unknown mail', params })),
  }),
  'GET /api/notifications': () => ({ method: 'GET', path: '/api/notifications' }),
  'POST /api/notifications/read': (s) => ({
    method: 'POST',
    path: '/api/notifications/read',
    body: { schema: markReadSchema, valid: { ids: [s.notification] } },
    more: fc
      .array(fc.uuid(), { minLength: 1, maxLength: 5 })
      .map((ids) => ({ kind: 'unknown notifications', body: { json: { ids } } })),
  }),
  // A signed-in caller gets an endless event stream; callers without a session must be refused cleanly.
  'GET /api/notifications/stream': () => ({
    method: 'GET',
    path: '/api/notifications/stream',
    who: ['anonymous', 'forged'],
  }),
};

// ---------------------------------------------------------------------------------------------

let seed: Seed;

beforeAll(async () => {
  const admin = await signUp(t.app, { role: 'admin' });
  const student = await signUp(t.app);
  // Added by the admin, so a meal answer that names its adding admin's email shows it.
  const meal = await createMeal(t.db, { addedBy: admin.id });
  const otherMeal = await createMeal(t.db);
  const upcoming = await createMeal(t.db, { status: 'upcoming', addedBy: admin.id });
  const image = await uploadTestImage(t.app, admin);
  const post = async (session: TestSession, url: string, payload: unknown) => {
    const res = await t.app.inject({ method: 'POST', url, headers: session.headers, payload: payload as object });
    if (res.statusCode !== 200 && res.statusCode !== 201) {
      throw new Error(`seed ${url} failed: ${res.statusCode} ${res.body}`);
    }
    return res.json();
  };
  const adminReview = await post(admin, '/api/reviews', { mealId: meal.id, text: 'Good.', stars: 5 });
  const studentReview = await post(student, '/api/reviews', { mealId: meal.id, text: 'Fine.', stars: 3 });
  const adminRequest = await post(admin, '/api/request-meal', { mealId: meal.id });
  const intent = await post(admin, '/api/create-payment-intent', { planName: 'Silver' });
  const [notification] = await t.db
    .insert(notifications)
    .values({ userId: admin.id, kind: 'role_changed', message: 'You are an admin now.' })
    .returning();
  const buyer = await signUp(t.app, { name: 'Platinum Buyer' });
  const buyerIntent = await post(buyer, '/api/create-payment-intent', { planName: 'Platinum' });
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
  await post(buyer, '/api/payments/sandbox/confirm', { clientSecret: buyerIntent.clientSecret, ...card });
  const paid = await post(buyer, '/api/confirm-payment', {
    planName: 'Platinum',
    transactionId: buyerIntent.paymentIntentId,
  });
  const invitation = await post(buyer, '/api/me/roommates', { email: student.email });
  // The invitation is mailed (issue 25): sent before the tests, so the queue's row settles first.
  await t.app.mailQueue.idle();
  seed = {
    admin,
    student,
    meal: meal.id,
    otherMeal: otherMeal.id,
    upcoming: upcoming.id,
    image,
    adminReview: adminReview._id,
    studentReview: studentReview._id,
    adminRequest: adminRequest.insertedId,
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.paymentIntentId,
    notification: (notification as { id: string }).id,
    buyer,
    buyerPayment: paid.payment.id,
    buyerTransaction: buyerIntent.paymentIntentId,
    studentInvitation: invitation.id,
  };
});

/** One checksum per table (every table in the public schema but the ones that change by design). */
async function checksums(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  )
    .map((r) => String(r.name))
    .filter((name) => !CHANGING_TABLES.has(name))
    .sort();
  expect(tables).toEqual(expect.arrayContaining(BACKUP_TABLES.filter((name) => !CHANGING_TABLES.has(name))));
  const sums: Record<string, string> = {};
  for (const table of tables) {
    const [row] = rowsOf(
      await db.execute(
        sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.identifier(table)} t`,
      ),
    );
    sums[table] = `${row?.n}:${row?.sum}`;
  }
  return sums;
}

async function send(c: HostileCase): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (c.who === 'admin') headers.cookie = seed.admin.cookie;
  if (c.who === 'student') headers.cookie = seed.student.cookie;
  if (c.cookie !== undefined) headers.cookie = c.cookie;
  if (c.contentType !== undefined) headers['content-type'] = c.contentType;
  return t.app.inject({ method: c.method as 'GET', url: c.url, headers, payload: c.payload });
}

// What a body must never show: a stack frame, a server path, SQL or a database error.
const LEAKS = [
  /\n\s+at\s/,
  /\bat\s+[\w.<>]+\s+\(/,
  /\/work\//,
  /node_modules/,
  /\.ts:/,
  /\bselect\b[^"]*\bfrom\b/i,
  /insert into/i,
  /syntax error/i,
  /violates/i,
  /Failed query/i,
  /"stack"/,
];

/** The properties every answer to a hostile request has. */
function checkAnswer(route: string, res: LightMyRequestResponse): void {
  const status = res.statusCode;
  expect(status, res.body.slice(0, 300)).toBeLessThan(500);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  for (const leak of LEAKS) expect(res.body, `leak ${leak}`).not.toMatch(leak);
  const ok = status >= 200 && status < 300;
  // Prometheus' text format, a photo's bytes and the balances' CSV are the success answers that are not JSON.
  const notJson = ['GET /api/metrics', 'GET /api/uploads/:width/:name', 'GET /api/admin/bills/export'];
  if (ok && notJson.includes(route)) return;
  expect(String(res.headers['content-type']), res.body.slice(0, 200)).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as Record<string, unknown> | null;
  if (ok) return;
  if (route === 'POST /api/uploads') {
    expect(body?.success).toBe(false);
    expect(typeof (body?.error as { message?: unknown } | undefined)?.message, res.body).toBe('string');
  } else {
    expect(typeof body?.error, res.body).toBe('string');
  }
}

/** What each caller must never read in a 2xx answer; filled in once the seed exists. */
let hiddenFrom: Record<HostileCase['who'], string[]>;

beforeAll(async () => {
  // Secrets no answer may carry to anyone: live session tokens, password hashes, the server's secrets.
  const secrets = [
    ...(await t.db.select({ value: sessions.token }).from(sessions)),
    ...(await t.db.select({ value: accounts.password }).from(accounts)),
    ...(await t.db.select({ value: appSecrets.value }).from(appSecrets)),
  ].flatMap((row) => (row.value ? [row.value] : []));
  // The admin's own things: their email and rows no one else may read (their request, intent, notification).
  const admins = [seed.admin.email, seed.adminRequest, seed.paymentIntentId, seed.clientSecret, seed.notification];
  // Another student's: the buyer's email (an invitation names its sender only) and payment.
  const buyers = [seed.buyer.email, seed.buyerPayment, seed.buyerTransaction];
  const signedOut = [...secrets, ...admins, ...buyers, seed.student.email];
  hiddenFrom = {
    admin: secrets,
    student: [...secrets, ...admins, ...buyers],
    anonymous: signedOut,
    forged: signedOut,
  };
});

/** A 2xx answer shows the caller only what they may see (issue 15): not only "no row changed". */
function checkShownOnlyWhatMayBeSeen(c: HostileCase, res: LightMyRequestResponse): void {
  if (res.statusCode < 200 || res.statusCode >= 300) return;
  const body = res.body.toLowerCase();
  const shown = hiddenFrom[c.who].filter((value) => body.includes(value.toLowerCase()));
  expect(shown, `${c.who} ${c.method} ${c.url} (${c.kind}) was shown what it may not see`).toEqual([]);
}

describe('hostile input', () => {
  it('has generators for every API route', () => {
    const registered = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api') && !NOT_HOSTILE_TESTED.some((p) => p.test(r.url)))
      .map((r) => `${r.method} ${r.url}`);
    const covered = [...Object.keys(ROUTES), ...AUTH_ROUTES];
    expect(registered.filter((r) => !covered.includes(r))).toEqual([]);
    expect(covered.filter((r) => !registered.includes(r))).toEqual([]);
  });

  it.each(Object.keys(ROUTES))(
    '%s: refuses generated bad input without a 5xx, a leak or a changed row',
    async (route) => {
      const inputs = ROUTES[route]?.(seed) as RouteInputs;
      const before = await checksums(t.db);
      await fc.assert(
        fc.asyncProperty(hostileRequests(inputs), async (c) => {
          const res = await send(c);
          checkAnswer(route, res);
          checkShownOnlyWhatMayBeSeen(c, res);
        }),
        { numRuns: RUNS },
      );
      expect(await checksums(t.db)).toEqual(before);
    },
    60_000,
  );

  it.each(BILL_READS)('%s: a month in years 0–999 or 9999-12 gets no 5xx', async (route) => {
    const path = route.slice('GET '.length);
    for (const month of BROKEN_MONTHS) {
      checkAnswer(
        route,
        await send({ kind: 'broken month', who: 'admin', method: 'GET', url: `${path}?month=${month}` }),
      );
    }
  });

  /**
   * Issue 25: every date and month a route takes lies in 2000-01-01 … 2999-12-31, else 400. Years
   * 1 and 9999 once reached the menu's date arithmetic and answered 500. Each route below puts one
   * value where the route reads a date; the list is checked against the OpenAPI document, so a new
   * route that takes a date must join it.
   */
  const json = (body: unknown) => ({ contentType: 'application/json', payload: JSON.stringify(body) });
  /** Admins' routes answer a student 403 before they read the input. */
  const isAdminRoute = (route: string) =>
    /^(PUT \/api\/menu\/|POST \/api\/menu\/|[A-Z]+ \/api\/admin\/|POST \/api\/meals|PUT \/api\/meals|POST \/api\/upcoming)/.test(
      route,
    );
  const OUT_OF_RANGE_DATES = ['0001-01-01', '0999-12-31', '1999-12-31', '3000-01-01', '9999-12-28', '9999-12-31'];
  const OUT_OF_RANGE_MONTHS = ['0001-01', '1999-12', '3000-01', '9999-12'];
  const OUT_OF_RANGE_INSTANTS = [
    '0001-01-01T00:00:00Z',
    '1999-12-31T23:59:59Z',
    '3000-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
  ];
  const DATE_ROUTES: Record<
    string,
    { values: string[]; request: (value: string) => Omit<HostileCase, 'kind' | 'who'> }
  > = {
    'GET /api/menu (from)': {
      values: OUT_OF_RANGE_DATES,
      request: (d) => ({ method: 'GET', url: `/api/menu?from=${d}&to=2026-11-30` }),
    },
    'GET /api/menu (to)': {
      values: OUT_OF_RANGE_DATES,
      request: (d) => ({ method: 'GET', url: `/api/menu?from=2026-11-24&to=${d}` }),
    },
    'GET /api/menu (both)': {
      values: OUT_OF_RANGE_DATES,
      request: (d) => ({ method: 'GET', url: `/api/menu?from=${d}&to=${d}` }),
    },
    'POST /api/admin/bills/:month/close': {
      values: OUT_OF_RANGE_MONTHS,
      request: (m) => ({ method: 'POST', url: `/api/admin/bills/${m}/close` }),
    },
    'PUT /api/admin/mess-settings': {
      values: OUT_OF_RANGE_DATES,
      request: (d) => ({
        method: 'PUT',
        url: '/api/admin/mess-settings',
        ...json({ ...MESS_DEFAULTS, effectiveFrom: d }),
      }),
    },
    'POST /api/admin/mess-settings/preview': {
      values: OUT_OF_RANGE_DATES,
      request: (d) => ({
        method: 'POST',
        url: '/api/admin/mess-settings/preview',
        ...json({ ...MESS_DEFAULTS, effectiveFrom: d }),
      }),
    },
    'PUT /api/menu/:date/:slot': {
      values: OUT_OF_RANGE_DATES,
      request: (d) => ({ method: 'PUT', url: `/api/menu/${d}/lunch`, ...json({ mealIds: [] }) }),
    },
    'POST /api/menu/copy-week': {
      values: OUT_OF_RANGE_DATES,
      request: (d) => ({ method: 'POST', url: '/api/menu/copy-week', ...json({ from: d, to: '2031-01-11' }) }),
    },
    'PUT /api/me/attendance/:date/:slot': {
      values: OUT_OF_RANGE_DATES,
      request: (d) => ({ method: 'PUT', url: `/api/me/attendance/${d}/dinner`, ...json({ on: true }) }),
    },
    'PUT /api/me/leave': {
      values: OUT_OF_RANGE_DATES,
      request: (d) => ({ method: 'PUT', url: '/api/me/leave', ...json({ from: d, to: d }) }),
    },
    'DELETE /api/me/leave': {
      values: OUT_OF_RANGE_DATES,
      request: (d) => ({ method: 'DELETE', url: '/api/me/leave', ...json({ from: d, to: d }) }),
    },
    'GET /api/me/bill': {
      values: OUT_OF_RANGE_MONTHS,
      request: (m) => ({ method: 'GET', url: `/api/me/bill?month=${m}` }),
    },
    'GET /api/admin/bills': {
      values: OUT_OF_RANGE_MONTHS,
      request: (m) => ({ method: 'GET', url: `/api/admin/bills?month=${m}` }),
    },
    'GET /api/admin/bills/totals': {
      values: OUT_OF_RANGE_MONTHS,
      request: (m) => ({ method: 'GET', url: `/api/admin/bills/totals?month=${m}` }),
    },
    'GET /api/admin/bills/export': {
      values: OUT_OF_RANGE_MONTHS,
      request: (m) => ({ method: 'GET', url: `/api/admin/bills/export?month=${m}` }),
    },
    'POST /api/create-payment-intent': {
      values: OUT_OF_RANGE_MONTHS,
      request: (m) => ({ method: 'POST', url: '/api/create-payment-intent', ...json({ billMonth: m }) }),
    },
    'POST /api/confirm-payment': {
      values: OUT_OF_RANGE_MONTHS,
      request: (m) => ({
        method: 'POST',
        url: '/api/confirm-payment',
        ...json({ billMonth: m, transactionId: 'pi_x' }),
      }),
    },
    'POST /api/admin/payments': {
      values: OUT_OF_RANGE_DATES,
      request: (date) => ({
        method: 'POST',
        url: '/api/admin/payments',
        ...json({ userId: seed.student.id, amount: 100, method: 'cash', reference: 'R', date }),
      }),
    },
    'POST /api/admin/charges': {
      values: OUT_OF_RANGE_DATES,
      request: (date) => ({
        method: 'POST',
        url: '/api/admin/charges',
        ...json({ userId: seed.student.id, amount: 100, kind: 'fine', reason: 'R', date }),
      }),
    },
    'POST /api/meals': {
      values: OUT_OF_RANGE_INSTANTS,
      request: (date) => ({ method: 'POST', url: '/api/meals', ...json({ ...mealBody(seed), date }) }),
    },
    'PUT /api/meals/:id': {
      values: OUT_OF_RANGE_INSTANTS,
      request: (date) => ({ method: 'PUT', url: `/api/meals/${seed.meal}`, ...json({ ...mealBody(seed), date }) }),
    },
    'POST /api/upcoming-meals': {
      values: OUT_OF_RANGE_INSTANTS,
      request: (postTime) => ({ method: 'POST', url: '/api/upcoming-meals', ...json({ ...mealBody(seed), postTime }) }),
    },
  };

  it('knows every route that takes a date or a month (from the OpenAPI document)', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const takesDate = (node: unknown): boolean => {
      if (Array.isArray(node)) return node.some(takesDate);
      if (node === null || typeof node !== 'object') return false;
      const n = node as Record<string, unknown>;
      if (n.format === 'date' || n.format === 'date-time') return true;
      if (typeof n.pattern === 'string' && /\\d\{[34]\}-|2\\d\{3\}-/.test(n.pattern)) return true;
      return Object.entries(n).some(([key, value]) => key !== 'responses' && takesDate(value));
    };
    const found = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => takesDate(operation))
        .map(([method, _]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const listed = [...new Set(Object.keys(DATE_ROUTES).map((r) => r.replace(/ \(.*\)$/, '')))];
    expect(found.sort()).toEqual(listed.sort());
  });

  it.each(Object.keys(DATE_ROUTES))(
    '%s: a date or month outside 2000-01-01 … 2999-12-31 answers 400',
    async (route) => {
      const { values, request } = DATE_ROUTES[route] as (typeof DATE_ROUTES)[string];
      for (const value of values) {
        for (const who of ['admin', 'student'] as const) {
          const res = await send({ kind: 'out-of-range date', who, ...request(value) });
          checkAnswer(route.replace(/ \(.*\)$/, ''), res);
          expect(res.statusCode, `${who} ${route} ${value}: ${res.body.slice(0, 200)}`).toBe(
            who === 'student' && isAdminRoute(route) ? 403 : 400,
          );
        }
      }
    },
  );

  it("takes the calendar's first and last days", async () => {
    for (const [from, to] of [
      ['2000-01-01', '2000-01-07'],
      ['2999-12-25', '2999-12-31'],
    ]) {
      const res = await send({
        kind: 'edge of the calendar',
        who: 'admin',
        method: 'GET',
        url: `/api/menu?from=${from}&to=${to}`,
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    }
    for (const month of ['2000-01', '2999-12']) {
      const res = await send({
        kind: 'edge of the calendar',
        who: 'admin',
        method: 'GET',
        url: `/api/me/bill?month=${month}`,
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    }
  });

  // better-auth's own rules (a string name, z.email()) and our password rule, as oracles.
  const signUpRefuses = (field: string, value: unknown) => {
    if (field === 'email') return !z.email().safeParse(value).success;
    if (field === 'password') return typeof value !== 'string' || passwordProblem(value) !== null;
    return typeof value !== 'string';
  };

  it('/api/auth/*: refuses bad sign-ups, sign-ins and sessions the same way', async () => {
    const before = await checksums(t.db);
    const signUpBody = { email: 'hostile-new@example.test', password: TEST_PASSWORD, name: 'Hostile' };
    const authCase = fc.oneof(
      fc
        .tuple(fc.constantFrom('email', 'password', 'name'), hostileValue)
        .filter(([field, value]) => signUpRefuses(field, value))
        .map(([field, value]) => ({
          url: '/api/auth/sign-up/email',
          payload: toJsonText({ ...signUpBody, [field]: value }),
        })),
      fc.constantFrom('email', 'password', 'name').map((field) => ({
        url: '/api/auth/sign-up/email',
        payload: toJsonText({ ...signUpBody, [field]: `${signUpBody[field]}\u0000` }),
      })),
      fc.constantFrom('role', 'badge', 'subscription').map((field) => ({
        url: '/api/auth/sign-up/email',
        payload: toJsonText({ ...signUpBody, [field]: 'admin' }),
      })),
      fc.tuple(hostileValue, hostileValue).map(([email, password]) => ({
        url: '/api/auth/sign-in/email',
        payload: toJsonText({ email, password }),
      })),
      hostileString.map((password) => ({
        url: '/api/auth/sign-in/email',
        payload: toJsonText({ email: seed.admin.email, password: `${password}!` }),
      })),
      fc.constantFrom('{', '{"email":', 'null', '[]', '{"__proto__":{"role":"admin"}}').map((payload) => ({
        url: '/api/auth/sign-up/email',
        payload,
      })),
      fc.constant({ url: '/api/auth/sign-up/email', payload: toJsonText({ ...signUpBody, name: 'n'.repeat(70_000) }) }),
      fc
        .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x')
        .map((contentType) => ({ url: '/api/auth/sign-up/email', payload: 'email=a%40b.c&password=x', contentType })),
      hostileString.filter((s) => s.length < 500).map((s) => ({ method: 'GET', url: `/api/auth/${encodeHostile(s)}` })),
      fc.constant({ method: 'GET', url: '/api/auth/get-session' }),
    );
    await fc.assert(
      fc.asyncProperty(
        authCase,
        callers(['anonymous', 'forged']),
        async (c: { url: string; method?: string; payload?: string; contentType?: string }, caller) => {
          const res = await send({
            kind: 'auth',
            ...caller,
            method: c.method ?? 'POST',
            url: c.url,
            contentType: c.method === 'GET' ? undefined : (c.contentType ?? 'application/json'),
            payload: c.payload,
          });
          checkAnswer('auth', res);
        },
      ),
      { numRuns: 100 },
    );
    expect(await checksums(t.db)).toEqual(before);
  }, 60_000);
});
