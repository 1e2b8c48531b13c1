import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openSqliteStore } from '../src/db/database.js';
import { SchemaTooNewError, migrateToLatest } from '../src/db/migrate.js';
import { MIGRATIONS } from '../src/db/migrations/index.js';
import { WeakAdminPasswordError } from '../src/db/bootstrap.js';
import { verifyPassword } from '../src/auth/passwords.js';
import { isStrongPassword } from '@tessera/contracts';
import { openServices } from '../src/services.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-start-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const configFor = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({ TESSERA_DATA_DIR: dataDir, TESSERA_WEB_DIR: '', TESSERA_DEMO_ROWS: '2000', ...env });

describe('first start', () => {
  it('creates the store, the keys (mode 600), the default organisation and admin with a generated password', async () => {
    const dataDir = tempDir();
    const services = await openServices(configFor(dataDir));
    try {
      const password = services.bootstrap.generatedAdminPassword;
      expect(password && isStrongPassword(password)).toBe(true);
      const file = path.join(dataDir, 'initial-admin-password');
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(password);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
      const admin = await services.db
        .selectFrom('users')
        .selectAll()
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(admin.password_hash, password ?? '')).toBe(true);
      expect(await services.db.selectFrom('organisations').selectAll().execute()).toHaveLength(1);
    } finally {
      await services.db.destroy();
    }
  });

  it('uses TESSERA_ADMIN_PASSWORD when set and writes no password file', async () => {
    const dataDir = tempDir();
    const services = await openServices(
      configFor(dataDir, { TESSERA_ADMIN_PASSWORD: 'Chosen#Pass1' }),
    );
    await services.db.destroy();
    expect(services.bootstrap.generatedAdminPassword).toBeNull();
    expect(fs.existsSync(path.join(dataDir, 'initial-admin-password'))).toBe(false);
  });

  it('refuses a weak TESSERA_ADMIN_PASSWORD', async () => {
    await expect(
      openServices(configFor(tempDir(), { TESSERA_ADMIN_PASSWORD: 'password' })),
    ).rejects.toBeInstanceOf(WeakAdminPasswordError);
  });
});

describe('later starts', () => {
  it('keep every account and key and create nothing twice', async () => {
    const dataDir = tempDir();
    const first = await openServices(configFor(dataDir));
    await first.db.updateTable('users').set({ nick_name: 'Kept' }).execute();
    await first.db.destroy();
    const key = fs.readFileSync(path.join(dataDir, 'secret.key'), 'utf8');
    const second = await openServices(configFor(dataDir));
    try {
      expect(second.bootstrap).toEqual({ generatedAdminPassword: null, createdAdmin: false });
      expect(await second.db.selectFrom('users').select('nick_name').execute()).toEqual([
        { nick_name: 'Kept' },
      ]);
      expect(fs.readFileSync(path.join(dataDir, 'secret.key'), 'utf8')).toBe(key);
    } finally {
      await second.db.destroy();
    }
  });
});

describe('migrations', () => {
  it('run once, and running again changes nothing', async () => {
    const db = openSqliteStore(path.join(tempDir(), 'm.db'));
    try {
      expect(await migrateToLatest(db)).toEqual(Object.keys(MIGRATIONS));
      expect(await migrateToLatest(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('two stores on one file migrating at the same moment both succeed, once', async () => {
    const file = path.join(tempDir(), 'm.db');
    const a = openSqliteStore(file);
    const b = openSqliteStore(file);
    try {
      const [ra, rb] = await Promise.all([migrateToLatest(a), migrateToLatest(b)]);
      expect([...ra, ...rb]).toEqual(Object.keys(MIGRATIONS));
      const roles = await a.selectFrom('roles').select('code').execute();
      expect(roles).toHaveLength(3);
    } finally {
      await a.destroy();
      await b.destroy();
    }
  });

  it('refuse a store migrated by newer code', async () => {
    const db = openSqliteStore(path.join(tempDir(), 'm.db'));
    try {
      await migrateToLatest(db);
      await sql`insert into kysely_migration (name, timestamp) values ('9999_future', '2030-01-01')`.execute(
        db,
      );
      await expect(migrateToLatest(db)).rejects.toBeInstanceOf(SchemaTooNewError);
    } finally {
      await db.destroy();
    }
  });
});
