// `npm run bench -- users`: the user list of system/user with 10,000 users (issue 21: a page in
// ≤ 50 ms). A real server on 127.0.0.1 over a fresh SQLite metadata store; users are written
// straight into the store (one password hash shared: hashing 10,000 would only time argon2),
// spread over 20 departments with roles and attributes, then each query shape is asked in turn.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { UserGridPage, UserGridQuery } from '@tessera/contracts';
import { buildApp } from '../apps/server/src/app.js';
import { hashPassword } from '../apps/server/src/auth/passwords.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openServices } from '../apps/server/src/services.js';

const ADMIN_PASSWORD = 'Bench#Admin2026';
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const DEPARTMENTS = 20;
const ROUNDS = 60;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function runUsersBench(): Promise<void> {
  process.env.HOME ??= '/tmp';
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-users-bench-'));
  const config = loadConfig({
    TESSERA_DATA_DIR: dataDir,
    TESSERA_WEB_DIR: '',
    TESSERA_ADMIN_PASSWORD: ADMIN_PASSWORD,
    TESSERA_LOG_LEVEL: 'silent',
    TESSERA_DEMO_ROWS: '1000',
  });
  const services = await openServices(config);
  const app = await buildApp(config, services, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no listening address');
  const base = `http://127.0.0.1:${address.port}`;
  try {
    const db = services.db;
    const now = Date.now();
    const departments: number[] = [];
    for (let d = 0; d < DEPARTMENTS; d += 1) {
      const row = await db
        .insertInto('organisations')
        .values({ pid: 1, name: `Department ${d}`, create_time: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      departments.push(row.id);
    }
    const roles = await db.selectFrom('roles').select(['id', 'code']).execute();
    const member = roles.find((r) => r.code === 'org_member')!.id;
    const orgAdmin = roles.find((r) => r.code === 'org_admin')!.id;
    const hash = await hashPassword('Bench#User2026');
    const seeded = performance.now();
    const BATCH = 500;
    for (let start = 0; start < USERS; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, USERS - start) }, (_, i) => start + i);
      const ids = await db
        .insertInto('users')
        .values(
          batch.map((n) => ({
            org_id: departments[n % DEPARTMENTS]!,
            username: `user${n}`,
            nick_name: `User ${n}`,
            email: `user${n}@example.com`,
            phone: null,
            password_hash: hash,
            language: null,
            enabled: n % 17 === 0 ? 0 : 1,
            create_time: now + n,
            update_time: now + n,
          })),
        )
        .returning('id')
        .execute();
      await db
        .insertInto('user_roles')
        .values(
          ids.map((row, i) => ({ user_id: row.id, role_id: i % 10 === 0 ? orgAdmin : member })),
        )
        .execute();
      await db
        .insertInto('user_attributes')
        .values(ids.map((row, i) => ({ user_id: row.id, name: 'region', value: `R${i % 7}` })))
        .execute();
    }
    console.log(
      `${USERS} users in ${DEPARTMENTS} departments written in ${(performance.now() - seeded).toFixed(0)} ms`,
    );

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    const shapes: { name: string; page: number; size: number; query: UserGridQuery }[] = [
      { name: 'first page of 20', page: 1, size: 20, query: {} },
      { name: 'page 250 of 20', page: 250, size: 20, query: {} },
      { name: 'page of 100', page: 3, size: 100, query: {} },
      { name: 'keyword "user12"', page: 1, size: 20, query: { keyword: 'user12' } },
      { name: 'one department', page: 2, size: 20, query: { deptId: departments[3]! } },
      { name: 'role + disabled', page: 1, size: 20, query: { roleId: member, enabled: false } },
    ];
    console.log(`shape                     median ms   p95 ms   rows   itemCount`);
    for (const shape of shapes) {
      const times: number[] = [];
      let last: UserGridPage | null = null;
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        const response = await fetch(`${base}/api/user/userGrid/${shape.page}/${shape.size}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify(shape.query),
        });
        const envelope = (await response.json()) as { success: boolean; data: UserGridPage };
        times.push(performance.now() - started);
        if (!envelope.success) throw new Error(`${shape.name}: ${JSON.stringify(envelope)}`);
        last = envelope.data;
      }
      // The first rounds warm the statement cache; the figures are of the steady state.
      const steady = times.slice(10).sort((a, b) => a - b);
      console.log(
        `${shape.name.padEnd(26)}${percentile(steady, 50).toFixed(1).padStart(9)}${percentile(
          steady,
          95,
        )
          .toFixed(1)
          .padStart(
            9,
          )}${String(last!.listObject.length).padStart(7)}${String(last!.itemCount).padStart(12)}`,
      );
    }
  } finally {
    await app.close();
    await services.db.destroy();
    await services.resultCache.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
