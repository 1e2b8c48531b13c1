// The registry and the dialects/ folders must agree: adding a dialect folder without
// registering it (or the reverse) fails here (DESIGN §3).
import { describe, expect, it } from 'vitest';
import {
  DIALECTS,
  dialectForSourceType,
  MYSQL_FLAVORS,
  registerDialect,
  registeredDialects,
} from '../src/index.js';
import { mapNativeTypeByName } from '../src/dialects/shared.js';
import {
  dialectFolders,
  expectEveryDialectDiscovered,
  SRC_DIALECTS_DIR,
} from './support/dialect-discovery.js';

describe('dialect registry', () => {
  it('discovers every dialect: exactly the dialect folders under src/dialects', () => {
    const folders = dialectFolders(SRC_DIALECTS_DIR);
    expect(folders.length).toBeGreaterThanOrEqual(3);
    expectEveryDialectDiscovered(folders);
    for (const [id, dialect] of Object.entries(DIALECTS)) expect(dialect.id).toBe(id);
  });

  it('refuses a second dialect with a registered id or source type', () => {
    expect(() => registerDialect(DIALECTS.duckdb)).toThrow(/registered twice/);
    expect(() =>
      registerDialect({ ...DIALECTS.postgresql, id: 'other', sourceTypes: ['postgresql'] }),
    ).toThrow(/two dialects/);
    expect(registeredDialects().map((dialect) => dialect.id)).not.toContain('other');
  });

  it('refuses a data-source type no dialect serves', () => {
    expect(() => dialectForSourceType('oracle')).toThrow(
      expect.objectContaining({ code: 'ENGINE_UNSUPPORTED' }),
    );
  });

  it('gives every MySQL-family type the MySQL dialect with its own flags', () => {
    for (const flavor of Object.keys(MYSQL_FLAVORS) as (keyof typeof MYSQL_FLAVORS)[]) {
      const dialect = dialectForSourceType(flavor);
      expect(dialect.id).toBe('mysql');
      expect(dialect.adapter.supportsFullJoin).toBe(MYSQL_FLAVORS[flavor].supportsFullJoin);
    }
    expect(dialectForSourceType('doris').adapter.supportsFullJoin).toBe(true);
    expect(dialectForSourceType('mariadb').adapter.supportsFullJoin).toBe(false);
  });
});

describe('native type → deType (SPEC §3: 0 text, 1 time, 2 number)', () => {
  it.each([
    ['INTEGER', 2],
    ['bigint', 2],
    ['HUGEINT', 2],
    ['numeric(10,2)', 2],
    ['DECIMAL(18,3)', 2],
    ['double precision', 2],
    ['real', 2],
    ['tinyint(1)', 2],
    ['float', 2],
    ['UBIGINT', 2],
    ['DATE', 1],
    ['timestamp without time zone', 1],
    ['TIMESTAMP WITH TIME ZONE', 1],
    ['datetime', 1],
    ['time', 1],
    ['VARCHAR', 0],
    ['text', 0],
    ['character varying', 0],
    ['json', 0],
    ['uuid', 0],
    ['interval', 0],
    ['BLOB', 0],
  ] as const)('%s → %i', (nativeType, deType) => {
    expect(mapNativeTypeByName(nativeType)).toBe(deType);
  });
});
