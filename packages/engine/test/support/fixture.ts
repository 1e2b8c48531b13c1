// The small fixture every dialect test loads into DuckDB, PostgreSQL and MariaDB alike.
import type { FieldMeta } from '../../src/index.js';
import { createFieldCatalogue } from '../../src/index.js';

export type ColumnKind = 'int' | 'text' | 'timestamp' | 'decimal';
export type FixtureValue = string | number | null;

export interface FixtureTable {
  name: string;
  columns: { name: string; kind: ColumnKind }[];
  rows: FixtureValue[][];
}

export const SALES: FixtureTable = {
  name: 'sales',
  columns: [
    { name: 'id', kind: 'int' },
    { name: 'region', kind: 'text' },
    { name: 'product', kind: 'text' },
    { name: 'order_ts', kind: 'timestamp' },
    { name: 'qty', kind: 'int' },
    { name: 'amount', kind: 'decimal' },
    { name: 'note', kind: 'text' },
  ],
  rows: [
    [1, 'east', 'apple', '2023-01-15 10:20:30', 3, 10.5, 'gift'],
    [2, 'east', 'pear', '2023-02-20 11:00:00', 1, 4.25, null],
    [3, 'west', 'apple', '2023-04-02 09:15:00', 5, 17.5, ''],
    [4, 'west', 'plum', '2023-07-19 23:59:59', 2, 8, 'promo 50%'],
    [5, 'north', 'apple', '2023-12-31 12:00:00', 4, 14, "it's"],
    [6, 'north', 'pear', '2024-01-01 00:00:00', 7, 29.75, 'a_b'],
    [7, 'south', 'plum', '2024-03-10 08:30:00', 6, 24, null],
    [8, 'south', 'apple', '2024-05-05 17:45:10', 2, 7, 'back\\slash'],
    [9, 'east', 'plum', '2024-08-08 08:08:08', 9, 36, 'gift'],
    [10, 'west', 'pear', '2024-12-30 06:00:00', 3, 12.75, 'x'],
    [11, 'east', 'apple', '2025-02-14 14:14:14', 1, 3.5, ''],
    [12, 'north', 'plum', '2025-06-30 18:00:00', 8, 32, null],
  ],
};

export const MANAGERS: FixtureTable = {
  name: 'managers',
  columns: [
    { name: 'region', kind: 'text' },
    { name: 'manager', kind: 'text' },
  ],
  rows: [
    ['east', 'alice'],
    ['west', 'bob'],
    ['north', 'carol'],
    ['central', 'dan'],
  ],
};

/** Column names that break naive quoting in some dialect (SECURITY C3). */
export const ODD_COLUMNS = [
  'we"ird',
  'back`tick',
  'br]acket',
  'semi;colon',
  'new\nline',
  "qu'ote",
] as const;

export const ODD: FixtureTable = {
  name: 'odd "table`',
  columns: [
    { name: ODD_COLUMNS[0], kind: 'text' },
    { name: ODD_COLUMNS[1], kind: 'int' },
    { name: ODD_COLUMNS[2], kind: 'text' },
    { name: ODD_COLUMNS[3], kind: 'int' },
    { name: ODD_COLUMNS[4], kind: 'text' },
    { name: ODD_COLUMNS[5], kind: 'text' },
  ],
  rows: [
    ['a', 1, 'x', 10, 'l1', 'q1'],
    ['a', 2, 'y', 20, 'l2', 'q2'],
    ['b', 3, 'x', 30, 'l3', 'q3'],
  ],
};

export const FIXTURE_TABLES = [SALES, MANAGERS, ODD];

const field = (
  id: string,
  tableAlias: string,
  column: string,
  deType: FieldMeta['deType'],
  nativeType: string,
): FieldMeta => ({
  id,
  column,
  tableAlias,
  deType,
  nativeType,
});

export const catalogue = createFieldCatalogue([
  field('s_id', 's', 'id', 2, 'INTEGER'),
  field('s_region', 's', 'region', 0, 'VARCHAR'),
  field('s_product', 's', 'product', 0, 'VARCHAR'),
  field('s_ts', 's', 'order_ts', 1, 'TIMESTAMP'),
  field('s_qty', 's', 'qty', 2, 'INTEGER'),
  field('s_amount', 's', 'amount', 2, 'DECIMAL(10,2)'),
  field('s_note', 's', 'note', 0, 'VARCHAR'),
  field('m_region', 'm', 'region', 0, 'VARCHAR'),
  field('m_manager', 'm', 'manager', 0, 'VARCHAR'),
  field('q_region', 'q', 'region', 0, 'VARCHAR'),
  field('q_amount', 'q', 'amount', 2, 'DECIMAL(10,2)'),
  ...ODD_COLUMNS.map((name, i) =>
    field(`o_${i}`, 'o', name, ODD.columns[i]?.kind === 'int' ? 2 : 0, 'X'),
  ),
]);
