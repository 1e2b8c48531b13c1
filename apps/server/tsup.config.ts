import { defineConfig } from 'tsup';

// Bundles the server and the workspace's TypeScript packages into dist/main.js; npm
// dependencies (native ones included) stay external and load from node_modules.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@tessera\//],
});
