// `npm test`: every check, in the order a failure is cheapest to find. Each step runs even when an
// earlier one failed, so one run shows everything; the exit code is non-zero if anything failed.
// Vitest and Playwright write JSON reports; their counts are printed as plain
// "name: N passed, N failed" lines at the end, the summary CI reads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const steps = [
  { name: 'lint', command: 'npm run lint' },
  { name: 'build', command: 'npm run build' },
  { name: 'vitest', command: 'npx vitest run', report: '.reports/vitest.json', count: countVitest },
  { name: 'playwright', command: 'npx playwright test', report: '.reports/playwright.json', count: countPlaywright },
  // The account flows in the browser again, the server on PostgreSQL (skipped without TEST_DATABASE_URL).
  {
    name: 'playwright-postgres',
    command: 'node scripts/e2e-postgres.mjs',
    report: '.reports/playwright-postgres.json',
    count: countPlaywright,
    needsPostgres: true,
  },
  // The small load benchmark (1,000 meals, 1 s a case): every case answers 2xx; speeds are not checked here.
  { name: 'bench', command: 'npm run bench -- --small', report: '.reports/bench-small.json', count: (r) => r },
];

const only = process.argv.slice(2);
const results = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  if (step.needsPostgres && !process.env.TEST_DATABASE_URL) {
    console.log(`\n=== ${step.name}: SKIPPED: TEST_DATABASE_URL is not set`);
    continue;
  }
  if (step.report) fs.rmSync(step.report, { force: true });
  console.log(`\n=== ${step.name}: ${step.command}`);
  const started = Date.now();
  const { status } = spawnSync(step.command, { stdio: 'inherit', shell: true });
  const counts =
    step.report && fs.existsSync(step.report) ? step.count(JSON.parse(fs.readFileSync(step.report, 'utf8'))) : null;
  // A step that exits 0 without writing its report has not really run.
  const ok = status === 0 && (!step.report || counts !== null);
  results.push({ name: step.name, ok, counts, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== summary');
// A developer machine without PostgreSQL runs the API tests on PGlite only; say so, so a green run
// is not mistaken for both halves (.ci/run always provides one).
if (!process.env.TEST_DATABASE_URL && (!only.length || only.includes('vitest'))) {
  console.log('postgres: SKIPPED: TEST_DATABASE_URL is not set, so the API tests ran on PGlite only');
}
let passed = 0;
let failed = 0;
for (const r of results) {
  if (r.counts) {
    passed += r.counts.passed;
    failed += r.counts.failed;
    const skipped = r.counts.skipped ? `, ${r.counts.skipped} skipped` : '';
    console.log(`${r.name}: ${r.counts.passed} passed, ${r.counts.failed} failed${skipped}`);
  } else {
    console.log(`${r.name}: ${r.ok ? 'ok' : 'FAILED'} (${r.seconds}s)`);
  }
}
const allOk = results.every((r) => r.ok);
// A runner that crashed before counting must still fail the run.
if (!allOk && failed === 0) failed = 1;
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);

function countVitest(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function countPlaywright(report) {
  const s = report.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
}
