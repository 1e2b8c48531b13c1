import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadImport } from '@tessera/contracts';
import { importUploadedFile } from '../../../api/datasetUpload';
import { refreshDatasets } from './datasetQueries';

/** Import the staged file; the tree and the dataset's answers refetch afterwards. */
export function useImportUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadImport) => importUploadedFile(body),
    onSuccess: () => refreshDatasets(client),
  });
}
