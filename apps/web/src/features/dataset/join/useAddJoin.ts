import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DatasetAdd } from '@tessera/contracts';
import { addDataset } from '../../../api/datasetJoin';
import { refreshDatasets } from '../upload/datasetQueries';

/** Create the join dataset; the tree and dataset answers refetch. Errors are the client's toast. */
export function useAddJoin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DatasetAdd) => addDataset(body),
    onSuccess: () => refreshDatasets(client),
  });
}
