import type { Db } from '../db/database.js';
import { listFields, listFieldsOf, type DatasetFieldRow, type DatasetRow } from './repository.js';
import { infoOf } from './view.js';

/**
 * A component's field id → the join's copy of it: the join's column field from the same dataset
 * and source column (joinFields copies each component column once); undefined for a field the
 * join does not carry. Rules set on a component (row and column permissions) hold inside every
 * join that includes it through these copies.
 */
export async function joinCopiesOf(
  db: Db,
  join: DatasetRow,
  components: readonly string[],
): Promise<(fieldId: string) => DatasetFieldRow | undefined> {
  const [own, theirs] = await Promise.all([
    listFields(db, join.id),
    listFieldsOf(db, [...components]),
  ]);
  const copies = new Map(
    own
      .filter((f) => f.kind === 'column' && f.source_dataset_id)
      .map((f) => [`${f.source_dataset_id}\u0000${f.origin_name}`, f]),
  );
  const byId = new Map(
    theirs
      .filter((f) => f.kind === 'column')
      .map((f) => [f.id, `${f.dataset_id}\u0000${f.origin_name}`]),
  );
  return (fieldId) => {
    const key = byId.get(fieldId);
    return key === undefined ? undefined : copies.get(key);
  };
}

/** The datasets a join combines (none for any other dataset). */
export function componentIdsOf(dataset: DatasetRow): string[] {
  const info = infoOf(dataset);
  return info.kind === 'join' ? [info.base, ...info.joins.map((j) => j.datasetId)] : [];
}
