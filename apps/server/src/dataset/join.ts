import { GRANT_LEVELS, type JoinStep } from '@tessera/contracts';
import type { AccessContext } from '../auth/access.js';
import { AppError } from '../http/app-error.js';
import type { DatasetDeps } from './deps.js';
import * as repo from './repository.js';
import type { DatasetFieldRow, DatasetRow, NewDatasetFieldRow } from './repository.js';

export interface JoinInfo {
  kind: 'join';
  base: string;
  joins: JoinStep[];
}

export type Components = Map<string, { dataset: DatasetRow; fields: DatasetFieldRow[] }>;

/** The datasets a join combines, each with its fields, as the caller may use them. */
export async function loadComponents(
  deps: DatasetDeps,
  orgId: number,
  info: JoinInfo,
): Promise<Components> {
  const ids = [info.base, ...info.joins.map((j) => j.datasetId)];
  const [rows, fields] = await Promise.all([
    repo.findDatasets(deps.db, ids, orgId),
    repo.listFieldsOf(deps.db, ids),
  ]);
  return new Map(
    rows.map((dataset) => [
      dataset.id,
      { dataset, fields: fields.filter((f) => f.dataset_id === dataset.id) },
    ]),
  );
}

/**
 * SPEC §5: a dataset cannot be joined to itself and joined datasets share one data source; each
 * component must exist, be usable by the caller and not be a join itself; each condition pairs
 * a field of what is joined so far with a field of the dataset being joined.
 */
export async function validateJoin(
  deps: DatasetDeps,
  access: AccessContext,
  info: JoinInfo,
  components: Components,
  selfId?: string,
): Promise<DatasetRow> {
  const ids = [info.base, ...info.joins.map((j) => j.datasetId)];
  if (new Set(ids).size !== ids.length || (selfId !== undefined && ids.includes(selfId)))
    throw new AppError(400, 'DATASET_JOIN_SELF');
  const levels = await deps.resources.levels(access, 'dataset', ids);
  for (const id of ids) {
    const found = components.get(id);
    if (!found || (levels.get(id) ?? 0) < GRANT_LEVELS.use) throw new AppError(404, 'NOT_FOUND');
    if (found.dataset.kind === 'join') throw new AppError(400, 'DATASET_JOIN_UNSUPPORTED');
  }
  const base = components.get(info.base)?.dataset as DatasetRow;
  if (ids.some((id) => components.get(id)?.dataset.datasource_id !== base.datasource_id))
    throw new AppError(400, 'DATASET_JOIN_SOURCE');
  const fieldIds = (id: string) =>
    new Set((components.get(id)?.fields ?? []).filter((f) => f.kind === 'column').map((f) => f.id));
  const joinedSoFar = fieldIds(info.base);
  for (const step of info.joins) {
    const right = fieldIds(step.datasetId);
    for (const pair of step.on)
      if (!joinedSoFar.has(pair.leftFieldId) || !right.has(pair.rightFieldId))
        throw new AppError(400, 'DATASET_JOIN_FIELD');
    for (const id of right) joinedSoFar.add(id);
  }
  return base;
}

/**
 * A join's fields: copies of its components' column fields, each remembering its dataset.
 * Display names that would repeat get the dataset's name in brackets.
 */
export function joinFields(
  datasetId: string,
  info: JoinInfo,
  components: Components,
): NewDatasetFieldRow[] {
  const ids = [info.base, ...info.joins.map((j) => j.datasetId)];
  const seen = new Map<string, number>();
  const all = ids.flatMap((id) =>
    (components.get(id)?.fields ?? [])
      .filter((f) => f.kind === 'column')
      .map((f) => ({ field: f, owner: components.get(id)?.dataset as DatasetRow })),
  );
  for (const { field } of all) seen.set(field.name, (seen.get(field.name) ?? 0) + 1);
  return all.map(({ field, owner }, sort) => ({
    ...field,
    id: repo.newId(),
    dataset_id: datasetId,
    name:
      (seen.get(field.name) ?? 0) > 1 ? `${field.name} (${owner.name})`.slice(0, 50) : field.name,
    source_dataset_id: owner.id,
    sort,
  }));
}
