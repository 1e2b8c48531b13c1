// Discovering dialects: every folder of a dialects directory is one registered dialect of the
// same id, and every registered dialect has its folder. Counting both ways makes a folder left
// unregistered (or a registration without its folder) fail (DESIGN §3).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { registeredDialects } from '../../src/index.js';

export const SRC_DIALECTS_DIR = fileURLToPath(new URL('../../src/dialects/', import.meta.url));

/** The folder names under each directory, sorted. */
export function dialectFolders(...dirs: string[]): string[] {
  return dirs
    .flatMap((dir) => readdirSync(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Asserts the registry holds exactly one dialect per folder, named as its folder. */
export function expectEveryDialectDiscovered(folders: readonly string[]): void {
  const ids = registeredDialects()
    .map((dialect) => dialect.id)
    .sort();
  expect(ids).toEqual(folders);
}
