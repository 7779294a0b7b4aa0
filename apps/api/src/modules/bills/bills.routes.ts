import {
  type BalanceRow,
  balanceRowSchema,
  balancesQuerySchema,
  billQuerySchema,
  billSchema,
  closedMonthSchema,
  closeMonthParamsSchema,
  exportQuerySchema,
  monthTotalsSchema,
  totalsQuerySchema,
} from '@hostel/contract/bills';
import { errorSchema } from '@hostel/contract/errors';
import { TOTAL_COUNT_HEADER } from '@hostel/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now } from '../../lib/clock.ts';
import { ADMIN_ONLY, SIGNED_IN } from '../../plugins/access.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getMessSettings } from '../mess/mess-settings.queries.ts';
import { balancesCsv } from './balances-csv.ts';
import { balancesOf, billOf, totalsOf } from './bills.queries.ts';
import { chargesRoutes } from './charges.routes.ts';
import { lastClosedMonth } from './kept-statements.ts';
import { closeMonth } from './month-close.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

const compare = (sort: (typeof balancesQuerySchema)['_output']['sort']) => (a: BalanceRow, b: BalanceRow) =>
  sort === 'name'
    ? a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId)
    : a[sort] - b[sort] || a.name.localeCompare(b.name);

/** The monthly bill and the admin's balances (issue 17, decision 87). */
export const billsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Every row of a month in the screen's order: the list pages it, the CSV writes it whole. */
  const sortedBalances = async ({ month, sort, order }: (typeof exportQuerySchema)['_output']) => {
    const rows = await balancesOf(app.db, await getMessSettings(app.db), month, now());
    rows.sort(compare(sort));
    if (order === 'desc') rows.reverse();
    return rows;
  };

  await app.register(chargesRoutes);
  app.get(
    '/me/bill',
    { config: SIGNED_IN, schema: { querystring: billQuerySchema, response: { 200: billSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      const settings = await getMessSettings(app.db);
      return billOf(app.db, settings, user.id, request.query.month, now());
    },
  );

  app.get(
    '/admin/bills',
    {
      config: ADMIN_ONLY,
      schema: { querystring: balancesQuerySchema, response: { 200: z.array(balanceRowSchema), ...errors } },
    },
    async (request, reply) => {
      const { limit, offset } = request.query;
      const rows = await sortedBalances(request.query);
      reply.header(TOTAL_COUNT_HEADER, rows.length);
      return rows.slice(offset, offset + limit);
    },
  );

  app.post(
    '/admin/bills/:month/close',
    {
      config: ADMIN_ONLY,
      schema: {
        params: closeMonthParamsSchema,
        response: { 200: closedMonthSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => {
      const admin = await requireUser(request);
      const settings = await getMessSettings(app.db);
      return closeMonth(app.db, { settings, month: request.params.month, now: now(), closedBy: admin.id });
    },
  );

  app.get(
    '/admin/bills/totals',
    {
      config: ADMIN_ONLY,
      schema: { querystring: totalsQuerySchema, response: { 200: monthTotalsSchema, ...errors } },
    },
    async (request) => {
      const { month } = request.query;
      const [rows, last] = await Promise.all([
        balancesOf(app.db, await getMessSettings(app.db), month, now()),
        lastClosedMonth(app.db),
      ]);
      return { ...totalsOf(rows), closed: last !== null && month <= last };
    },
  );

  app.get(
    '/admin/bills/export',
    { config: ADMIN_ONLY, schema: { querystring: exportQuerySchema, response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      const { month } = request.query;
      const rows = await sortedBalances(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="hostel-meals-balances-${month}.csv"`)
        .send(balancesCsv(rows, totalsOf(rows)));
    },
  );
};
