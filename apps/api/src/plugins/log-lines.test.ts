import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LogLines } from './log-lines.ts';

const files: string[] = [];
function tempFile(): { file: string; fd: number } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'log-lines-')), 'out.log');
  files.push(file);
  return { file, fd: fs.openSync(file, 'w') };
}
afterEach(() => {
  for (const file of files.splice(0)) fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

const line = (i: number) => `{"n":${i},"msg":"ৰ line"}\n`;

describe('LogLines', () => {
  it('keeps every line, in order, across many writes, and end() resolves once all are on disk', async () => {
    const { file, fd } = tempFile();
    const out = new LogLines(fd, { flushAt: 512 });
    const expected: string[] = [];
    for (let i = 0; i < 5000; i++) {
      out.write(line(i));
      expected.push(line(i));
      if (i % 97 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await out.end();
    expect(fs.readFileSync(file, 'utf8')).toBe(expected.join(''));
  });

  it('holds lines below the threshold until the timer writes them', async () => {
    const { file, fd } = tempFile();
    const out = new LogLines(fd, { flushAt: 1_000_000, flushEveryMs: 50 });
    out.write(line(1));
    expect(fs.readFileSync(file, 'utf8')).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fs.readFileSync(file, 'utf8')).toBe(line(1));
    await out.end();
  });

  it('writes what is gathered synchronously when asked at exit', () => {
    const { file, fd } = tempFile();
    const out = new LogLines(fd, { flushAt: 1_000_000 });
    out.write(line(1));
    out.write(line(2));
    out.flushSync();
    expect(fs.readFileSync(file, 'utf8')).toBe(line(1) + line(2));
    return out.end();
  });

  it('end() with nothing gathered resolves at once', async () => {
    const { fd } = tempFile();
    await new LogLines(fd).end();
  });
});
