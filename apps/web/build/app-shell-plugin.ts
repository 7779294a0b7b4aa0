import fs from 'node:fs';
import path from 'node:path';
import { type Plugin, runnerImport } from 'vite';

type ShellModule = typeof import('../src/app/first-paint-shell.tsx');

/**
 * src/app/first-paint-shell.tsx, loaded through Vite's module runner so its TSX, JSON and
 * import.meta.glob work as in the app. Once per root: per build, and per dev server start (about a
 * second, too slow for every page load there).
 */
const shellModules = new Map<string, Promise<ShellModule>>();
function loadShell(root: string): Promise<ShellModule> {
  let loaded = shellModules.get(root);
  if (!loaded) {
    const entry = path.join(root, 'src/app/first-paint-shell.tsx');
    loaded = runnerImport<ShellModule>(entry, { root, configFile: false, logLevel: 'error' }).then((r) => r.module);
    shellModules.set(root, loaded);
  }
  return loaded;
}

/**
 * A static app shell in index.html's #root, so the first paint happens while the HTML is parsed
 * instead of after the JavaScript has run: the app's own components, rendered at build time (see
 * src/app/first-paint-shell.tsx). React's createRoot replaces it on its first render (src/main.tsx
 * waits for the page's code first, so the shell is never swapped for a spinner).
 */
export function appShell(): Plugin {
  let root = '';
  return {
    name: 'hostel-app-shell',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const marker = '<div id="root"></div>';
        if (!html.includes(marker)) throw new Error('app shell: index.html has no empty #root');
        const shell = (await loadShell(root)).firstPaintShellHtml();
        return html.replace(marker, () => `<div id="root">\n${shell}\n</div>`);
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
 * deep link fetches its page's code with the app's instead of after it), and `photoFrames`, the
 * markup the server puts around a page's first photo in the shell's slot for it.
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
    async writeBundle(_options, bundle) {
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
      const hints = { chunks: routes, photoFrames: (await loadShell(root)).photoFrames() };
      fs.writeFileSync(path.join(outDir, ROUTE_HINTS_FILE), JSON.stringify(hints, null, 1));
    },
  };
}
