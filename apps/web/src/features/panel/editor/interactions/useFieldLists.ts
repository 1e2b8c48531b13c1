import { useQueries } from '@tanstack/react-query';
import type { DatasetField } from '@tessera/contracts';
import { listFields } from '../../../../api/dataset';
import { datasetKeys } from '../../../dataset/queries';

/**
 * The fields of each dataset named (the dataset pages' cache entries), by dataset id; a dataset
 * whose fields are still loading, or failed, has none in the map.
 */
export function useFieldLists(
  datasetIds: readonly (string | null | undefined)[],
): ReadonlyMap<string, DatasetField[]> {
  const ids = [...new Set(datasetIds.filter((id): id is string => Boolean(id)))];
  const lists = useQueries({
    queries: ids.map((id) => ({
      queryKey: datasetKeys.fields(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => listFields(id, signal),
    })),
  });
  const byId = new Map<string, DatasetField[]>();
  ids.forEach((id, i) => {
    const fields = lists[i]?.data;
    if (fields) byId.set(id, fields);
  });
  return byId;
}

/** A field's name among lists (an id not found shows as itself). */
export function fieldName(lists: ReadonlyMap<string, DatasetField[]>, fieldId: string): string {
  for (const fields of lists.values()) {
    const found = fields.find((f) => f.id === fieldId);
    if (found) return found.name;
  }
  return fieldId;
}
