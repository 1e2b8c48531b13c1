// SECURITY C4 through the HTTP routes on a real PostgreSQL data source whose login is the
// superuser `postgres`: such a login reads server files, imports large objects, takes advisory
// locks and reads the catalogues, so the allow-list check is the only line. Every spelling of
// issue 18 is refused by the preview, by saving (direct or extract) and by the extract sync of
// SQL stored before the check knew it, with 400 DATASET_SQL_REFUSED and a localised message
// that names the function or relation — never the SQL, never a byte of the file — and nothing
// is created: no dataset, no large object, no lock, nothing in the warehouse.
import type {
  DatasetTreeNode,
  DatasetView,
  Language,
  SqlPreview,
  SyncLog,
} from '@tessera/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalReason } from '../../src/dataset/sql-refusals.js';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { CJK, expectLocalisedError } from '../security/support.js';
import {
  client,
  createPostgresDatabase,
  dataOf,
  eventually,
  PG,
  serviceAvailable,
  type ThrowawayDatabase,
} from '../datasource/support.js';
import { addSource, findNode, type Api } from './support.js';

/** Each spelling, with the function or relation the refusal must name. */
const SPELLINGS: readonly [sql: string, reason: string, subject: string][] = [
  ["SELECT ('/etc/passwd').pg_read_file AS f", 'forbidden_function', 'pg_read_file'],
  [
    "SELECT t.pg_read_file AS f FROM unnest(ARRAY['/etc/passwd']) t",
    'forbidden_function',
    'pg_read_file',
  ],
  [
    'SELECT "pg_catalog"."pg_read_file"(\'/etc/passwd\') AS f',
    'forbidden_function',
    'pg_catalog.pg_read_file',
  ],
  [
    "SELECT PG_CATALOG.PG_READ_FILE('/etc/passwd') AS f",
    'forbidden_function',
    'pg_catalog.pg_read_file',
  ],
  ["SELECT * FROM pg_ls_dir('.') AS f", 'forbidden_function', 'pg_ls_dir'],
  ["SELECT * FROM ROWS FROM (pg_ls_dir('/')) AS f", 'forbidden_function', 'pg_ls_dir'],
  ["SELECT ('/etc/passwd').lo_import AS o", 'forbidden_function', 'lo_import'],
  ['SELECT (42).pg_advisory_lock AS l', 'forbidden_function', 'pg_advisory_lock'],
  [
    'SELECT s.id FROM customers s CROSS JOIN LATERAL (SELECT pg_terminate_backend(pg_backend_pid())) x',
    'forbidden_function',
    'pg_terminate_backend',
  ],
  ["SELECT ('data_directory').current_setting AS d", 'forbidden_function', 'current_setting'],
  ["SELECT 'pg_authid'::regclass::oid AS o", 'forbidden_function', '::regclass'],
  ['SELECT 1 OPERATOR(public.+) 2 AS x', 'forbidden_function', 'OPERATOR(public.+)'],
  ['SELECT rolname, rolpassword FROM pg_authid', 'forbidden_table_source', 'pg_authid'],
  ['SELECT * FROM "pg_catalog"."pg_shadow"', 'forbidden_table_source', 'pg_catalog.pg_shadow'],
  ['SELECT * FROM pg_hba_file_rules', 'forbidden_table_source', 'pg_hba_file_rules'],
  ['SELECT * FROM pg_file_settings', 'forbidden_table_source', 'pg_file_settings'],
  [
    'SELECT c.name FROM customers c WHERE EXISTS (SELECT 1 FROM pg_stat_activity)',
    'forbidden_table_source',
    'pg_stat_activity',
  ],
  [
    'SELECT table_name FROM information_schema.tables',
    'forbidden_table_source',
    'information_schema.tables',
  ],
];

const LANGUAGES: readonly Language[] = ['en', 'zh-CN', 'zh-TW'];

describe.runIf(await serviceAvailable('postgresql'))(
  'C4: custom SQL on a PostgreSQL superuser login reads and changes nothing outside the query',
  () => {
    let ctx: TestContext;
    let pgDb: ThrowawayDatabase;
    let api: Api;
    let sourceId: string;
    let admin: pg.Client;
    /** A line of the file the spellings aim at: no reply may carry it. */
    const FILE_TEXT = /root:x:0:0|daemon:x:1:1/;

    beforeAll(async () => {
      pgDb = await createPostgresDatabase([
        'CREATE TABLE customers (id integer PRIMARY KEY, name text, region text, joined date)',
        "INSERT INTO customers VALUES (1, 'Ada', 'north', '2024-01-05'), (2, 'Grace', 'south', '2024-02-07'), (3, 'Linus', 'north', '2024-03-01')",
      ]);
      ctx = await createTestContext();
      api = client(ctx, await login(ctx.app));
      sourceId = (await addSource(api, pgDb, 'Superuser source')).id;
      admin = new pg.Client({ ...PG, database: pgDb.database });
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.end();
      await ctx?.close();
      await pgDb?.drop();
    });

    const sideEffects = async () => {
      const { rows } = await admin.query<{ objects: string; locks: string }>(
        `SELECT (SELECT count(*) FROM pg_largeobject_metadata) AS objects,
                (SELECT count(*) FROM pg_locks WHERE locktype = 'advisory') AS locks`,
      );
      return rows[0];
    };

    const expectRefused = (
      response: Awaited<ReturnType<Api['post']>>,
      language: Language,
      [sql, reason, subject]: (typeof SPELLINGS)[number],
    ) => {
      const envelope = expectLocalisedError(response, 400, 'DATASET_SQL_REFUSED', language, {
        reason: refusalReason(reason, subject)[language],
      });
      expect(envelope.message).toContain(subject);
      if (language !== 'en') expect(envelope.message).toMatch(CJK);
      expect(response.body).not.toContain(sql);
      expect(response.body).not.toMatch(FILE_TEXT);
      expect(response.body).not.toContain('/etc/passwd');
    };

    it('connects as a superuser: the login itself could read the server’s files', async () => {
      const { rows } = await admin.query<{ rolsuper: boolean }>(
        'SELECT rolsuper FROM pg_roles WHERE rolname = current_user',
      );
      expect(rows[0]?.rolsuper).toBe(true);
    });

    it('refuses every spelling in the preview, in each language, naming what it refused', async () => {
      const before = await sideEffects();
      for (const [i, spelling] of SPELLINGS.entries()) {
        const language = LANGUAGES[i % LANGUAGES.length] as Language;
        const response = await api.post(
          '/dataset/table/sqlPreview',
          { dataSourceId: sourceId, sql: spelling[0] },
          language,
        );
        expectRefused(response, language, spelling);
      }
      expect(await sideEffects()).toEqual(before);
    });

    it('refuses saving any of them as a direct or an extract dataset, and creates none', async () => {
      const count = () =>
        ctx.services.db
          .selectFrom('datasets')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n));
      const before = await count();
      for (const [i, spelling] of SPELLINGS.entries()) {
        const response = await api.post('/dataset/table/add', {
          name: `Leak ${i}`,
          datasourceId: sourceId,
          mode: i % 2 === 0 ? 'direct' : 'extract',
          info: { kind: 'sql', sql: spelling[0] },
        });
        expectRefused(response, 'en', spelling);
      }
      expect(await count()).toBe(before);
      const tree = dataOf<DatasetTreeNode[]>(await api.post('/dataset/group/tree', {}));
      expect(findNode(tree, 'Leak 0')).toBeUndefined();
    });

    it('refuses to sync or read SQL stored before the allow-list, and nothing reaches the warehouse', async () => {
      const stored = async (mode: 'direct' | 'extract', name: string) => {
        const dataset = dataOf<DatasetView>(
          await api.post('/dataset/table/add', {
            name,
            datasourceId: sourceId,
            mode,
            info: { kind: 'sql', sql: 'SELECT id, name FROM customers' },
          }),
        );
        // What a dataset saved under the old deny-list check could hold.
        const legacy = "SELECT id, ('/etc/passwd').pg_read_file AS name FROM customers";
        await ctx.services.db
          .updateTable('datasets')
          .set({ info: JSON.stringify({ kind: 'sql', sql: legacy }) })
          .where('id', '=', dataset.id)
          .execute();
        return dataset;
      };
      const extract = await stored('extract', 'Legacy extract');
      const started = dataOf<SyncLog>(await api.post(`/dataset/table/sync/${extract.id}`, {}));
      expect(started.status).toBe('running');
      const logs = async () => dataOf<SyncLog[]>(await api.post(`/dataset/sync/log/${extract.id}`));
      await eventually(async () => (await logs())[0]?.status === 'failed');
      expect((await logs())[0]?.error).toBe('DATASET_SQL_REFUSED');
      const row = await ctx.services.db
        .selectFrom('datasets')
        .select('warehouse_table')
        .where('id', '=', extract.id)
        .executeTakeFirstOrThrow();
      expect(row.warehouse_table).toBeNull();
      const unsynced = await api.post(`/dataset/table/getPreviewData/${extract.id}`);
      expect(unsynced.statusCode).toBe(409);
      expect(unsynced.body).not.toMatch(FILE_TEXT);

      const direct = await stored('direct', 'Legacy direct');
      expectRefused(await api.post(`/dataset/table/getPreviewData/${direct.id}`), 'en', [
        "('/etc/passwd').pg_read_file",
        'forbidden_function',
        'pg_read_file',
      ]);
    });

    it('still previews an analyst’s query with a join, dates, JSON, a window and a cast', async () => {
      const sql = `SELECT c.region, date_trunc('month', c.joined)::date AS month,
                          count(*) OVER (PARTITION BY c.region) AS in_region,
                          json_build_object('n', c.name) ->> 'n' AS name, c.id::text AS id
                   FROM customers c JOIN (SELECT region FROM customers GROUP BY region) r
                     ON r.region = c.region
                   WHERE c.name ILIKE '%a%' ORDER BY c.id`;
      const preview = dataOf<SqlPreview>(
        await api.post('/dataset/table/sqlPreview', { dataSourceId: sourceId, sql }),
      );
      expect(preview.data.map((row) => row[3])).toEqual(['Ada', 'Grace']);
    });

    it('words the refusal without naming a quoted name that is not a plain identifier', async () => {
      const response = await api.post('/dataset/table/sqlPreview', {
        dataSourceId: sourceId,
        sql: 'SELECT "<img src=x onerror=alert(1)>"(1) AS x',
      });
      const envelope = expectLocalisedError(response, 400, 'DATASET_SQL_REFUSED', 'en', {
        reason: refusalReason('forbidden_function', undefined).en,
      });
      expect(envelope.message).not.toContain('<img');
    });
  },
);
