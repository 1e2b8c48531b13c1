// Ingestion (uploads, the warehouse writer, extracts, the demo data) is built on the compiler
// and the dialects; the compiler side never reaches into ingestion (DESIGN §2). This test reads
// every import of the engine's source and fails on one that points the wrong way; eslint's
// no-restricted-imports says the same while editing.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const INGESTION = join(SRC, 'ingestion');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

/** The relative module specifiers a file imports or re-exports, statically or dynamically. */
const relativeImports = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map(
    (match) => match[1]!,
  );

const inIngestion = (path: string) => !relative(INGESTION, path).startsWith('..');

describe('the arrow between the compiler and ingestion', () => {
  it('has ingestion in its own folder beside the compiler', () => {
    const folders = readdirSync(INGESTION, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(['demo', 'extract', 'upload', 'warehouse']);
  });

  it('points one way: no file outside ingestion/ imports from it', () => {
    const wrongWay = sourceFiles(SRC)
      .filter((file) => !inIngestion(file))
      .flatMap((file) =>
        relativeImports(file)
          .filter((specifier) => inIngestion(resolve(dirname(file), specifier)))
          .map((specifier) => `${relative(SRC, file)} → ${specifier}`),
      );
    expect(wrongWay).toEqual([]);
  });

  it('is used: ingestion imports the compiler side (the check above is not vacuous)', () => {
    const inward = sourceFiles(INGESTION).flatMap((file) =>
      relativeImports(file).filter((specifier) => !inIngestion(resolve(dirname(file), specifier))),
    );
    expect(inward.length).toBeGreaterThan(0);
  });
});
