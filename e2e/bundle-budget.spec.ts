import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';

// The budget: the JavaScript the home page loads stays under 150 KB gzip. Stripe's code
// (Stripe.js and the @stripe chunks) loads only on the checkout page.
const HOME_JS_BUDGET = 150 * 1024;

interface Script {
  url: string;
  gzip: number;
  body: Buffer;
}

const isJavaScript = (url: string, contentType: string) =>
  /javascript|ecmascript/.test(contentType) || /\.m?js(\?|$)/.test(new URL(url).pathname);

/** Opens `path` and answers every script it loaded (modules, preloads, lazy chunks), with its gzip size. */
async function scriptsLoadedBy(page: Page, path: string): Promise<Script[]> {
  const pending: Array<Promise<Script | null>> = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!isJavaScript(url, response.headers()['content-type'] ?? '')) return;
    pending.push(
      response.body().then(
        (body) => ({ url, body, gzip: gzipSync(body).length }),
        () => null,
      ),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return (await Promise.all(pending)).filter((script): script is Script => script !== null);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Stripe.js itself, or one of our chunks carrying @stripe's code. */
const isStripe = (script: Script) =>
  /stripe/i.test(new URL(script.url).pathname) ||
  /js\.stripe\.com/.test(script.url) ||
  script.body.includes('js.stripe.com');

test.describe('bundle budget', () => {
  test('the home page loads at most 150 KB of gzipped JavaScript, and nothing of Stripe', async ({ page }) => {
    const scripts = await scriptsLoadedBy(page, '/');
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const lines = scripts
      .toSorted((a, b) => b.gzip - a.gzip)
      .map((s) => `  ${kb(s.gzip).padStart(9)}  ${new URL(s.url).pathname}`);
    console.log(`JavaScript loaded by /: ${kb(total)} gzip in ${scripts.length} files\n${lines.join('\n')}`);

    expect(scripts.length, 'scripts seen').toBeGreaterThan(0);
    expect(total, `home page JavaScript, gzip (budget ${kb(HOME_JS_BUDGET)})`).toBeLessThanOrEqual(HOME_JS_BUDGET);
    expect(scripts.filter(isStripe).map((s) => s.url)).toEqual([]);
  });

  test('the meals page loads nothing of Stripe either', async ({ page }) => {
    const scripts = await scriptsLoadedBy(page, '/meals');
    await expect(page.getByRole('list', { name: 'Meals' }).getByRole('article').first()).toBeVisible();
    expect(scripts.length, 'scripts seen').toBeGreaterThan(0);
    expect(scripts.filter(isStripe).map((s) => s.url)).toEqual([]);
  });
});
