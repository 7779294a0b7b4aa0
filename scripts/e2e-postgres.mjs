// The browser tests of the account flows again, with the server on PostgreSQL instead of PGlite
// (issue 16: "the flows work in the browser on PGlite and PostgreSQL"). Each run gets a fresh
// database beside TEST_DATABASE_URL's, which the server migrates and seeds like a first start.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const SPECS = ['e2e/account-mail.spec.ts', 'e2e/account-settings.spec.ts'];
const DATABASE = 'hostel_meals_e2e';

const base = process.env.TEST_DATABASE_URL;
if (!base) {
  console.log('playwright-postgres: SKIPPED: TEST_DATABASE_URL is not set');
  process.exit(0);
}
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${DATABASE}`);
await admin.end();
const url = new URL(base);
url.pathname = `/${DATABASE}`;

const { status } = spawnSync(`npx playwright test ${SPECS.join(' ')}`, {
  stdio: 'inherit',
  shell: true,
  env: {
    ...process.env,
    E2E_DATABASE_URL: url.toString(),
    E2E_PORT: '3230',
    E2E_REPORT: '.reports/playwright-postgres.json',
  },
});
process.exit(status ?? 1);
