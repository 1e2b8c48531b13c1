import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * What the web test projects share (vitest.config.ts and vitest.mocking.config.ts for
 * components in jsdom, vitest.node.config.ts for the plain modules in node): the setup file,
 * which fills in the browser APIs jsdom lacks (only where a window exists), and the preload that
 * sizes jsdom's selector cache for antd's style sheets (see the file; a node worker never loads
 * nwsapi, so it costs nothing).
 */
export const webTestShared = {
  setupFiles: ['src/test/setup.ts'],
  execArgv: ['--import', fileURLToPath(new URL('./src/test/nwsapi-cache.mjs', import.meta.url))],
};

const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

/**
 * The component test files, split by whether they replace a module with `vi.mock`. The others
 * share a worker's module graph (antd, React and the app imported once per worker instead of
 * once per file: 166 s of import time → 56 s, issue 22 part 5); a file that mocks a module
 * needs a graph of its own, or the mock would leak into every file after it.
 */
export function componentTestFiles(mocking: boolean): string[] {
  const src = fileURLToPath(new URL('./src', import.meta.url));
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.tsx'))
    .filter((file) => MOCKS_A_MODULE.test(readFileSync(`${src}/${file}`, 'utf8')) === mocking)
    .map((file) => `src/${file}`);
}
