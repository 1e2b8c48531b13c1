// SECURITY C4 through the HTTP routes on a real MariaDB data source whose login is `root`
// (FILE and SUPER privileges): LOAD_FILE in its spellings, the server's own databases and its
// variables are refused with 400 DATASET_SQL_REFUSED and a localised message naming what was
// refused, never the SQL or the file, and no dataset is created.
import type { DatasourceView, Language, SqlPreview } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalReason } from '../../src/dataset/sql-refusals.js';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { expectLocalisedError } from '../security/support.js';
import {
  addBody,
  client,
  createMariaDatabase,
  dataOf,
  MARIADB,
  serviceAvailable,
  type ThrowawayDatabase,
} from '../datasource/support.js';
import type { Api } from './support.js';

const SPELLINGS: readonly [sql: string, reason: string, subject: string][] = [
  ["SELECT LOAD_FILE('/etc/passwd') AS f", 'forbidden_function', 'LOAD_FILE'],
  [
    "SELECT id FROM items WHERE id = (SELECT LENGTH(load_file /* x */ ('/etc/passwd')))",
    'forbidden_function',
    'load_file',
  ],
  ["SELECT `LOAD_FILE`('/etc/passwd') AS f", 'forbidden_function', 'LOAD_FILE'],
  ["SELECT mysql.load_file('/etc/passwd') AS f", 'forbidden_function', 'mysql.load_file'],
  ['SELECT User, Password FROM mysql.user', 'forbidden_table_source', 'mysql.user'],
  ['SELECT * FROM `mysql`.`global_priv`', 'forbidden_table_source', 'mysql.global_priv'],
  [
    'SELECT TABLE_NAME FROM information_schema.TABLES',
    'forbidden_table_source',
    'information_schema.TABLES',
  ],
  ['SELECT @@datadir AS d', 'forbidden_function', '@@datadir'],
];

const LANGUAGES: readonly Language[] = ['en', 'zh-CN', 'zh-TW'];

describe.runIf(await serviceAvailable('mariadb'))(
  'C4: custom SQL on a MariaDB root login reads nothing outside the query',
  () => {
    let ctx: TestContext;
    let db: ThrowawayDatabase;
    let api: Api;
    let sourceId: string;

    beforeAll(async () => {
      db = await createMariaDatabase([
        'CREATE TABLE items (id INT PRIMARY KEY, label VARCHAR(40))',
        "INSERT INTO items VALUES (1, 'one'), (2, 'two')",
      ]);
      ctx = await createTestContext();
      api = client(ctx, await login(ctx.app));
      const body = addBody(db, 'Root source', {
        username: MARIADB.user,
        password: MARIADB.password,
      });
      sourceId = dataOf<DatasourceView>(await api.post('/datasource/add', body)).id;
    });
    afterAll(async () => {
      await ctx?.close();
      await db?.drop();
    });

    it('refuses every spelling in the preview and on save, naming it, and creates nothing', async () => {
      for (const [i, [sql, reason, subject]] of SPELLINGS.entries()) {
        const language = LANGUAGES[i % LANGUAGES.length] as Language;
        for (const response of [
          await api.post('/dataset/table/sqlPreview', { dataSourceId: sourceId, sql }, language),
          await api.post(
            '/dataset/table/add',
            { name: `Leak ${i}`, datasourceId: sourceId, info: { kind: 'sql', sql } },
            language,
          ),
        ]) {
          const envelope = expectLocalisedError(response, 400, 'DATASET_SQL_REFUSED', language, {
            reason: refusalReason(reason, subject)[language],
          });
          expect(envelope.message).toContain(subject);
          expect(response.body).not.toContain(sql);
          expect(response.body).not.toMatch(/root:x:0:0/);
        }
      }
      const names = await ctx.services.db.selectFrom('datasets').select('name').execute();
      expect(names.filter((d) => d.name.startsWith('Leak '))).toEqual([]);
    });

    it('still previews an analyst’s query on the same source', async () => {
      const sql =
        "SELECT id, CONCAT(UPPER(label), '-', id) AS tag, DATE_FORMAT(NOW(), '%Y') IS NOT NULL AS y FROM items ORDER BY id";
      const preview = dataOf<SqlPreview>(
        await api.post('/dataset/table/sqlPreview', { dataSourceId: sourceId, sql }),
      );
      expect(preview.data.map((row) => row[1])).toEqual(['ONE-1', 'TWO-2']);
    });
  },
);
