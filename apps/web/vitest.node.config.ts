import { defineConfig } from 'vitest/config';
import { webTestShared } from './vitest.shared';

// The web app's plain modules (`.test.ts`: the HTTP client, the canvas store and actions,
// formatting, query building) need no DOM and skip jsdom's start-up in every file. The few
// that do use one start with `// @vitest-environment jsdom`. Components: vitest.config.ts.
export default defineConfig({
  test: {
    name: 'web-node',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Files share a worker's module graph: importing it afresh per file was nearly all the time.
    isolate: false,
    ...webTestShared,
  },
});
