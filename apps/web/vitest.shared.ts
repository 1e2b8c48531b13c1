import { fileURLToPath } from 'node:url';

/**
 * What both web test projects share (vitest.config.ts for components in jsdom,
 * vitest.node.config.ts for the plain modules in node): the setup file, which fills in the
 * browser APIs jsdom lacks (only where a window exists), and the preload that sizes jsdom's selector cache for
 * antd's style sheets (see the file; a node worker never loads nwsapi, so it costs nothing).
 */
export const webTestShared = {
  setupFiles: ['src/test/setup.ts'],
  execArgv: ['--import', fileURLToPath(new URL('./src/test/nwsapi-cache.mjs', import.meta.url))],
};
