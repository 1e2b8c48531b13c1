// `npm run screenshots`: runs the journeys (which write e2e/screenshots/, git-ignored) and then,
// on purpose, copies the pictures the README shows into docs/screenshots/. Ordinary e2e runs
// never touch tracked files. The list of pictures is the README itself: every
// `docs/screenshots/<name>.png` it references, each of which this run must have produced.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shots = path.join(root, 'e2e/screenshots');
const docs = path.join(root, 'docs/screenshots');

const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const names = [
  ...new Set([...readme.matchAll(/docs\/screenshots\/([\w.-]+\.png)/g)].map((m) => m[1]!)),
];
if (names.length === 0) throw new Error('README.md references no docs/screenshots/*.png');

const started = Date.now();
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: path.join(root, 'e2e'),
  stdio: 'inherit',
  env: { ...process.env, E2E_LANGUAGES: 'all' },
});
if (run.status !== 0) {
  console.error('journeys failed: docs/screenshots left unchanged');
  process.exit(run.status ?? 1);
}

const stale = names.filter((name) => {
  try {
    return statSync(path.join(shots, name)).mtimeMs < started;
  } catch {
    return true;
  }
});
if (stale.length > 0) {
  console.error(`not written by this run: ${stale.join(', ')}; docs/screenshots left unchanged`);
  process.exit(1);
}
mkdirSync(docs, { recursive: true });
for (const name of names) copyFileSync(path.join(shots, name), path.join(docs, name));
console.log(`docs/screenshots: ${names.length} pictures refreshed (${names.join(', ')})`);
