// Fixture for calculated fields and casts: the shared SALES table plus a table of text that
// should read as numbers and dates (and some that should not), and a catalogue of calculated
// and cast fields over both.
import type { FieldMeta } from '../../src/index.js';
import { createFieldCatalogue } from '../../src/index.js';
import type { FixtureTable } from './fixture.js';
import { catalogue as baseCatalogue, FIXTURE_TABLES } from './fixture.js';

export const RAW: FixtureTable = {
  name: 'raw_text',
  columns: [
    { name: 'id', kind: 'int' },
    { name: 'num_text', kind: 'text' },
    { name: 'ymd_text', kind: 'text' },
    { name: 'dmy_text', kind: 'text' },
    { name: 'ym_text', kind: 'text' },
    { name: 'dts_text', kind: 'text' },
  ],
  rows: [
    [1, '12', '2024-01-15', '15/01/2024', '2024-01', '2024-05-06 07:08:09'],
    [2, ' 3.5 ', '2024-02-30', '31/12/2023', '2024-13', '2024-05-06 24:00:00'],
    [3, 'abc', 'not a date', '29/02/2023', '2023-06', '2024-05-06'],
    [4, '-1e2', '2024-02-29', '29/02/2024', null, '2023-12-31 23:59:59'],
    [5, null, null, null, '', null],
    [6, '1,5', '2024-1-5', '1/1/2024', '2024-02', '2024/05/06 07:08:09'],
    [7, '+.5', '0000-01-01', '00/01/2024', '0000-01', '2024-05-06 07:60:00'],
  ],
};

export const EXPRESSION_TABLES = [...FIXTURE_TABLES, RAW];

const calc = (id: string, expression: string): FieldMeta => ({
  id,
  column: '',
  tableAlias: '',
  deType: 0,
  nativeType: '',
  expression,
});
const column = (
  id: string,
  name: string,
  deType: FieldMeta['deType'],
  cast?: FieldMeta['cast'],
): FieldMeta => ({ id, column: name, tableAlias: 'r', deType, nativeType: 'X', cast });

export const expressionCatalogue = createFieldCatalogue([
  ...baseCatalogue.fields,
  column('r_id', 'id', 2),
  column('r_num', 'num_text', 0, { to: 2 }),
  column('r_ymd', 'ymd_text', 0, { to: 1, dateFormat: 'yyyy-MM-dd' }),
  column('r_dmy', 'dmy_text', 0, { to: 1, dateFormat: 'dd/MM/yyyy' }),
  column('r_ym', 'ym_text', 0, { to: 1, dateFormat: 'yyyy-MM' }),
  column('r_dts', 'dts_text', 0, { to: 1, dateFormat: 'yyyy-MM-dd HH:mm:ss' }),
  {
    id: 's_qty_text',
    column: 'qty',
    tableAlias: 's',
    deType: 2,
    nativeType: 'INTEGER',
    cast: { to: 0 },
  },
  {
    id: 's_amount_text',
    column: 'amount',
    tableAlias: 's',
    deType: 2,
    nativeType: 'DECIMAL',
    cast: { to: 0 },
  },
  {
    id: 's_ts_text',
    column: 'order_ts',
    tableAlias: 's',
    deType: 1,
    nativeType: 'TIMESTAMP',
    cast: { to: 0 },
  },
  calc('c_label', "UPPER(CONCAT([s_region], '-', [s_product]))"),
  calc('c_value', '[s_qty] * [s_amount]'),
  calc('c_unit_price', 'SUM([s_amount]) / SUM([s_qty])'),
  calc('c_avg_rounded', 'ROUND(AVG([s_amount]), 1)'),
  calc('c_size', "CASE WHEN [s_qty] >= 5 THEN 'big' WHEN [s_qty] >= 3 THEN 'mid' ELSE 'small' END"),
  calc('c_big_label', "CONCAT([c_label], ' ', [c_size])"),
  calc('c_year', 'YEAR([s_ts])'),
  calc('c_big_ts', 'CASE WHEN [s_qty] > 4 THEN [s_ts] END'),
  calc('c_days', "DATE_DIFF('day', '2023-01-01', [s_ts])"),
  calc('c_months', "DATE_DIFF('month', '2023-01-01 00:00:00', [s_ts])"),
  calc('c_years', "DATE_DIFF('year', [s_ts], '2025-12-31')"),
  calc(
    'c_quarter_hour',
    'QUARTER([s_ts]) * 100 + HOUR([s_ts]) + MONTH([s_ts]) / 100 + DAY([s_ts]) / 10000',
  ),
  calc(
    'c_math',
    'ABS(-[s_amount]) + CEIL([s_amount] / 4) - FLOOR([s_amount] / 3) + POWER([s_qty], 2) + MOD([s_qty], 4) + [s_qty] % 3',
  ),
  calc('c_sqrt', 'ROUND(SQRT([s_qty] - 3), 3)'),
  calc('c_logs', 'ROUND(LN([s_qty] - 1) + LOG10([s_amount]), 4)'),
  calc('c_ratio', '[s_amount] / ([s_qty] - 2)'),
  calc(
    'c_text',
    "CONCAT(TRIM(CONCAT('  ', [s_product], ' ')), '|', LENGTH([s_product]), '|', SUBSTRING([s_product], 2, 3), '|', SUBSTRING([s_region], 3), '|', REPLACE([s_product], 'p', 'P'), '|', LEFT([s_region], 2), RIGHT([s_region], 2), '|', LOWER('AbC'))",
  ),
  calc('c_nulls', "CONCAT(COALESCE([s_note], 'none'), '/', IFNULL(NULLIF([s_note], ''), 'blank'))"),
  calc('c_hostile', "CONCAT([s_note], ''' OR 1=1 -- \\')"),
  calc(
    'c_is_backslash',
    "CASE WHEN [s_note] = 'back\\slash' OR [s_note] = ''' OR 1=1 --' THEN 1 ELSE 0 END",
  ),
  calc(
    'c_logic',
    "CASE WHEN NOT ([s_region] = 'east' OR [s_region] <> 'west') AND [s_note] IS NOT NULL THEN 'w' WHEN [s_note] IS NULL THEN 'n' ELSE 'o' END",
  ),
  calc('c_neg', '-([s_qty] + 1) * 2'),
  calc(
    'c_now',
    'CASE WHEN YEAR(TODAY()) >= 2025 AND NOW() > [s_ts] AND TODAY() <= NOW() THEN 1 ELSE 0 END',
  ),
]);
