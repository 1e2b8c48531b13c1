import { DE_TYPE, type DatasourceColumn } from '@tessera/contracts';
import type { DatasetFieldRow, NewDatasetFieldRow } from './repository.js';
import { newId } from './repository.js';

/** A new column field: display name = column name, numbers are measures, the rest dimensions. */
export function columnField(
  datasetId: string,
  column: DatasourceColumn,
  sort: number,
  extra: Partial<NewDatasetFieldRow> = {},
): NewDatasetFieldRow {
  return {
    id: newId(),
    dataset_id: datasetId,
    origin_name: column.name,
    name: column.name.slice(0, 50) || `column_${sort + 1}`,
    de_type: column.deType,
    origin_de_type: column.deType,
    native_type: column.nativeType.slice(0, 100),
    date_format: null,
    group_type: column.deType === DE_TYPE.number ? 'q' : 'd',
    hidden: 0,
    kind: 'column',
    expression: null,
    source_dataset_id: null,
    sort,
    ...extra,
  };
}

/**
 * The fields after the columns changed (a new table or SQL): a column that is still there keeps
 * its id, display name, role and settings (charts refer to the id); one whose type changed in
 * the source starts again from its new type; new columns are added, vanished ones removed.
 * Calculated fields stay.
 */
export function reconcileFields(
  datasetId: string,
  existing: readonly DatasetFieldRow[],
  columns: readonly DatasourceColumn[],
): { keep: DatasetFieldRow[]; add: NewDatasetFieldRow[]; remove: string[] } {
  const byOrigin = new Map(
    existing.filter((f) => f.kind === 'column').map((f) => [f.origin_name, f]),
  );
  const keep: DatasetFieldRow[] = [];
  const add: NewDatasetFieldRow[] = [];
  const retyped: string[] = [];
  columns.forEach((column, sort) => {
    const old = byOrigin.get(column.name);
    byOrigin.delete(column.name);
    if (old && old.origin_de_type === column.deType)
      keep.push({ ...old, sort, native_type: column.nativeType });
    else {
      // Same id, fresh settings: the stored row is replaced (removed, then added again).
      if (old) retyped.push(old.id);
      add.push(columnField(datasetId, column, sort, old ? { id: old.id } : {}));
    }
  });
  const calculated = existing.filter((f) => f.kind === 'calculated');
  calculated.forEach((f, i) => keep.push({ ...f, sort: columns.length + i }));
  return { keep, add, remove: [...byOrigin.values()].map((f) => f.id).concat(retyped) };
}
