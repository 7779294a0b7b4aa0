import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';

declare module 'vitest' {
  interface ProvidedContext {
    pgliteTemplateDir: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one template database per run; each test file then gets a copy of it
 * (a folder copy for PGlite, CREATE DATABASE … TEMPLATE for PostgreSQL): fresh and fast.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'api-postgres') return setupPostgres(project);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-pglite-template-'));
  const database = await openPglite(dir);
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplateDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL as string;
  const template = `hm_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const database = await openPostgres(withDatabase(url, template), 1);
  await database.migrate();
  await database.close();
  project.provide('postgresTemplate', template);
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 || '_c_%' or datname = $1`,
      [template],
    );
    for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
