import fs from 'node:fs';
import path from 'node:path';
import { APP_ROUTES, type AppRoute } from '@hostel/contract/app-routes';
import { mealsListParams, parseMealsFilters } from '@hostel/contract/meals-filters';
import { PHOTO_SIZES, photoSrcSet, storedPhotoName } from '@hostel/contract/photos';
import { queryString } from '@hostel/contract/query-string';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getSessionUser, type SessionUser } from './auth.ts';

/**
 * What a page asks for first, named in its HTML so the browser fetches it all at once, in parallel
 * with the app's code, instead of one round trip after another (code, then the page's code, then
 * the session, then the data, then the photo). On a phone's network each of those trips is a few
 * hundred milliseconds; the largest paint of the meals and meal details pages was the end of that
 * chain. Every URL here is the very one the page requests (the same builders from the contract), or
 * the browser would fetch it twice.
 */
export interface RouteHints {
  /** The page's own code: its route chunk and the chunks that one imports. */
  modules: string[];
  /** API calls the page makes on load (same-origin, with cookies, as the app's fetches). */
  fetches: string[];
  /** The page's largest paint: one of our stored photos, and how wide the page shows it. */
  photo: Photo | null;
}

interface HintInput {
  app: FastifyInstance;
  url: URL;
  match: RegExpExecArray;
  user: SessionUser | null;
}

type PhotoSlot = keyof typeof PHOTO_SIZES;

interface Photo {
  url: string;
  alt: string;
  /** Where the page shows it: its size there, and its slot in the static shell. */
  slot: PhotoSlot;
}

interface PageData {
  fetches: string[];
  photo?: Photo | null;
}

interface PageRoute {
  /** The page, in the contract's route table (the web router's paths). */
  route: AppRoute;
  /** The route module's source path, as the build's route chunk list keys it. */
  module: string;
  data?: (input: HintInput) => Promise<PageData>;
}

/**
 * A route's pattern as a RegExp over the URL's path: each `:name` one segment (a capture group),
 * a trailing slash allowed, as the web router matches it.
 */
export function routePattern(route: string): RegExp {
  const body = route
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

// The client's pages whose code and first calls are worth naming.
const PAGE_LIST: PageRoute[] = [
  { route: 'home', module: 'src/app/routes/home.tsx' },
  { route: 'meals', module: 'src/app/routes/meals.tsx', data: mealsPage },
  { route: 'mealDetails', module: 'src/app/routes/meal-details.tsx', data: mealDetailsPage },
  { route: 'upcomingMeals', module: 'src/app/routes/upcoming-meals.tsx' },
  { route: 'userDashboard', module: 'src/app/routes/user-dashboard.tsx' },
  { route: 'adminDashboard', module: 'src/app/routes/admin-dashboard.tsx' },
  { route: 'account', module: 'src/app/routes/account.tsx' },
  { route: 'menu', module: 'src/app/routes/menu.tsx' },
  { route: 'signIn', module: 'src/app/routes/signin.tsx' },
  { route: 'signUp', module: 'src/app/routes/signup.tsx' },
];
const PAGES = PAGE_LIST.map((page) => ({ ...page, pattern: routePattern(APP_ROUTES[page.route]) }));

/** The first page of the list the URL's controls describe, and its first photo. */
async function mealsPage({ app, url }: HintInput): Promise<PageData> {
  const call = `/api/meals${queryString(mealsListParams(parseMealsFilters(url.searchParams)))}`;
  const meals = await readPublic<PhotoOwner[]>(app, call);
  return { fetches: [call], photo: photoOf(meals?.[0], 'card') };
}

/** The meal and its photo; the page is for signed-in readers only (others are sent to sign in). */
async function mealDetailsPage({ app, match, user }: HintInput): Promise<PageData> {
  const id = safeDecode(match[1] ?? '');
  if (!user || !id) return { fetches: [] };
  const call = `/api/meals/${encodeURIComponent(id)}`;
  const meal = await readPublic<PhotoOwner>(app, call);
  return { fetches: meal ? [call] : [], photo: photoOf(meal, 'details') };
}

/** A public read through the app itself, so it comes from (and warms) the read cache. */
async function readPublic<T>(app: FastifyInstance, url: string): Promise<T | null> {
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  return response.statusCode === 200 ? (response.json() as T) : null;
}

interface PhotoOwner {
  image?: string | null;
  title?: string | null;
}

/** Only our own stored photos: they come in widths, and the server never names another host. */
const photoOf = (meal: PhotoOwner | null | undefined, slot: PhotoSlot): Photo | null =>
  meal?.image && storedPhotoName(meal.image) ? { url: meal.image, alt: meal.title?.trim() ?? '', slot } : null;

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** What the web build says about its pages (dist/.route-hints.json, its routeChunks plugin). */
export interface BuildHints {
  /** A route module's chunks, less those index.html preloads for every page. */
  routeModules(module: string): string[];
  /** The markup around a photo in a shell slot; `{attributes}` stands for the <img>'s. */
  photoFrames: Partial<Record<PhotoSlot, string>>;
}

export function readBuildHints(distDir: string, indexHtml: string): BuildHints {
  const file = path.join(distDir, '.route-hints.json');
  if (!fs.existsSync(file)) return { routeModules: () => [], photoFrames: {} };
  const { chunks, photoFrames } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    chunks: Record<string, string[]>;
    photoFrames: BuildHints['photoFrames'];
  };
  const inIndex = new Set([...indexHtml.matchAll(/href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  return {
    routeModules: (module) => (chunks[module] ?? []).filter((chunk) => !inIndex.has(chunk)),
    photoFrames,
  };
}

/** The hints for one page request; the session and user record calls are made by every page. */
export async function routeHints(
  app: FastifyInstance,
  request: FastifyRequest,
  build: BuildHints,
): Promise<RouteHints> {
  const url = new URL(request.url, 'http://local');
  const user = request.headers.cookie ? await getSessionUser(request) : null;
  const fetches = ['/api/auth/get-session'];
  if (user) fetches.push(`/api/user/${encodeURIComponent(user.email.toLowerCase())}`);
  for (const page of PAGES) {
    const match = page.pattern.exec(url.pathname);
    if (!match) continue;
    const data = (await page.data?.({ app, url, match, user })) ?? { fetches: [] };
    return {
      modules: build.routeModules(page.module),
      fetches: [...fetches, ...data.fetches],
      photo: data.photo ?? null,
    };
  }
  return { modules: [], fetches, photo: null };
}

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The photo's <img> attributes: the same srcset and sizes as the page's, so both pick one width. */
function photoAttributes(photo: Photo): string {
  const attributes: Record<string, string> = {
    src: photo.url,
    srcset: photoSrcSet(photo.url) ?? '',
    sizes: PHOTO_SIZES[photo.slot],
    alt: photo.alt,
    fetchpriority: 'high',
    decoding: 'async',
  };
  return Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ');
}

/**
 * index.html for one page: the hints as `<link>` tags in its head, and its photo in the static
 * shell's slot for it (the slot's placeholder stays on other pages).
 */
export function renderIndex(indexHtml: string, hints: RouteHints, build: BuildHints): string {
  const { photo } = hints;
  const tags = [
    ...hints.fetches.map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`),
    ...hints.modules.map(
      (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeAttribute(href)}">`,
    ),
  ];
  let html = indexHtml;
  const frame = photo && build.photoFrames[photo.slot];
  if (photo && frame) {
    // A function, not a string: a title's `$'` or `$&` would be read as a replacement pattern and pull
    // the frame's own markup (quotes included) into the alt attribute.
    const img = frame.replace('{attributes}', () => photoAttributes(photo));
    html = html.replaceAll(new RegExp(`<!--photo:${photo.slot}-->[\\s\\S]*?<!--/photo-->`, 'g'), () => img);
  }
  return html.replace('</head>', `${tags.join('\n')}\n</head>`);
}
