import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// Files of public/ the installed app needs offline (the rest of public/ is not part of the shell).
const PUBLIC_SHELL = ['/boot.js', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png'];
// Only on the pages that take payments, and useless offline; the Bengali font's Latin faces, which
// no page uses (system fonts come first for Latin letters).
const NOT_PRECACHED = [/\.map$/, /stripe/i, /noto-sans-bengali-latin/];

/**
 * Writes `sw.js` next to the build: pwa/sw.js with the build's file list (the app shell: index.html
 * and every hashed JS/CSS chunk) and a version that changes whenever any of them does, so a new
 * deploy installs a new worker and drops the old shell.
 */
export function serviceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'hostel-meals:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const built = Object.keys(bundle)
        .filter((file) => !NOT_PRECACHED.some((pattern) => pattern.test(file)))
        .map((file) => `/${file}`);
      const precache = [...built, ...PUBLIC_SHELL].sort();
      const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'));
      const version = crypto
        .createHash('sha256')
        .update(precache.join('\n'))
        .update(indexHtml)
        .digest('hex')
        .slice(0, 12);
      const template = fs.readFileSync(new URL('./sw.js', import.meta.url), 'utf8');
      const worker = template
        .replace("'__VERSION__'", JSON.stringify(version))
        .replace('__PRECACHE__', JSON.stringify(precache));
      fs.writeFileSync(path.join(outDir, 'sw.js'), worker);
    },
  };
}
