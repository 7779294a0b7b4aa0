// `npm run build` (and so `npm start`): builds the web app only when its sources changed, into a
// folder of its own, then points apps/web/dist at it by renaming a symbolic link over the old one.
// The build's name is a hash of everything it is made from (apps/web, packages/contract, the
// lockfile, VITE_* variables), so a start with unchanged sources builds nothing; two starts from one
// checkout each build into a scratch folder of their own and never write into the folder the other
// reads or serves; a server keeps the build it started with (plugins/spa.ts resolves the link).
// `--force` builds again even when a build of the same sources exists. See decision 101.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const buildsDir = path.join(web, '.builds');
const dist = path.join(web, 'dist');
/** Builds kept besides the current one, for servers still running on them. */
const KEEP = 3;
const INPUTS = ['apps/web', 'packages/contract', 'package.json', 'package-lock.json', 'tsconfig.base.json'];
const OUTPUTS = new Set(['node_modules', 'dist', '.builds']);

function hashInputs() {
  const hash = crypto.createHash('sha256');
  const visit = (relative) => {
    const stat = fs.lstatSync(path.join(root, relative));
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(path.join(root, relative)).sort())
        if (!OUTPUTS.has(name) && !name.startsWith('dist.')) visit(path.join(relative, name));
    } else if (stat.isFile()) {
      hash.update(`${relative}\0${stat.size}\0`).update(fs.readFileSync(path.join(root, relative)));
    }
  };
  for (const input of INPUTS) visit(input);
  for (const [name, value] of Object.entries(process.env).sort())
    if (name.startsWith('VITE_')) hash.update(`${name}=${value}\0`);
  return hash.digest('hex').slice(0, 16);
}

/** Points apps/web/dist at `.builds/<id>` in one rename, which replaces the old link atomically. */
function switchTo(id) {
  const link = path.join(web, `dist.${process.pid}.tmp`);
  fs.rmSync(link, { force: true });
  fs.symlinkSync(path.join('.builds', id), link);
  // A folder left by a build of an older release: a link cannot be renamed over it.
  if (fs.lstatSync(dist, { throwIfNoEntry: false })?.isDirectory()) fs.rmSync(dist, { recursive: true, force: true });
  fs.renameSync(link, dist);
}

/** Removes all but the newest KEEP builds (and the current one), and scratch folders of builds that died. */
function prune(currentId) {
  const hour = Date.now() - 60 * 60 * 1000;
  const entries = fs
    .readdirSync(buildsDir)
    .map((name) => ({ name, mtime: fs.statSync(path.join(buildsDir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  const builds = entries.filter((e) => !e.name.includes('.building-') && e.name !== currentId);
  const stale = [...builds.slice(KEEP), ...entries.filter((e) => e.name.includes('.building-') && e.mtime < hour)];
  for (const { name } of stale) fs.rmSync(path.join(buildsDir, name), { recursive: true, force: true });
}

const id = hashInputs();
const target = path.join(buildsDir, id);
const built = () => fs.existsSync(path.join(target, 'index.html'));
if (built() && !process.argv.includes('--force')) {
  console.log(`The web app is up to date (build ${id}); nothing to build.`);
} else {
  fs.mkdirSync(buildsDir, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(buildsDir, `${id}.building-`));
  fs.chmodSync(scratch, 0o777 & ~process.umask()); // mkdtemp's 0700 would hide it from a server run as another user
  const vite = spawnSync('npx', ['vite', 'build', '--outDir', scratch, '--emptyOutDir'], {
    cwd: web,
    stdio: 'inherit',
  });
  if (vite.status !== 0 || !fs.existsSync(path.join(scratch, 'index.html'))) {
    fs.rmSync(scratch, { recursive: true, force: true });
    console.error('The web app did not build.');
    process.exit(vite.status || 1);
  }
  const previous = `${target}.previous-${process.pid}`;
  if (built()) fs.renameSync(target, previous); // --force: the new one takes its place
  try {
    fs.renameSync(scratch, target);
  } catch (error) {
    // Another start built the same sources at the same time and was first: use its build.
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  fs.rmSync(previous, { recursive: true, force: true });
  console.log(`Built the web app (build ${id}).`);
}
switchTo(id);
prune(id);
