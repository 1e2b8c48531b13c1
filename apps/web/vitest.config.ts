import { defineConfig } from 'vitest/config';
import { componentTestFiles, webTestShared } from './vitest.shared';

// Components (`.test.tsx`) render into jsdom on a module graph and a page the worker's files
// share (src/test/setup.ts clears what a file leaves behind); the files that mock a module run
// in vitest.mocking.config.ts. The plain `.test.ts` modules run in node through
// vitest.node.config.ts (project web-node); a `.test.ts` that needs a DOM says so with
// `// @vitest-environment jsdom`. All three are listed in the root vitest.config.ts.
export default defineConfig({
  test: {
    name: 'web-dom',
    include: componentTestFiles(false),
    environment: 'jsdom',
    isolate: false,
    ...webTestShared,
  },
});
