import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's unit and integration tests.
export default defineConfig({
  test: {
    // Two test files at a time: on the 2-core CI machine vitest's default ran one, and many
    // files wait on PostgreSQL, MariaDB or DuckDB's threads rather than on the CPU.
    maxWorkers: 2,
    // One error is the harness's, not the product's: React's scheduler running a passive-effect
    // flush it queued during a component file's last commit after vitest has torn that file's
    // jsdom down (react-dom reads `window.event` there). Files wait for queued work before the
    // teardown (apps/web/src/test/setup.ts), but a loaded machine can still let one slip past.
    // Only that exact error, from React's own scheduler task, is let through; every other
    // unhandled error still fails the run.
    onUnhandledError: (error) => !isReactTaskAfterJsdomTeardown(error),
    projects: [
      'packages/contracts',
      'packages/test-support',
      'packages/engine',
      'apps/server',
      // The web app is three projects: components in jsdom on a shared module graph
      // (apps/web/vitest.config.ts, web-dom), the component files that mock a module, each on a
      // graph of its own (web-dom-mocking), and the plain modules in node (web-node), which
      // skip jsdom's start-up.
      'apps/web',
      'apps/web/vitest.mocking.config.ts',
      'apps/web/vitest.node.config.ts',
    ],
  },
});

function isReactTaskAfterJsdomTeardown(error: { name?: string; message?: string; stack?: string }) {
  const stack = error.stack ?? '';
  return (
    error.name === 'ReferenceError' &&
    error.message === 'window is not defined' &&
    stack.includes('scheduler/cjs/scheduler') &&
    stack.includes('react-dom/cjs/react-dom-client')
  );
}
