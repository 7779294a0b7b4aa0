import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A static app shell in index.html's #root, so the first paint happens while the HTML is parsed
 * instead of after the JavaScript has run: the navbar and the top of the home, meals and meal
 * details pages, with the same classes (and so the same sizes) as the React components they stand
 * in for. React's createRoot replaces it on its first render (src/main.tsx waits for the page's code
 * first, so the shell is never swapped for a spinner).
 *
 * Both languages are in the HTML; public/boot.js (before the first paint) sets <html lang> and
 * data-shell (the page), and index.css shows only the matching part. Texts come from the catalogs,
 * so they never drift from the app's. No script and no style attribute: the CSP allows neither.
 */

type Catalog = Record<string, unknown>;
const LANGS = ['en', 'bn'] as const;

const localesDir = new URL('../src/i18n/locales/', import.meta.url);
const readCatalog = (lang: string, ns: string): Catalog =>
  JSON.parse(fs.readFileSync(new URL(`${lang}/${ns}.json`, localesDir), 'utf8')) as Catalog;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function lookup(catalog: Catalog, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], catalog);
  if (typeof value !== 'string') throw new Error(`app shell: no string at "${key}"`);
  return escapeHtml(value);
}

const icon = (className: string, paths: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" class="${className}">${paths}</svg>`;

const logo = (className: string) =>
  `<svg viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" focusable="false" class="shrink-0 ${className}"><rect width="64" height="64" rx="14" fill="#c2410c"/><path d="M24 14c-2 3 2 5 0 8M32 12c-2 3 2 5 0 8M40 14c-2 3 2 5 0 8" fill="none" stroke="#fde68a" stroke-width="3" stroke-linecap="round"/><path d="M12 30h40a20 20 0 0 1-40 0z" fill="#fef3c7"/><path d="M20 52h24" stroke="#fef3c7" stroke-width="4" stroke-linecap="round"/></svg>`;

const spinner = (className: string) =>
  `<span aria-hidden="true" class="inline-block animate-spin rounded-full border-2 border-current border-r-transparent ${className}"></span>`;

/**
 * Where the server puts the page's first photo (apps/api/src/plugins/spa-route-hints.ts): on the
 * meals and meal details pages the photo is the largest paint, and in the shell it paints while the
 * app's code is still on its way. The placeholder between the markers stays when there is no photo.
 */
const photoSlot = (slot: keyof typeof PHOTO_FRAMES, placeholder: string) =>
  `<!--photo:${slot}-->${placeholder}<!--/photo-->`;

/**
 * The photo's frame on each page, as the page's own components draw it (MealImage in meal-details.tsx,
 * MealCard), so the photo is where and how large the page will show it. `{attributes}` is the <img>'s.
 */
export const PHOTO_FRAMES = {
  details:
    '<div class="overflow-hidden rounded-3xl bg-amber-50 shadow-md ring-1 ring-stone-200/80"><div class="aspect-[4/3]"><img {attributes} class="size-full object-cover"></div></div>',
  card: '<div class="relative aspect-[4/3] overflow-hidden bg-amber-50"><img {attributes} class="size-full object-cover"></div>',
} as const;

/** MealCardSkeleton (meal-card.tsx), the first with the photo slot. */
const cardSkeleton = (first: boolean) => {
  const photo = '<div class="aspect-[4/3] animate-pulse bg-stone-200/70"></div>';
  return `<li><div class="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200/80">${first ? photoSlot('card', photo) : photo}<div class="flex flex-col gap-3 p-5"><div class="h-5 w-2/3 animate-pulse rounded bg-stone-200"></div><div class="h-3.5 w-full animate-pulse rounded bg-stone-200/80"></div><div class="h-3.5 w-4/5 animate-pulse rounded bg-stone-200/80"></div><div class="mt-3 flex justify-between"><div class="h-6 w-20 animate-pulse rounded bg-stone-200"></div><div class="h-5 w-10 animate-pulse rounded bg-stone-200/80"></div></div></div></div></li>`;
};

const iconButton =
  'relative inline-flex size-10 items-center justify-center rounded-full text-stone-700 transition-colors';

/** The shell in one language (all three pages; index.css shows the one being opened). */
function shellFor(lang: string): string {
  const common = readCatalog(lang, 'common');
  const meals = readCatalog(lang, 'meals');
  const c = (key: string) => lookup(common, key);
  const m = (key: string) => lookup(meals, key);
  const navLink = (href: string, label: string) =>
    `<li><a href="${href}" class="rounded-full px-3.5 py-2 text-sm font-semibold text-stone-700">${c(label)}</a></li>`;

  const header = `<header class="sticky top-0 z-40 border-b border-amber-200/60 bg-cream/90 backdrop-blur supports-[backdrop-filter]:bg-cream/75">
<nav aria-label="${c('nav.label')}" class="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
<a href="/" class="mr-2 flex shrink-0 items-center gap-2 rounded-lg text-base font-extrabold tracking-tight whitespace-nowrap text-stone-900 sm:text-lg">${logo('size-8 sm:size-9')}<span>${c('brand.first')} <span class="text-orange-700">${c('brand.second')}</span></span></a>
<ul class="hidden items-center gap-1 md:flex">${navLink('/', 'nav.home')}${navLink('/meals', 'nav.meals')}${navLink('/upcoming-meals', 'nav.upcomingMeals')}</ul>
<div class="ml-auto flex items-center gap-1 sm:gap-2" aria-hidden="true">
<span class="hidden items-center gap-1 md:flex"><span class="size-10"></span><span class="size-10"></span></span>
<span class="${iconButton}">${icon('size-5', '<path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9"/><path d="M10.3 21a1.94 1.94 0 0 0 3.4 0"/>')}</span>
<span class="size-10"></span>
<span class="${iconButton} md:hidden">${icon('size-6', '<path d="M4 6h16M4 12h16M4 18h16"/>')}</span>
</div>
</nav>
</header>`;

  const home = `<section data-shell-route="home" class="relative overflow-hidden bg-gradient-to-br from-amber-100 via-orange-50 to-cream">
<div class="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
<div class="flex flex-col items-start gap-6">
<p class="rounded-full bg-white/80 px-4 py-1.5 text-sm font-semibold text-orange-800 shadow-sm ring-1 ring-orange-200">${m('home.mealTimes')}</p>
<h1 class="text-4xl leading-tight text-balance font-black tracking-tight text-stone-900 sm:text-5xl lg:text-6xl">${m('home.heroTitleLead')} <span class="text-orange-700">${m('home.heroTitleAccent')}</span></h1>
<p class="max-w-xl text-lg text-stone-700">${m('home.heroText')}</p>
<div class="w-full max-w-xl" aria-hidden="true"><div class="flex w-full items-center gap-2 rounded-full bg-white p-1.5 pl-4 shadow-lg ring-1 ring-stone-200">${icon('size-5 shrink-0 text-stone-400', '<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>')}<span class="flex h-11 min-w-0 flex-1 items-center truncate text-base text-stone-400">${m('titleSearch.placeholder')}</span><span class="inline-flex h-11 shrink-0 items-center gap-2 rounded-full bg-orange-700 px-5 text-sm font-semibold text-white sm:px-6">${icon('size-4', '<path d="M22 2 11 13"/><path d="M22 2 15 22l-4-9-9-4 20-7z"/>')}${m('titleSearch.send')}</span></div></div>
<a href="/meals" class="inline-flex items-center gap-1 rounded font-semibold text-orange-800">${m('home.browseMenu')} ${icon('size-4', '<path d="M5 12h14M13 6l6 6-6 6"/>')}</a>
</div>
</div>
</section>`;

  const mealsPage = `<section data-shell-route="meals" class="bg-gradient-to-br from-amber-100 via-orange-50 to-cream">
<div class="mx-auto max-w-7xl px-4 pt-12 pb-24 sm:px-6 lg:px-8">
<p class="text-sm font-bold tracking-widest text-orange-700 uppercase">${m('list.eyebrow')}</p>
<h1 class="mt-2 text-4xl font-black tracking-tight text-stone-900 sm:text-5xl">${m('list.title')}</h1>
<p class="mt-3 max-w-2xl text-lg text-stone-700">${m('list.intro')}</p>
</div>
</section>
<div data-shell-route="meals" aria-hidden="true" class="mx-auto -mt-16 max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
<div class="h-[248px] rounded-3xl bg-white shadow-sm ring-1 ring-stone-200 sm:h-[184px] lg:h-[104px]"></div>
<ul class="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">${[0, 1, 2].map((i) => cardSkeleton(i === 0)).join('')}</ul>
</div>`;

  const details = `<div data-shell-route="details" class="bg-gradient-to-b from-amber-100/80 via-orange-50 to-cream">
<div class="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6 sm:pt-8 lg:px-8">
<nav aria-label="${m('details.breadcrumb')}" class="mb-6 text-sm"><ol class="flex min-w-0 items-center gap-2 text-stone-600"><li class="shrink-0"><a href="/meals" class="rounded font-semibold text-orange-800">${c('nav.meals')}</a></li><li aria-hidden="true" class="shrink-0 text-stone-400">/</li><li class="min-w-0 truncate" aria-current="page">${m('details.documentTitle')}</li></ol></nav>
<div class="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-12">
<div aria-hidden="true">${photoSlot('details', '<div class="aspect-[4/3] animate-pulse rounded-3xl bg-stone-200/70"></div>')}</div>
<div class="flex flex-col gap-5"><p class="inline-flex items-center gap-3 font-semibold text-orange-800">${spinner('size-5')}${m('details.loading')}</p></div>
</div>
</div>
</div>`;

  const other = `<div data-shell-route="other" class="flex min-h-[50vh] items-center justify-center text-orange-700">${spinner('size-8')}<span class="sr-only">${c('status.loading')}</span></div>`;

  return `<div data-shell-lang="${lang}" lang="${lang}" aria-busy="true" class="flex min-h-dvh flex-col">
${header}
<main class="flex-1">${home}${mealsPage}${details}${other}</main>
</div>`;
}

export function appShellHtml(): string {
  return LANGS.map(shellFor).join('\n');
}

export function appShell(): Plugin {
  return {
    name: 'hostel-app-shell',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const marker = '<div id="root"></div>';
        if (!html.includes(marker)) throw new Error('app shell: index.html has no empty #root');
        return html.replace(marker, `<div id="root">\n${appShellHtml()}\n</div>`);
      },
    },
  };
}

/**
 * src/main.tsx imports the app (app/start.tsx) only after the shell's first paint; these links let
 * the browser fetch that code, and the chunks it imports, in parallel with the HTML and CSS anyway.
 */
export function preloadDeferredApp(): Plugin {
  return {
    name: 'hostel-preload-deferred-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry || !('dynamicImports' in entry)) return;
        const files = new Set<string>();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || files.has(fileName) || fileName === entry.fileName) return;
          if (entry.imports.includes(fileName)) return;
          files.add(fileName);
          for (const imported of chunk.imports) add(imported);
        };
        for (const fileName of entry.dynamicImports) add(fileName);
        return [...files].map((fileName) => ({
          tag: 'link',
          // Low: fetched at once, but after the stylesheet the first paint waits for.
          attrs: { rel: 'modulepreload', fetchpriority: 'low', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** What the build tells the server about its pages (a dotfile: never served). */
export const ROUTE_HINTS_FILE = '.route-hints.json';

/**
 * Writes dist/.route-hints.json for the server's route hints (apps/api/src/plugins/spa-route-hints.ts):
 * `chunks`, for each module under src/app/routes, its chunk and every chunk that one imports (so a
 * deep link fetches its page's code with the app's instead of after it), and `photoFrames`.
 */
export function routeChunks(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'hostel-route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const routes: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const source = chunk.facadeModuleId && path.relative(root, chunk.facadeModuleId).split(path.sep).join('/');
        if (!source?.startsWith('src/app/routes/')) continue;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(chunk.fileName);
        routes[source] = [...files].map((fileName) => `/${fileName}`);
      }
      const hints = { chunks: routes, photoFrames: PHOTO_FRAMES };
      fs.writeFileSync(path.join(outDir, ROUTE_HINTS_FILE), JSON.stringify(hints, null, 1));
    },
  };
}
