// SECURITY F6: the data folder is 0700 and every file in it 0600 — the metadata store, its WAL
// and shared-memory files, the warehouse, the keys — even when the server is started with a
// permissive umask and has written through every store.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonClient, signIn } from './raw.js';
import { OWN_SERVER, startTarget, type Target } from './target.js';

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe.runIf(OWN_SERVER)('F6 the data folder is private', () => {
  let target: Target;
  beforeAll(async () => {
    target = await startTarget({}, { umask: '000' });
  }, 90_000);
  afterAll(async () => target?.stop());

  it('F6: creates the folder 0700 and every file 0600 under umask 000, after writes to every store', async () => {
    const token = await signIn(target);
    const api = jsonClient(target, token);
    // Writes: a session, a failed sign-in counter, a language choice, a warehouse query.
    await jsonClient(target).post('/api/auth/login', {
      username: 'nobody',
      password: 'Wrong#Pass1',
    });
    await api.post('/api/user/setLanguage/en');
    const sources = (await api.post('/datasource/list')).json<{ data: { id: string }[] }>().data;
    await api.post(`/datasource/getTables/${sources[0]!.id}`);

    const dataDir = target.dataDir!;
    expect(mode(dataDir)).toBe(0o700);
    const files = fs.readdirSync(dataDir, { recursive: true, encoding: 'utf8' });
    const names = files.map((f) => path.basename(f));
    // The stores really are there, WAL and shared memory included.
    for (const expected of [
      'tessera.db',
      'tessera.db-wal',
      'tessera.db-shm',
      'warehouse.duckdb',
      'secret.key',
    ])
      expect(names).toContain(expected);
    for (const file of files) {
      const full = path.join(dataDir, file);
      const expected = fs.statSync(full).isDirectory() ? 0o700 : 0o600;
      expect(mode(full).toString(8), file).toBe(expected.toString(8));
    }
  });

  it('F6: makes an existing folder private again at start, files an older version left 0644', async () => {
    const dataDir = target.dataDir!;
    await target.stop();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.chmodSync(dataDir, 0o755);
    const stray = path.join(dataDir, 'left-by-an-older-version.txt');
    fs.writeFileSync(stray, 'x', { mode: 0o644 });
    fs.chmodSync(stray, 0o644);
    const { secureDataDir } = await import('../../src/data-dir.js');
    secureDataDir(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(stray)).toBe(0o600);
  });
});
