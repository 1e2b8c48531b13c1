import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's unit and integration tests.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/test-support',
      'packages/engine',
      'apps/server',
      'apps/web',
    ],
  },
});
