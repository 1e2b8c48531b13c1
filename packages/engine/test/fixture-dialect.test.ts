// Adding a dialect is one folder and one registration (DESIGN §3): this test writes a fixture
// dialect's folder into a temporary directory, registers it through the registry's own
// registerDialect, and shows the engine finding it, compiling a query model for it, checking a
// custom SQL with it and running the result, with no other file of the engine touched.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkSingleSelect,
  compileQuery,
  dialectById,
  dialectForSourceType,
  registerDialect,
  shapeRows,
  type Dialect,
} from '../src/index.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import {
  dialectFolders,
  expectEveryDialectDiscovered,
  SRC_DIALECTS_DIR,
} from './support/dialect-discovery.js';
import { catalogue, SALES } from './support/fixture.js';

const ENGINE_SRC = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * The fixture's folder: a DuckDB look-alike that binds values with `?` instead of `$1`, built
 * from the same building blocks a real dialect uses, and its own source type.
 */
const FIXTURE_INDEX = `
import { duckdbCompiler } from '${ENGINE_SRC}dialects/duckdb/compiler.js';
import { createDuckDBDriver } from '${ENGINE_SRC}dialects/duckdb/driver.js';
import { informationSchemaIntrospector } from '${ENGINE_SRC}dialects/information-schema.js';
import { mapNativeTypeByName } from '${ENGINE_SRC}dialects/shared.js';
import { checkDuckDB } from '${ENGINE_SRC}sql-check/duckdb.js';
import { withoutTableAllowList } from '${ENGINE_SRC}sql-check/types.js';

const compiler = { ...duckdbCompiler, placeholder: () => '?' };

export const fixtureDialect = {
  id: 'fixturedb',
  sourceTypes: ['fixturedb'],
  embedded: false,
  supportsSchema: false,
  editorSyntax: 'standard',
  compiler,
  adapter: {
    supportsFullJoin: false,
    supportsRightJoin: true,
    supportsReturning: false,
    supportsNullsOrdering: false,
  },
  mapNativeType: mapNativeTypeByName,
  checkSql: withoutTableAllowList((sql) => checkDuckDB(sql)),
  tableScope: (configuration) => ({ kind: 'schema', schema: configuration?.database ?? '', label: null }),
  createDriver: createDuckDBDriver,
  createIntrospector: (driver) =>
    informationSchemaIntrospector(driver, { compiler, hiddenSchemas: [], mapNativeType: mapNativeTypeByName }),
};
`;

let root: string;
let fixture: Dialect<never>;
let duck: TestDatabase | undefined;
let unregister = () => undefined as void;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tessera-dialects-'));
  mkdirSync(join(root, 'fixturedb'));
  const file = join(root, 'fixturedb', 'index.ts');
  writeFileSync(file, FIXTURE_INDEX);
  ({ fixtureDialect: fixture } = (await import(pathToFileURL(file).href)) as {
    fixtureDialect: Dialect<never>;
  });
  unregister = registerDialect(fixture);
  duck = await createTestDatabase('duckdb', [SALES]);
});

afterAll(async () => {
  // Test files share a module graph (isolate: false): the next one sees the shipped dialects only.
  unregister();
  await duck?.cleanup();
  rmSync(root, { recursive: true, force: true });
});

const MODEL = {
  source: { kind: 'table', table: 'sales', alias: 's' },
  dimensions: [{ fieldId: 's_region' }],
  measures: [{ aggregation: 'sum', fieldId: 's_qty' }],
  filter: { kind: 'condition', fieldId: 's_region', operator: 'eq', value: 'east' },
};

describe('a dialect added as one folder and one registration', () => {
  it('is registered by id and by its source type', () => {
    expect(dialectById('fixturedb')).toBe(fixture);
    expect(dialectForSourceType('fixturedb')).toBe(fixture);
  });

  it('is discovered by the rule that discovers every dialect, beside the built-in ones', () => {
    expectEveryDialectDiscovered(dialectFolders(SRC_DIALECTS_DIR, root));
  });

  it('compiles a query model with its own hooks', () => {
    const compiled = compileQuery(MODEL, catalogue, fixture);
    expect(compiled.sql).toContain('= ?');
    expect(compiled.sql).not.toContain('$1');
    expect(compiled.params).toEqual(['east']);
  });

  it('runs the compiled query on the database it speaks', async () => {
    const compiled = compileQuery(MODEL, catalogue, fixture);
    const result = await duck!.driver.execute(compiled.sql, compiled.params);
    const rows = shapeRows(result.rows, compiled.columns);
    // East sold 3 + 1 + 9 + 1.
    expect(rows.map((row) => Object.values(row))).toEqual([['east', 14]]);
  });

  it('checks custom SQL with its own check, and refuses a table allow-list it cannot honour', async () => {
    expect(await checkSingleSelect('SELECT region FROM sales', 'fixturedb')).toEqual({ ok: true });
    expect(await checkSingleSelect('DELETE FROM sales', 'fixturedb')).toMatchObject({
      ok: false,
      reason: 'not_select',
    });
    await expect(
      checkSingleSelect('SELECT 1', 'fixturedb', { tables: new Set(['sales']) }),
    ).rejects.toMatchObject({ code: 'ENGINE_UNSUPPORTED' });
  });
});
