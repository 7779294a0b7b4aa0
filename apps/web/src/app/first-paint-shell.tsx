// Build time only: build/app-shell-plugin.ts loads this module through Vite and puts its HTML into
// index.html's #root. Never imported by the app, so none of it reaches the browser's bundle.

import type { Meal } from '@hostel/contract/meals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { PageSpinner } from '../components/layout/full-page-spinner.tsx';
import { Navbar } from '../components/layout/navbar.tsx';
import { MealCard } from '../features/meals/components/meal-card.tsx';
import { MealDetails } from '../features/meals/components/meal-details.tsx';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { sessionKeys } from '../lib/auth.ts';
import { HomeRoute } from './routes/home.tsx';
import { MealDetailsRoute } from './routes/meal-details.tsx';
import { MealsRoute } from './routes/meals.tsx';
import { AccountArea, BellArea } from './routes/root-layout.tsx';

/**
 * The static shell: the first paint, while the app's code is on its way. It is the app's own
 * components rendered with no data (a signed-out reader, every query still loading), so it has the
 * very classes, texts and sizes the app then renders in its place, and nothing moves when React
 * replaces it. One copy per language and one block per page (home, meals, a meal's details, any
 * other); public/boot.js sets <html lang> and data-shell before the first paint, and index.css
 * shows only the matching ones.
 */

const catalogs = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** An i18next of its own per language, with every catalog loaded, that fails on a missing key. */
function i18nFor(language: Language, missing: string[]): I18n {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, catalog] of Object.entries(catalogs)) {
    const [, lang = '', namespace = ''] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    resources[lang] = { ...resources[lang], [namespace]: catalog };
  }
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en', // as the app's (i18n/i18n.ts)
    resources,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes.
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => missing.push(`${language}:${namespace}:${key}`),
    react: { useSuspense: false },
  });
  return instance;
}

/** What the app renders before its first answer: signed out (no session), every other query pending. */
function signedOutQueryClient() {
  const client = new QueryClient();
  client.setQueryData(sessionKeys.session, null);
  return client;
}

/** The page blocks: each page's route component as it renders while its data loads. */
const PAGES: Array<[route: string, page: ReactNode]> = [
  ['home', <HomeRoute key="home" />],
  ['meals', <MealsRoute key="meals" />],
  ['details', <MealDetailsRoute key="details" />],
  ['other', <PageSpinner key="other" />],
];

function Shell({ language }: { language: Language }) {
  return (
    // The frame of app/routes/root-layout.tsx. aria-busy: the page is still loading; inert: its
    // controls only work once the app has replaced them (a search typed here would be lost).
    <div data-shell-lang={language} lang={language} aria-busy="true" inert className="flex min-h-dvh flex-col">
      <Navbar account={<AccountArea />} bell={<BellArea />} />
      <main className="flex-1">
        {PAGES.map(([route, page]) => (
          <div key={route} data-shell-route={route}>
            {page}
          </div>
        ))}
      </main>
    </div>
  );
}

/**
 * Where the server may put the page's first photo (apps/api/src/plugins/spa-route-hints.ts): the
 * first 4:3 placeholder of the page's block, between `<!--photo:slot-->` and `<!--/photo-->`.
 */
function markPhotoSlot(html: string, route: string, slot: 'card' | 'details'): string {
  const block = html.indexOf(`data-shell-route="${route}"`);
  const placeholder = /<div[^>]* class="[^"]*aspect-\[4\/3\][^"]*"[^>]*><\/div>/g;
  placeholder.lastIndex = block;
  const match = block < 0 ? null : placeholder.exec(html);
  if (!match) throw new Error(`first-paint shell: no 4:3 photo placeholder in the ${route} page`);
  const end = match.index + match[0].length;
  return `${html.slice(0, match.index)}<!--photo:${slot}-->${match[0]}<!--/photo-->${html.slice(end)}`;
}

/**
 * The shell holds each page once per language: a fixed id (the home page's headings) gets the language's
 * prefix, with the attributes that point at it, so every id is once in the document (useId's have
 * it already, through identifierPrefix).
 */
function prefixIds(html: string, prefix: string): string {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id ?? ''));
  return html.replaceAll(
    /\s(id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]+)"/g,
    (attribute, name: string, value: string) =>
      value.includes(prefix) || !ids.has(value) ? attribute : ` ${name}="${prefix}${value}"`,
  );
}

/** Renders `children` as the app does before any answer, in `language`; fails on a missing key. */
function renderStatic(language: Language, children: ReactNode, identifierPrefix: string): string {
  const missing: string[] = [];
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(language, missing)}>
      <QueryClientProvider client={signedOutQueryClient()}>
        {/* A path no link matches: the one navbar serves every page, so none is marked current. */}
        <MemoryRouter initialEntries={['/first-paint-shell']}>{children}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
    { identifierPrefix },
  );
  if (missing.length > 0) throw new Error(`first-paint shell: missing translations ${missing.join(', ')}`);
  return html;
}

function shellFor(language: Language): string {
  let html = prefixIds(
    renderStatic(language, <Shell language={language} />, `shell-${language}-`),
    `shell-${language}-`,
  );
  // React hoists each page's <title> (DocumentTitle) to the front: the tab keeps index.html's title
  // until the app sets the page's own.
  html = html.replaceAll(/<title>[^<]*<\/title>/g, '');
  // The CSP allows no inline style or script; the shell must not need either.
  if (/\sstyle="|<script/i.test(html)) throw new Error('first-paint shell: inline style or script in the markup');
  html = markPhotoSlot(html, 'meals', 'card');
  return markPhotoSlot(html, 'details', 'details');
}

/** The shell in every language, for index.html's #root. */
export function firstPaintShellHtml(): string {
  return LANGUAGES.map(shellFor).join('\n');
}

/** A meal with a photo, to find the markup around a photo in the components that show one. */
const FRAME_MEAL: Meal = {
  _id: 'photo-frame',
  title: 'Photo frame',
  category: 'Lunch',
  image: '/api/uploads/photo-frame.webp',
  ingredients: [],
  description: '',
  price: 0,
  distributorName: '',
  date: '2026-01-01T00:00:00.000Z',
  postTime: '2026-01-01T00:00:00.000Z',
  displayName: null,
  likes: 0,
  reviews: 0,
  rating: 0,
  status: 'ongoing',
};

/** The <img> attributes the server writes itself (apps/api/src/plugins/spa-route-hints.ts). */
const SERVER_IMG_ATTRIBUTES = /\s(?:src|srcset|sizes|alt|fetchpriority|decoding|loading|translate)="[^"]*"/gi;

/**
 * The markup around a page's photo, as its component draws it: the `levels` elements that hold the
 * <img>, with `{attributes}` for the <img>'s own (the server fills them in, and puts the frame in
 * the shell's photo slot). What else those elements hold (the card's category badge) belongs to a
 * meal the shell does not know, and is left out.
 */
function photoFrame(page: ReactNode, levels: number): string {
  const html = renderStatic('en', page, 'photo-frame-');
  const opening = new RegExp(`${'<div[^>]*>'.repeat(levels)}<img [^>]*>`).exec(html)?.[0];
  if (!opening) throw new Error('first-paint shell: no photo frame found');
  const frame = opening.replace(/<img [^>]*>/, (img) =>
    img.replace(SERVER_IMG_ATTRIBUTES, '').replace(/^<img/, '<img {attributes}').replace(/\/>$/, '>'),
  );
  return frame + '</div>'.repeat(levels);
}

/**
 * The frames of the shell's photo slots, for the server (build/app-shell-plugin.ts writes them to
 * .route-hints.json): MealCard's photo box on the meals page, MealDetails' (MealImage) on a meal's.
 */
export function photoFrames(): Record<'card' | 'details', string> {
  return {
    card: photoFrame(<MealCard meal={FRAME_MEAL} priority />, 1),
    details: photoFrame(<MealDetails meal={FRAME_MEAL} />, 2),
  };
}
