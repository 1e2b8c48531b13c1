import { defineConfig } from 'vitest/config';
import { componentTestFiles, webTestShared } from './vitest.shared';

// Component files that replace a module with `vi.mock`: each imports the app afresh, so its
// mocks never reach another file (the others share a graph: vitest.config.ts).
export default defineConfig({
  test: {
    name: 'web-dom-mocking',
    include: componentTestFiles(true),
    environment: 'jsdom',
    ...webTestShared,
  },
});
