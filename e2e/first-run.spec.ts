import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './fixtures/a11y.ts';
import { preferBangla, recordMissingTranslations } from './fixtures/i18n.ts';

/**
 * Issue 25, "the first run has no way in": a server of its own on a fresh data directory with the
 * demo seed and no ADMIN_EMAIL (the run's shared server has one), as `npm start` does on a new
 * install. Its log must carry the one-time setup link; the page creates the admin, who signs in.
 */
const PORT = Number(process.env.E2E_FIRST_RUN_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 5);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.tmp/e2e-first-run-${PORT}`;
const ADMIN = { name: 'Warden Rahman', email: 'warden@first-run.test', password: 'Mess-office-2026' };

let server: ChildProcess | undefined;
let setupLink = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE,
    DATA_DIR,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'DATABASE_URL', 'SMTP_URL']) delete env[name];
  const started = spawn(process.execPath, ['--import', 'tsx', path.join('apps', 'api', 'src', 'server.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = started;
  let output = '';
  setupLink = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no setup link in the log:\n${output}`)), 170_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const link = /(http:\/\/\S+\/setup\?token=[A-Za-z0-9_-]+)/.exec(output)?.[1];
      if (link) {
        clearTimeout(timer);
        resolve(link);
      }
    };
    started.stdout?.on('data', read);
    started.stderr?.on('data', read);
    started.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

test('the first start logs a one-time link whose page creates the admin, who then signs in', async ({ page }) => {
  expect(setupLink).toMatch(new RegExp(`^${BASE}/setup\\?token=[A-Za-z0-9_-]{43}$`));
  await page.goto(setupLink);
  await expect(page.getByRole('heading', { name: 'Set up Hostel Meals' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const form = page.getByRole('form', { name: 'Set up Hostel Meals' });
  await form.getByLabel('Name').fill(ADMIN.name);
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await form.getByLabel('Confirm password').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Create admin account' }).click();
  await expect(page.getByRole('heading', { name: 'Admin account created' })).toBeVisible();
  await expect(page.getByText('this setup link no longer works')).toBeVisible();

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Successfully signed in!')).toBeVisible();
  await page.goto(`${BASE}/admin-dashboard`);
  await expect(page).toHaveURL(/\/admin-dashboard/);
  await expect(page.getByRole('heading', { name: /admin/i }).first()).toBeVisible();
});

test('the used link says so, in Bangla too, and fits a phone; the API answers 410', async ({ browser, request }) => {
  const api = await request.post(`${BASE}/api/setup`, {
    headers: { origin: BASE },
    data: { token: new URL(setupLink).searchParams.get('token'), ...ADMIN, email: 'mallory@first-run.test' },
  });
  expect(api.status()).toBe(410);
  expect(typeof (await api.json()).error).toBe('string');

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(setupLink);
  await expect(page.getByRole('heading', { name: 'Setup link used' })).toBeVisible();
  await expect(page.getByText('This setup link was already used or has expired.')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  await phone.close();

  const bangla = await browser.newContext();
  await preferBangla(bangla);
  const bnPage = await bangla.newPage();
  const missing = recordMissingTranslations(bnPage);
  await bnPage.goto(setupLink);
  await expect(bnPage.getByRole('heading', { name: 'সেটআপ লিংক ব্যবহার হয়ে গেছে' })).toBeVisible();
  expect(missing).toEqual([]);
  await bangla.close();
});
