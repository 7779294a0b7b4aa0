import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { APP_ROUTES } from '@hostel/contract/app-routes';
import { DEFAULT_MEALS_FILTERS, mealsListParams } from '@hostel/contract/meals-filters';
import { queryString } from '@hostel/contract/query-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../test/factories.ts';
import { signUp, type TestSession } from '../../test/sessions.ts';
import { useTestApp } from '../../test/test-app.ts';
import { uploadTestImage } from '../../test/uploads.ts';
import { renderIndex, routePattern } from './spa-route-hints.ts';

// A build as the web app's leaves it (apps/web/build/app-shell-plugin.ts): index.html with the
// shell's photo slots, and .route-hints.json with the route chunks and the photos' frames.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-route-hints-'));
const INDEX = `<!doctype html><html><head><title>Hostel Meals</title>
<link rel="modulepreload" crossorigin href="/assets/start-1.js"></head>
<body><div id="root"><!--photo:details--><div class="details-placeholder"></div><!--/photo-->
<!--photo:card--><div class="card-placeholder"></div><!--/photo--></div></body></html>`;
fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
fs.writeFileSync(
  path.join(distDir, '.route-hints.json'),
  JSON.stringify({
    chunks: {
      'src/app/routes/meals.tsx': ['/assets/meals-1.js', '/assets/start-1.js', '/assets/grid-1.js'],
      'src/app/routes/meal-details.tsx': ['/assets/meal-details-1.js', '/assets/start-1.js'],
    },
    photoFrames: {
      card: '<div class="card-frame"><img {attributes}></div>',
      details: '<div class="details-frame"><img {attributes}></div>',
    },
  }),
);
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

const t = useTestApp({ webDistDir: distDir });
let student: TestSession;
let photo: string;
let mealId: string;

beforeAll(async () => {
  student = await signUp(t.app);
  photo = await uploadTestImage(t.app, student);
  const meal = await createMeal(t.db, { title: 'Dal "Special" <b>', image: photo, postTime: new Date('2031-01-01') });
  mealId = meal.id;
});

const page = async (url: string, session?: TestSession) => {
  const res = await t.app.inject({ url, headers: session ? { cookie: session.cookie } : {} });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
};
const fetchLink = (href: string) =>
  `<link rel="preload" as="fetch" crossorigin href="${href.replaceAll('&', '&amp;')}">`;
const moduleLink = (href: string) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`;

describe('route hints in index.html', () => {
  it("names the meals page's calls, code and first photo, the photo in the shell's card slot", async () => {
    const html = await page('/meals');
    const list = `/api/meals${queryString(mealsListParams(DEFAULT_MEALS_FILTERS))}`;
    expect(list).toBe('/api/meals?sortBy=date&sortOrder=desc&limit=6');
    expect(html).toContain(fetchLink('/api/auth/get-session'));
    expect(html).toContain(fetchLink(list));
    expect(html).toContain(moduleLink('/assets/meals-1.js'));
    expect(html).toContain(moduleLink('/assets/grid-1.js'));
    expect(html).not.toContain(moduleLink('/assets/start-1.js')); // index.html has it already
    const name = photo.slice('/api/uploads/'.length);
    expect(html).toContain(
      `<div class="card-frame"><img src="${photo}" srcset="/api/uploads/w400/${name} 400w, /api/uploads/w640/${name} 640w, /api/uploads/w800/${name} 800w, /api/uploads/w960/${name} 960w, /api/uploads/w1280/${name} 1280w" sizes="(min-width: 1024px) 390px, (min-width: 640px) 50vw, 100vw" alt="Dal &quot;Special&quot; &lt;b&gt;" fetchpriority="high" decoding="async"></div>`,
    );
    expect(html).not.toContain('card-placeholder');
    expect(html).toContain('<div class="details-placeholder"></div>');
    expect(html).not.toContain('<b>');
  });

  it('names the list call of the controls in the URL, as the page builds it', async () => {
    const html = await page('/meals?category=DINNER&sortOrder=asc&sortBy=price&search=%20dal%20');
    expect(html).toContain(fetchLink('/api/meals?search=dal&sortBy=price&sortOrder=asc&category=dinner&limit=6'));
    // No dinner has a photo here: the slot keeps its placeholder.
    expect(html).toContain('<div class="card-placeholder"></div>');
  });

  it("names a meal's details only to a signed-in reader (the page sends others to sign in)", async () => {
    const anonymous = await page(`/meal-details/${mealId}`);
    expect(anonymous).not.toContain(`/api/meals/${mealId}`);
    expect(anonymous).toContain('<div class="details-placeholder"></div>');
    expect(anonymous).toContain(moduleLink('/assets/meal-details-1.js'));

    const signedIn = await page(`/meal-details/${mealId}`, student);
    expect(signedIn).toContain(fetchLink(`/api/meals/${mealId}`));
    expect(signedIn).toContain(fetchLink(`/api/user/${encodeURIComponent(student.email.toLowerCase())}`));
    expect(signedIn).toMatch(
      /<div class="details-frame"><img src="[^"]+" srcset="[^"]+" sizes="\(min-width: 1024px\) 584px, 100vw"/,
    );
    expect(signedIn).toContain('<div class="card-placeholder"></div>');
  });

  it('names no photo of another host, and nothing for an unknown or malformed meal', async () => {
    const elsewhere = await createMeal(t.db, { image: 'https://images.example.test/dal.webp' });
    for (const url of [
      `/meal-details/${elsewhere.id}`,
      `/meal-details/${crypto.randomUUID()}`,
      '/meal-details/not-an-id',
    ]) {
      const html = await page(url, student);
      expect(html).toContain('<div class="details-placeholder"></div>');
      expect(html).not.toContain('images.example.test');
    }
    expect(await page(`/meal-details/${elsewhere.id}`, student)).toContain(fetchLink(`/api/meals/${elsewhere.id}`));
    // Fastify itself refuses a path that is not valid percent-encoding, before any route.
    expect((await t.app.inject({ url: '/meal-details/%E0%A4%A' })).statusCode).toBe(400);
  });

  it('is compressed per answer, kept private and never cached unrevalidated', async () => {
    const res = await t.app.inject({
      url: '/meals',
      headers: { 'accept-encoding': 'gzip, br', cookie: student.cookie },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('cookie');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain(fetchLink('/api/auth/get-session'));
    const gzipped = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toContain('<title>Hostel Meals</title>');
  });
});

describe('route patterns from the contract route table', () => {
  it('matches a page with or without its trailing slash, one segment per parameter, nothing more', () => {
    const details = routePattern(APP_ROUTES.mealDetails);
    expect(details.exec('/meal-details/abc-1')?.[1]).toBe('abc-1');
    expect(details.test('/meal-details/abc-1/')).toBe(true);
    expect(details.test('/meal-details/')).toBe(false);
    expect(details.test('/meal-details/a/b')).toBe(false);
    expect(details.test('/x/meal-details/a')).toBe(false);
    expect(routePattern(APP_ROUTES.meals).test('/meals/')).toBe(true);
    expect(routePattern(APP_ROUTES.meals).test('/mealsx')).toBe(false);
    expect(routePattern(APP_ROUTES.home).test('/')).toBe(true);
    expect(routePattern(APP_ROUTES.home).test('/meals')).toBe(false);
    expect(routePattern(APP_ROUTES.checkout).exec('/checkout/bill/2026-11')?.slice(1)).toEqual(['bill', '2026-11']);
  });
});

describe('the shell photo of a meal with a hostile title (issue 25)', () => {
  it("keeps the title in its alt attribute, whatever replacement patterns ($' $& $`) it holds", () => {
    const photo = {
      url: `/api/uploads/${crypto.randomUUID()}.webp`,
      alt: `$' onerror=alert(1) $& $\``,
      slot: 'card' as const,
    };
    const html = renderIndex(
      '<head></head><body><!--photo:card--><!--/photo--></body>',
      { modules: [], fetches: [], photo },
      { routeModules: () => [], photoFrames: { card: '<div class="frame"><img {attributes}></div>' } },
    );
    expect(html).toContain(`alt="$' onerror=alert(1) $&amp; $\`"`);
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).not.toContain('class="frame"><img src="/api/uploads/'.repeat(2));
  });
});
