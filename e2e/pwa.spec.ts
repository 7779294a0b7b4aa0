import { expect, type Page, test } from '@playwright/test';

// The one spec with the service worker on (the config blocks it elsewhere, for page.route()).
test.use({ serviceWorkers: 'allow' });

const cardTitles = (page: Page) => page.getByRole('list', { name: 'Meals' }).getByRole('article').getByRole('heading');

const OFFLINE_NOTICE =
  'You are offline. You are seeing what this device saved; likes, requests, reviews and payments need a connection.';

test('the app is installable: a manifest with its name, start URL and icons that exist', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href as string);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: 'Hostel Meals', start_url: '/', display: 'standalone' });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    // PNG header: width and height are big-endian at bytes 16 and 20.
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test('the meals list opens offline from the saved shell and data, and says it is offline', async ({
  page,
  context,
}) => {
  await page.goto('/meals');
  await expect(cardTitles(page).first()).toBeVisible();
  // Wait until the worker controls the page (it claims clients on activation).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
  // A visit under the worker's control saves the page's data.
  await page.reload();
  const firstTitle = await cardTitles(page).first().innerText();
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await expect(cardTitles(page).first()).toHaveText(firstTitle);
  // The photos seen online were kept too (by the worker: the browser's own cache may not keep them).
  const photo = page.getByTestId('meal-card').first().locator('img');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const keptPhoto = await photo.evaluate(async (img: HTMLImageElement) => {
    const kept = await (await caches.open('images-v1')).keys();
    return kept.some((request) => request.url === img.currentSrc);
  });
  expect(keptPhoto).toBe(true);

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
});

test('a page never visited answers offline with the app shell, not the browser error page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await context.setOffline(true);
  await page.goto('/upcoming-meals');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
});
