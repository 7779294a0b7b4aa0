import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// `npm run lint` lets the web app load at run time only the contract modules that the Biome plugin
// scripts/lint/web-contract-imports.grit lists. This keeps that list true: each listed module is
// free of zod, also through what it imports, and each zod-free module is listed (nothing is refused
// for no reason).

const CONTRACT_DIR = new URL('../../../../packages/contract/src/', import.meta.url);
const PLUGIN = new URL('../../../../scripts/lint/web-contract-imports.grit', import.meta.url);

const modules = readdirSync(CONTRACT_DIR)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.slice(0, -'.ts'.length));

const importsOf = (module: string) =>
  [...readFileSync(new URL(`${module}.ts`, CONTRACT_DIR), 'utf8').matchAll(/from '([^']+)'/g)].map(
    ([, source]) => source ?? '',
  );

function usesZod(module: string, seen = new Set<string>()): boolean {
  if (seen.has(module)) return false;
  seen.add(module);
  return importsOf(module).some(
    (source) => source === 'zod' || (source.startsWith('./') && usesZod(source.slice(2).replace(/\.ts$/, ''), seen)),
  );
}

function allowedByPlugin(): string[] {
  const list = readFileSync(PLUGIN, 'utf8').match(/not \$source <: r"\.@hostel\/contract\/\(\?:([^)]+)\)/)?.[1];
  if (!list) throw new Error('The allowed list was not found in web-contract-imports.grit');
  return list.split('|');
}

describe('zod-free contract modules the web app may load', () => {
  it('lists exactly the contract modules that do not reach zod', () => {
    const zodFree = modules.filter((module) => !usesZod(module)).sort();
    expect(allowedByPlugin().sort()).toEqual(zodFree);
  });
});
