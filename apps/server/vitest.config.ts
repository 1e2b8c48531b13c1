import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share a worker's module graph: each server file imports the whole app, and importing
    // it afresh per file cost more than the tests (issue 22 part 5). Files keep no state between
    // them: each builds its own app on its own data folder.
    isolate: false,
  },
});
