import { describe, expect, it } from 'vitest';
import type { DatasourceColumn, DatasourceTable } from '@tessera/contracts';
import { tableKey } from '../datasource/tableGroups';
import {
  buildCompletionSchema,
  columnCompletions,
  defaultSchemaOf,
  sqlDialectOf,
  tablesNamed,
  tablesToLoad,
} from './sqlSchema';
import { TYPES } from '../../test/datasourceFixtures';

const col = (name: string, nativeType = 'TEXT'): DatasourceColumn => ({
  name,
  deType: 0,
  nativeType,
});

const PG_TABLES: DatasourceTable[] = [
  { schema: 'public', name: 'orders' },
  { schema: 'public', name: 'customers' },
  { schema: 'audit', name: 'logins' },
];

describe('the SQL completion schema', () => {
  it('nests schemas, tables and the columns already loaded, with their database types', () => {
    const columns = new Map([[tableKey(PG_TABLES[0]!), [col('id', 'INTEGER'), col('total')]]]);
    expect(buildCompletionSchema(PG_TABLES, columns)).toEqual({
      public: {
        orders: [
          { label: 'id', type: 'property', detail: 'INTEGER' },
          { label: 'total', type: 'property', detail: 'TEXT' },
        ],
        customers: [],
      },
      audit: { logins: [] },
    });
  });

  it('puts tables at the top for sources without schemas and uses columns the list carried', () => {
    const tables: DatasourceTable[] = [
      { schema: null, name: 'shop_orders', columns: [col('sku')] },
      { schema: null, name: 'stock' },
    ];
    expect(buildCompletionSchema(tables, new Map())).toEqual({
      shop_orders: [{ label: 'sku', type: 'property', detail: 'TEXT' }],
      stock: [],
    });
  });

  it('completes a warehouse upload by its table name with its dataset name beside it', () => {
    const tables: DatasourceTable[] = [
      { schema: 'main', name: 'demo_sales' },
      { schema: 'main', name: 'upload_5f3a', title: 'Shop targets' },
    ];
    const columns = new Map([[tableKey(tables[1]!), [col('city')]]]);
    expect(buildCompletionSchema(tables, columns)).toEqual({
      main: {
        demo_sales: [],
        upload_5f3a: {
          self: { label: 'upload_5f3a', type: 'type', detail: 'Shop targets', boost: 1 },
          children: [{ label: 'city', type: 'property', detail: 'TEXT' }],
        },
      },
    });
  });

  it('asks for the columns only of the tables the SQL names, as whole words, once', () => {
    const sql = 'select o.total from ORDERS o join "audit".logins l on true -- customers_v2';
    expect(tablesToLoad(sql, PG_TABLES, new Set()).map((t) => t.name)).toEqual([
      'orders',
      'logins',
    ]);
    const loaded = new Set([tableKey(PG_TABLES[0]!)]);
    expect(tablesToLoad(sql, PG_TABLES, loaded).map((t) => t.name)).toEqual(['logins']);
    const spaced: DatasourceTable[] = [{ schema: null, name: 'Order Items' }];
    expect(tablesToLoad('select * from "order items"', spaced, new Set())).toHaveLength(1);
  });

  it('highlights PostgreSQL, the MySQL family and DuckDB each in its dialect', () => {
    expect(sqlDialectOf('postgresql', TYPES)).toBe('postgresql');
    expect(sqlDialectOf('mariadb', TYPES)).toBe('mysql');
    expect(sqlDialectOf('starrocks', TYPES)).toBe('mysql');
    expect(sqlDialectOf('duckdb', TYPES)).toBe('standard');
    // Before the server's descriptors arrive, SQL reads as standard SQL.
    expect(sqlDialectOf('postgresql', undefined)).toBe('standard');
    expect(defaultSchemaOf(PG_TABLES)).toBe('public');
    expect(
      defaultSchemaOf([
        { schema: 'b', name: 'x' },
        { schema: 'a', name: 'y' },
      ]),
    ).toBe('a');
    expect(defaultSchemaOf([{ schema: null, name: 'x' }])).toBeUndefined();
  });

  it('offers bare column names of the named tables once each, saying where they come from', () => {
    const tables: DatasourceTable[] = [
      { schema: 'public', name: 'orders', columns: [col('id', 'INTEGER'), col('total')] },
      { schema: 'public', name: 'customers' },
    ];
    const columns = new Map([[tableKey(tables[1]!), [col('id', 'INTEGER'), col('name')]]]);
    const named = tablesNamed('select * from orders join customers using (id)', tables);
    expect(columnCompletions(named, columns)).toEqual([
      { label: 'id', type: 'property', detail: 'orders, customers · INTEGER', boost: 1 },
      { label: 'total', type: 'property', detail: 'orders · TEXT', boost: 1 },
      { label: 'name', type: 'property', detail: 'customers · TEXT', boost: 1 },
    ]);
    expect(columnCompletions(tablesNamed('select 1', tables), columns)).toEqual([]);
  });
});
