import { defineConfig } from 'vitest/config';
import { componentTestFiles, webTestShared } from './vitest.shared';

// Components (`.test.tsx`) render into jsdom, each file in a fresh jsdom but on a module graph
// the worker's files share; the files that mock a module run in vitest.mocking.config.ts. The
// plain `.test.ts` modules run in node through vitest.node.config.ts (project web-node); a
// `.test.ts` that needs a DOM says so with `// @vitest-environment jsdom`. All three are listed
// in the root vitest.config.ts.
export default defineConfig({
  test: {
    name: 'web-dom',
    include: componentTestFiles(false),
    environment: 'jsdom',
    isolate: false,
    ...webTestShared,
  },
});
