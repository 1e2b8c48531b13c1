import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** The engine's npm dependencies (DuckDB's native binding, pg, mysql2) load from node_modules. */
const engineDependencies = Object.keys(
  (
    JSON.parse(
      readFileSync(new URL('../../packages/engine/package.json', import.meta.url), 'utf8'),
    ) as { dependencies?: Record<string, string> }
  ).dependencies ?? {},
).filter((name) => !name.startsWith('@tessera/'));

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
  external: engineDependencies,
});
