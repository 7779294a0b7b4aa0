// A worker thread does not inherit the main thread's TypeScript loader (`node --import tsx`, or
// vitest's), so it registers tsx itself before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
