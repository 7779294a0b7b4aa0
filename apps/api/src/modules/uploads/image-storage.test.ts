import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './image-storage.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-image-storage-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('disk image storage', () => {
  it('leaves no temp file when a save fails', async () => {
    // A folder where the file should go makes the final rename fail for real.
    fs.mkdirSync(path.join(dir, 'taken.webp', 'inside'), { recursive: true });
    const storage = createDiskStorage(dir);
    await expect(storage.save('taken.webp', Buffer.from('webp bytes'))).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual(['taken.webp']);
  });

  it("keeps a photo's widths in folders of their own and removes them with the photo", async () => {
    const storage = createDiskStorage(dir);
    await storage.save('plate.webp', Buffer.from('full'));
    await storage.save('w640/plate.webp', Buffer.from('smaller'));
    expect((await storage.read('w640/plate.webp'))?.toString()).toBe('smaller');
    expect(await storage.read('w400/plate.webp')).toBeNull();
    await storage.remove('plate.webp');
    expect(await storage.exists('plate.webp')).toBe(false);
    expect(await storage.exists('w640/plate.webp')).toBe(false);
  });

  it('answers no image for a name too long to be a file, rather than failing', async () => {
    const storage = createDiskStorage(dir);
    expect(await storage.read(`${'a'.repeat(16_000)}.webp`)).toBeNull();
  });

  it.each(['../x.webp', 'w640/../x.webp', 'w/x.webp', 'a/b.webp', 'x.webp\u0000', 'x.html', ''])(
    'refuses the unsafe name %j',
    async (name) => {
      const storage = createDiskStorage(dir);
      await expect(storage.save(name, Buffer.from('x'))).rejects.toThrow(/Unsafe upload name/);
      await expect(storage.exists(name)).rejects.toThrow(/Unsafe upload name/);
    },
  );
});
