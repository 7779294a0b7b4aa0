import { expect, test } from '@playwright/test';
import { preferBangla } from './fixtures/i18n.ts';

// Issue 18: ৳ and Bangla render on a machine with no Bengali font. The app ships a Bengali subset of
// Noto Sans Bengali (decision 89) that the browser fetches only for Bengali characters; this machine
// has a local Bengali font, so the test asks the browser to load the shipped face and checks that it
// is served, as a font, with the Bengali range, and that it draws the taka sign.

test('the shipped Bengali face loads and covers ৳ and Bangla letters', async ({ page }) => {
  await preferBangla(page.context());
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fonts.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const loaded = await page.evaluate(async () => {
    const faces = await document.fonts.load('16px "Noto Sans Bengali Variable"', '৳বাংলা');
    return faces.map((face) => ({ family: face.family, range: face.unicodeRange, status: face.status }));
  });
  expect(loaded).toEqual([
    expect.objectContaining({
      family: 'Noto Sans Bengali Variable',
      status: 'loaded',
      range: expect.stringContaining('U+980-9FE'),
    }),
  ]);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali Variable"', '৳'))).toBe(true);
  expect(fonts).toEqual([expect.stringMatching(/^200 \/assets\/noto-sans-bengali-bengali-wght-normal-.*\.woff2$/)]);
});
