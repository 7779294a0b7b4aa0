// `npm run bench [-- --small | --help]`: the load benchmark (scripts/bench/main.ts, TypeScript run
// through tsx like the server). Full run → bench/results.md; --small (CI) → .reports/bench-small.md.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('./bench/main.ts', import.meta.url));
const { status } = spawnSync(process.execPath, ['--import', 'tsx', main, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(status ?? 1);
