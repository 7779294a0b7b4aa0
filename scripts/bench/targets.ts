import type { Measurement } from './load.ts';

/** The issue's speed targets, checked on the large catalog (100,000 meals) at 50 connections. */

export type DbKind = 'pglite' | 'postgres';

export interface Target {
  text: string;
  pass: (m: Measurement, context: { yardstick: Measurement; byCase: Map<string, Measurement> }) => boolean;
}

const ratioAtLeast = (ratio: number, more?: { p99: number }): Target => ({
  text: `≥ ${ratio.toFixed(2)} × yardstick${more ? `, p99 ≤ ${more.p99} ms` : ''}`,
  pass: (m, { yardstick }) => m.rps >= ratio * yardstick.rps && (!more || m.p99 <= more.p99),
});

const rpsAtLeast = (rps: number, more?: { p99: number }): Target => ({
  text: `≥ ${rps.toLocaleString('en-US')} req/s${more ? `, p99 ≤ ${more.p99} ms` : ''}`,
  pass: (m) => m.rps >= rps && (!more || m.p99 <= more.p99),
});

const withinFirstPage: Target = {
  text: '≥ 80% of the first page',
  pass: (m, { byCase }) => m.rps >= 0.8 * (byCase.get('list-first')?.rps ?? Number.POSITIVE_INFINITY),
};

const halfFirstPage: Target = {
  text: '≥ 50% of the first page',
  pass: (m, { byCase }) => m.rps >= 0.5 * (byCase.get('list-first')?.rps ?? Number.POSITIVE_INFINITY),
};

export function targetFor(db: DbKind, caseId: string, cached: boolean): Target | undefined {
  if (cached) return ratioAtLeast(0.5);
  // Issue 17: the week's menu as a signed-in student, against the first meals page on the same database.
  if (caseId === 'menu-week') return halfFirstPage;
  if (caseId === 'list-deep') return withinFirstPage;
  if (db === 'pglite') return caseId === 'list-first' ? rpsAtLeast(1000, { p99: 100 }) : undefined;
  if (caseId === 'list-first') return ratioAtLeast(0.1, { p99: 50 });
  if (caseId === 'search' || caseId === 'search-rare' || caseId === 'title-lookup') return rpsAtLeast(1000);
  if (caseId === 'like-toggle') return rpsAtLeast(2500);
  return undefined;
}

/** "Nothing grows with catalog size": the large catalog keeps 80% of the small one's rate. */
export const GROWTH_FLOOR = 0.8;
