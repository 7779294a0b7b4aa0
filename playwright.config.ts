import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN, OIDC_PORT } from './e2e/fixtures/accounts.ts';
import { MAIL_FROM, MAIL_INBOX_PORT, SMTP_PORT } from './e2e/fixtures/mail-ports.ts';

// One server for the whole run, on a fresh data directory with the demo seed, started like `npm start`
// but without rebuilding (scripts/test.mjs builds the web app first).
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  // Per port, so runs on one machine do not trip over each other's traces.
  outputDir: `.reports/playwright-results-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '.reports/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The service worker answers some requests from its cache, out of page.route()'s sight; only the
    // offline spec turns it on.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: [
    {
      // Stands in for Google's OpenID Connect issuer.
      command: 'node --import tsx e2e/fixtures/oidc-server.ts',
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The mail the app sends lands here; specs read it through the inbox (e2e/fixtures/mailbox.ts).
      command: 'node --import tsx e2e/fixtures/mail-server.ts',
      url: `http://127.0.0.1:${MAIL_INBOX_PORT}/messages`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `rm -rf ${dataDir} && node --import tsx apps/api/src/server.ts`,
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // Browser tests sign in often from one address; the limits themselves are tested in the API tests.
        AUTH_RATE_LIMIT_PER_IP: '1000',
        AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        GOOGLE_CLIENT_ID: 'hostel-meals-e2e',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM,
        // scripts/e2e-postgres.mjs runs the account specs again on a fresh PostgreSQL database.
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    },
  ],
});
