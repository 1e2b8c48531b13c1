import type { DateFormat } from '@tessera/contracts';
import type { FieldMeta, Source } from '@tessera/engine';
import { AppError } from '../http/app-error.js';
import type { DatasetFieldRow, DatasetRow } from './repository.js';
import { infoOf } from './view.js';

/**
 * How a dataset is read: which data source runs the query, the engine Source (table, custom
 * SQL subquery, or a join tree) and the field catalogue entries. Identifiers come only from
 * stored metadata (DESIGN §5); the custom SQL passed the single-SELECT check when it was saved.
 */
export interface DatasetPlan {
  /** The data source the query runs on: the dataset's own, or the warehouse for extracts. */
  datasourceId: string;
  source: Source;
  fields: FieldMeta[];
}

/** A dataset with what a plan needs: its fields and, for a join, its component datasets. */
export interface PlanInput {
  dataset: DatasetRow;
  fields: readonly DatasetFieldRow[];
  /** Join components by id, each with its fields. */
  components?: ReadonlyMap<string, { dataset: DatasetRow; fields: readonly DatasetFieldRow[] }>;
  /** The organisation's built-in warehouse source (extracts are read there). */
  warehouseId: string;
}

const BASE_ALIAS = 't0';

/**
 * The engine's catalogue entry of a stored field, read from a given table alias and column: a
 * column keeps its source type and is cast when the user chose another (a text column of dates
 * read as time, with its format); a calculated field carries its expression.
 */
export function columnMeta(
  field: DatasetFieldRow,
  tableAlias: string,
  column: string,
  options: { raw?: boolean } = {},
): FieldMeta {
  const origin = field.origin_de_type as FieldMeta['deType'];
  const target = field.de_type as FieldMeta['deType'];
  const meta: FieldMeta = {
    id: field.id,
    column,
    tableAlias,
    deType: origin,
    nativeType: field.native_type,
  };
  if (field.kind === 'calculated' && field.expression) meta.expression = field.expression;
  else if (!options.raw && target !== origin)
    meta.cast = {
      to: target,
      ...(field.date_format ? { dateFormat: field.date_format as DateFormat } : {}),
    };
  return meta;
}

/** The engine Source of one table, SQL or upload dataset under an alias. */
export function singleSource(dataset: DatasetRow, alias: string): Source {
  const info = infoOf(dataset);
  switch (info.kind) {
    case 'table':
      return { kind: 'table', schema: info.schema, table: info.table, alias };
    case 'sql':
      return { kind: 'sql', sql: info.sql, alias };
    case 'upload':
      if (!dataset.warehouse_table) throw new AppError(409, 'DATASET_NOT_SYNCED');
      return { kind: 'table', table: dataset.warehouse_table, alias };
    case 'join':
      throw new AppError(400, 'DATASET_JOIN_UNSUPPORTED');
  }
}

/** Reads the dataset where its rows live now: the source itself, or the synchronised extract. */
export function planDataset(input: PlanInput): DatasetPlan {
  const { dataset } = input;
  if (dataset.mode === 'extract') return extractPlan(input);
  return directPlan(input);
}

/**
 * The query that reads the source directly: what direct datasets run each time and what an
 * extract sync copies. Fields' own columns only (calculated fields are computed on read).
 */
export function directPlan(input: PlanInput, options: { raw?: boolean } = {}): DatasetPlan {
  const { dataset, fields } = input;
  const fieldMeta = (field: DatasetFieldRow, alias: string, column: string) =>
    columnMeta(field, alias, column, options);
  const info = infoOf(dataset);
  if (info.kind !== 'join') {
    return {
      datasourceId: dataset.datasource_id,
      source: singleSource(dataset, BASE_ALIAS),
      fields: fields.map((f) => fieldMeta(f, BASE_ALIAS, f.origin_name)),
    };
  }
  const order = [info.base, ...info.joins.map((j) => j.datasetId)];
  const aliasOf = new Map(order.map((id, i) => [id, `t${i}`]));
  const component = (id: string) => {
    const found = input.components?.get(id);
    if (!found) throw new AppError(409, 'DATASET_JOIN_FIELD');
    return found;
  };
  let source: Source = singleSource(component(info.base).dataset, BASE_ALIAS);
  info.joins.forEach((step, i) => {
    source = {
      kind: 'join',
      type: step.type,
      left: source,
      right: singleSource(component(step.datasetId).dataset, `t${i + 1}`),
      on: step.on,
    };
  });
  // The join keys are the components' own field ids; the join's fields are copies of them.
  const keys = order.flatMap((id) =>
    component(id)
      .fields.filter((f) => f.kind === 'column')
      .map((f) => columnMeta(f, aliasOf.get(id) ?? BASE_ALIAS, f.origin_name, { raw: true })),
  );
  const own = fields.map((f) =>
    fieldMeta(f, aliasOf.get(f.source_dataset_id ?? '') ?? BASE_ALIAS, f.origin_name),
  );
  return { datasourceId: dataset.datasource_id, source, fields: [...own, ...keys] };
}

/** An extract's columns are named by field id, so a join's same-named columns never clash. */
function extractPlan(input: PlanInput): DatasetPlan {
  const { dataset, fields } = input;
  if (!dataset.warehouse_table) throw new AppError(409, 'DATASET_NOT_SYNCED');
  return {
    datasourceId: input.warehouseId,
    source: { kind: 'table', table: dataset.warehouse_table, alias: BASE_ALIAS },
    fields: fields.map((f) => columnMeta(f, BASE_ALIAS, f.id)),
  };
}
