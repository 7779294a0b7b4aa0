import { defineConfig } from 'vitest/config';

// API tests run once per database kind: always on embedded PGlite, and on PostgreSQL too when
// TEST_DATABASE_URL points at a server (as .ci/run does when one answers).
const apiTests = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${kind}`,
    include: ['apps/api/src/**/*.test.ts'],
    globalSetup: ['apps/api/test/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      apiTests('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiTests('postgres')] : []),
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
  },
});
