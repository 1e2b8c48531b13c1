import { describe, expect, it } from 'vitest';
import { groupTables, tableKey } from './tableGroups';

const t = (schema: string | null, name: string) => ({ schema, name });

describe('grouping tables by schema', () => {
  it('puts the default schema first, then the others by name, tables sorted by name', () => {
    const groups = groupTables([
      t('sales', 'orders'),
      t('public', 'users'),
      t('audit', 'log'),
      t('public', 'Accounts'),
      t('sales', 'customers'),
    ]);
    expect(groups.map((group) => group.schema)).toEqual(['public', 'audit', 'sales']);
    expect(groups[0]!.tables.map((table) => table.name)).toEqual(['Accounts', 'users']);
    expect(groups[2]!.tables.map((table) => table.name)).toEqual(['customers', 'orders']);
  });

  it('keeps sources without schemas in one unnamed group', () => {
    const groups = groupTables([t(null, 'orders'), t(null, 'items')]);
    expect(groups).toEqual([{ schema: null, tables: [t(null, 'items'), t(null, 'orders')] }]);
  });

  it('filters by table or schema name, case-insensitively, dropping empty groups', () => {
    const tables = [t('public', 'orders'), t('public', 'users'), t('sales', 'ORDER_ITEMS')];
    expect(
      groupTables(tables, ' order ').map((group) => [
        group.schema,
        group.tables.map((x) => x.name),
      ]),
    ).toEqual([
      ['public', ['orders']],
      ['sales', ['ORDER_ITEMS']],
    ]);
    expect(groupTables(tables, 'SALES').map((group) => group.schema)).toEqual(['sales']);
    expect(groupTables(tables, 'nothing')).toEqual([]);
  });

  it('tells same-named tables in different schemas apart', () => {
    expect(tableKey(t('public', 'orders'))).not.toBe(tableKey(t('sales', 'orders')));
    expect(tableKey(t(null, 'orders'))).toBe(tableKey({ schema: null, name: 'orders' }));
  });
});
