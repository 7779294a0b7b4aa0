import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// fs-native-extensions (Holepunch) ships no types: the one call we use, typed here.
const { tryLock } = createRequire(import.meta.url)('fs-native-extensions') as {
  /** Takes an exclusive lock on the whole file without waiting; false when another holds it. */
  tryLock(fd: number): boolean;
};

/**
 * PGlite has no lock of its own: two processes on one data directory silently lose writes. We hold
 * an exclusive lock on `server.lock` for as long as the database is open: an open-file-description
 * lock (fcntl F_OFD_SETLK on Linux, flock on macOS) that the kernel drops when its file is closed,
 * that is when the holder exits, however it dies (SIGKILL, OOM, a container stopped). Nothing reads a
 * pid: a zombie or another process that got the dead holder's pid holds no lock, so the next start
 * comes up at once. The pid written into the file only helps the operator, in the refusal's message.
 * Node opens files close-on-exec, so a child process never inherits the lock; a second open of the
 * file, even in this process, does not share it (what makes a second server in a test refuse too).
 * The file is never deleted: a process could be waiting on the old inode while another makes a new one.
 * See docs/decisions/099-data-dir-lock-held-by-the-kernel.md.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'server.lock');
  // Not through a symbolic link: the holder truncates the file it opened.
  const { O_RDWR, O_CREAT, O_APPEND, O_NOFOLLOW } = fs.constants;
  const fd = fs.openSync(lockPath, O_RDWR | O_CREAT | O_APPEND | O_NOFOLLOW, 0o600);
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  if (!locked) {
    const holder = fs.readFileSync(fd, 'utf8').trim();
    fs.closeSync(fd);
    throw new DataDirInUseError(dir, holder);
  }
  fs.ftruncateSync(fd);
  fs.writeSync(fd, String(process.pid), 0);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    fs.closeSync(fd); // closing the file drops the lock
  };
}

/** Another process (a server, a backup or a restore) holds the data directory. */
export class DataDirInUseError extends Error {
  constructor(dir: string, holderPid: string) {
    super(
      `DATA_DIR ${dir} is in use by another server${holderPid ? ` (pid ${holderPid})` : ''}. Stop it first, or use another DATA_DIR.`,
    );
  }
}
