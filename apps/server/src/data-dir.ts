import fs from 'node:fs';
import path from 'node:path';

/** Owner-only: the data folder holds password hashes, keys and every warehouse row. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes the data folder private (SECURITY F6): the folder 0700, everything in it 0600 (folders
 * 0700), whatever the umask was when an earlier version or another tool wrote them. New files
 * are private from birth because main.ts sets the process umask to 077 before anything opens.
 */
export function secureDataDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const visit = (folder: string) => {
    fs.chmodSync(folder, PRIVATE_DIR_MODE);
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile()) fs.chmodSync(full, PRIVATE_FILE_MODE);
    }
  };
  visit(dir);
}
