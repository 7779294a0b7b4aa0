import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa.ts';

// The web build leaves .br and .gz twins of its text files (apps/web/build/precompress-plugin.ts);
// the server picks the one the browser accepts, and the plain file otherwise.
const SCRIPT = `console.log(${JSON.stringify('hostel meals '.repeat(200))});`;
const INDEX = `<!doctype html><title>Hostel Meals</title><p>${'menu '.repeat(300)}</p>`;

describe('serving the compressed build', () => {
  let app: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-dist-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    const write = (file: string, content: string, twins: boolean) => {
      fs.writeFileSync(path.join(distDir, file), content);
      if (!twins) return;
      fs.writeFileSync(path.join(distDir, `${file}.br`), zlib.brotliCompressSync(content));
      fs.writeFileSync(path.join(distDir, `${file}.gz`), zlib.gzipSync(content));
    };
    write('index.html', INDEX, true);
    write('assets/app-abc123.js', SCRIPT, true);
    write('assets/small-abc123.js', 'console.log(1)', false);
    app = Fastify();
    await registerSpa(app, distDir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends Brotli when accepted, as JavaScript, still cached for good and varying on Accept-Encoding', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without Brotli, and the plain file to one that accepts neither', async () => {
    const gzipped = await get('/assets/app-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a file that has no twin as it is', async () => {
    const res = await get('/assets/small-abc123.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
  });

  it('compresses index.html for client routes too, never cached', async () => {
    const res = await get('/meals?sortBy=price', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });
});
