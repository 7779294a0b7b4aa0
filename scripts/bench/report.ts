import fs from 'node:fs';
import { LIKES_PER_USER } from './cases.ts';
import { describeCatalog } from './catalog.ts';
import type { Measurement } from './load.ts';
import type { BenchOptions } from './options.ts';
import { CACHE_OFF_SETTING, type ConfigResult } from './run-config.ts';
import { formatRatio, GROWTH_FLOOR } from './targets.ts';

export interface RunInfo {
  date: string;
  commit: string;
  machine: string[];
  options: BenchOptions;
  /** Databases left out, and why. */
  skipped: string[];
}

const DB_NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n}`;
const verdict = (pass: boolean) => (pass ? 'pass' : '**FAIL**');
const title = (c: ConfigResult) => `${DB_NAMES[c.db]}, ${c.catalog.meals.toLocaleString('en-US')} meals`;

/** The run as markdown: summary of targets, a table per database and size, growth, plans, notes. */
export function renderReport(info: RunInfo, configs: ConfigResult[], { withPlans = true } = {}): string {
  const largest = Math.max(...configs.map((c) => c.catalog.meals));
  const { options } = info;
  const out: string[] = [
    `# Benchmark results${options.small ? ' (small CI run)' : ''}`,
    '',
    `\`npm run bench${options.small ? ' -- --small' : ''}\` on ${info.date} at commit ${info.commit}. ` +
      `Load: autocannon, ${options.connections} connections, ${options.duration} s per case` +
      `${options.warmup ? ` after ${options.warmup} s of warm-up` : ''}, on the same machine as the server.`,
    '',
    ...info.machine.map((m) => `- ${m}`),
    ...info.skipped.map((s) => `- Skipped: ${s}`),
    '',
  ];
  if (options.small) {
    out.push(
      'The small run checks that every case answers 2xx without errors; its speeds are not the targets (1,000 meals, 1 s, 10 connections).',
      '',
    );
  }

  const checked = configs.filter((c) => c.catalog.meals === largest);
  out.push(
    `## Targets (${largest.toLocaleString('en-US')} meals)`,
    '',
    '| database | case | target | measured | result |',
  );
  out.push('| --- | --- | --- | --- | --- |');
  for (const c of checked) {
    for (const r of c.cases.filter((r) => r.target)) {
      out.push(
        `| ${DB_NAMES[c.db]} | ${r.label} | ${r.target?.text} | ${int(r.m.rps)} req/s, p99 ${ms(r.m.p99)} ms, ` +
          `${formatRatio(r.m.rps / c.yardstick.rps)} × yardstick${versus(c, r)} | ${verdict(Boolean(r.target?.pass))} |`,
      );
    }
    if (c.cache.state === 'absent') {
      out.push(
        `| ${DB_NAMES[c.db]} | public reads, cache on | ≥ 0.50 × yardstick | TODO: no read cache on main yet | — |`,
      );
    }
  }
  out.push('');

  for (const c of configs) out.push(...configTable(c));
  if (configs.some((c) => c.catalog.meals !== largest)) out.push(...growthTable(configs, largest));
  const plans = checked.find((c) => c.plans.length > 0)?.plans ?? [];
  if (withPlans && plans.length > 0) {
    out.push(`## Query plans (PostgreSQL, ${largest.toLocaleString('en-US')} meals)`, '');
    for (const p of plans) {
      out.push(`### ${p.title}`, '', '```sql', p.sql, `-- params: ${JSON.stringify(p.params)}`, '```', '');
      out.push('```', p.plan, '```', '');
    }
  }
  out.push(...notes(configs, options));
  return `${out.join('\n')}\n`;
}

/** ", 0.33 × list-first" for a target that is a share of another case. */
function versus(c: ConfigResult, r: ConfigResult['cases'][number]): string {
  const other = r.target?.versus ? c.cases.find((o) => o.id === r.target?.versus && !o.cached) : undefined;
  return other ? `, ${(r.m.rps / other.m.rps).toFixed(2)} × ${other.id}` : '';
}

function configTable(c: ConfigResult): string[] {
  const row = (name: string, m: Measurement, target = '', result = '') =>
    `| ${name} | ${int(m.rps)} | ${ms(m.p50)} | ${ms(m.p99)} | ${formatRatio(m.rps / c.yardstick.rps)} | ${target} | ${result} |`;
  return [
    `## ${title(c)}`,
    '',
    `Catalog: ${describeCatalog(c.catalog)}; seeded in ${c.seedSeconds.toFixed(1)} s. ` +
      `Load average while measuring: ${c.load[0].toFixed(1)} → ${c.load[1].toFixed(1)} (2 CPUs). ` +
      `The server's log: ${logSize(c.logFile)} in \`${c.logFile}\`.`,
    '',
    '| case | req/s | p50 ms | p99 ms | × yardstick | target | result |',
    '| --- | ---: | ---: | ---: | ---: | --- | --- |',
    row('yardstick: bare node:http, same bytes', c.yardstick),
    ...c.cases.map((r) => row(r.label, r.m, r.target?.text ?? '', r.target ? verdict(r.target.pass) : '')),
    '',
    ...(c.problems.length
      ? ['Problems (requests refused or failed):', '', ...c.problems.map((p) => `- ${p}`), '']
      : []),
    ...(c.warnings.length ? ['Warnings:', '', ...c.warnings.map((w) => `- ${w}`), ''] : []),
  ];
}

function logSize(file: string): string {
  const bytes = fs.statSync(file, { throwIfNoEntry: false })?.size;
  return bytes === undefined ? 'no file' : `${(bytes / 2 ** 20).toFixed(1)} MB`;
}

function growthTable(configs: ConfigResult[], largest: number): string[] {
  const smallest = Math.min(...configs.map((c) => c.catalog.meals));
  const out = [
    `## Nothing grows with the catalog: ${smallest.toLocaleString('en-US')} vs ${largest.toLocaleString('en-US')} meals`,
    '',
    `Pass: the large catalog keeps ≥ ${GROWTH_FLOOR * 100}% of the small one's req/s (the machine is shared, so a few percent is noise).`,
    '',
    '| database | case | req/s small | req/s large | large/small | p99 small → large ms | result |',
    '| --- | --- | ---: | ---: | ---: | --- | --- |',
  ];
  for (const db of ['pglite', 'postgres'] as const) {
    const small = configs.find((c) => c.db === db && c.catalog.meals === smallest);
    const large = configs.find((c) => c.db === db && c.catalog.meals === largest);
    if (!small || !large) continue;
    for (const r of large.cases) {
      const before = small.cases.find((s) => s.id === r.id && s.cached === r.cached);
      if (!before) continue;
      // Judged on the ratio as shown (two decimals): 0.797 reads 0.80 and passes.
      const ratio = Math.round((r.m.rps / before.m.rps) * 100) / 100;
      out.push(
        `| ${DB_NAMES[db]} | ${r.label} | ${int(before.m.rps)} | ${int(r.m.rps)} | ${ratio.toFixed(2)} | ` +
          `${before.m.p99} → ${r.m.p99} | ${verdict(ratio >= GROWTH_FLOOR)} |`,
      );
    }
  }
  out.push('');
  return out;
}

function notes(configs: ConfigResult[], options: BenchOptions): string[] {
  const cache = configs[0]?.cache;
  const cacheNote =
    cache?.state === 'measured'
      ? `The read cache answered \`X-Cache: hit\` on the default server; the cached reads were measured there, every other case with \`${CACHE_OFF_SETTING}\`${cache.offSwitchWorks ? '' : ' (**which did not turn the cache off**)'}. The week's menu is measured both ways; its target is judged as installed (cache on: the menu every student sees alike from the menu cache, each student's cover and choices read at every request) against the first page with the cache off.`
      : `TODO (read cache): the server on main answered no \`X-Cache\` header, so there is no read cache to measure yet; once it lands, the bench measures the meals list, meal details and upcoming meals with it on, and every other case with \`${CACHE_OFF_SETTING}\`.`;
  return [
    '## How the load is made',
    '',
    '- Catalog: bulk SQL (`insert … select … from generate_series`) straight into the migrated schema; like, review and rating counters computed from the rows; one shared picture; `vacuum analyze` afterwards. Upcoming meals: 1 in 50.',
    '- Server: `node --import tsx apps/api/src/server.ts` as `npm start` runs it and as installed: default settings (`NODE_ENV=production`, the log at `info` written to a file, one line per request), `SEED_DEMO=false`, sign-in rate limits raised through `AUTH_RATE_LIMIT_PER_IP` / `_PER_ACCOUNT`. After each start, every read case in turn runs unmeasured for 5 × the warm-up, so the first case measured does not pay for a cold server.',
    "- Yardstick: a bare `node:http` server answering the first page's exact status, headers and bytes.",
    `- Signed-in load: ${options.likers} users toggle likes, ${options.visitors} more run the mixed workload, each user on a meal of its own. Likes are limited to 120 a minute per user with no setting to raise it, so each user sends at most ${LIKES_PER_USER} in a run (a case stops early at that budget) and no 429 occurs. Two users sign in over HTTP; the other sessions are minted as better-auth session rows with cookies signed by the same \`AUTH_SECRET\` (a real sign-in costs one scrypt at N=2^16, ~0.5 s of CPU here), and one minted cookie is checked against \`/api/auth/get-session\` first. The session cache (\`SESSION_CACHE_TTL_SECONDS\`, default 60 s) is on in every case, as in production: a user's first request looks the session up, later ones find it in memory.`,
    `- ${cacheNote}`,
    '- Deep page: the cursor of the row half-way down the menu (50,000 rows deep at 100,000 meals), crafted from the database.',
    '- Latencies are whole milliseconds (autocannon); req/s is requests completed over the measured seconds.',
    '',
  ];
}
