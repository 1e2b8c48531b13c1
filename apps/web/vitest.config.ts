import { defineConfig } from 'vitest/config';
import { webTestShared } from './vitest.shared';

// Components (`.test.tsx`) render into jsdom. The plain `.test.ts` modules run in node through
// vitest.node.config.ts (project web-node), which is listed beside this one in the root
// vitest.config.ts; a `.test.ts` that needs a DOM says so with `// @vitest-environment jsdom`.
export default defineConfig({
  test: {
    name: 'web-dom',
    include: ['src/**/*.test.tsx'],
    environment: 'jsdom',
    ...webTestShared,
  },
});
