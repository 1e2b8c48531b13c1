import type { AxiosProgressEvent } from 'axios';
import type { DatasetView, UploadImport, UploadPreview } from '@tessera/contracts';
import { http } from './client';

/**
 * A 200 MB file on a slow link takes minutes, and reading a large workbook on the server takes
 * more: the upload and the import wait up to ten minutes instead of the usual 10 s.
 */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** Share of the file sent so far, 0..1 (axios reports bytes; total is absent on some agents). */
export const progressOf = (event: AxiosProgressEvent, size: number): number => {
  if (typeof event.progress === 'number') return event.progress;
  const total = event.total ?? size;
  return total > 0 ? Math.min(1, event.loaded / total) : 0;
};

/**
 * POST /dataset/table/excel/upload: the file as multipart in the field `file`. `onProgress`
 * receives the share sent (0..1); the signal cancels a running upload. The drawer shows the
 * server's refusal in place, so the client shows no toast for it.
 */
export function uploadDatasetFile(
  file: File,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<UploadPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http().post<UploadPreview>('/dataset/table/excel/upload', form, {
    signal,
    timeout: UPLOAD_TIMEOUT_MS,
    hideMsg: true,
    onUploadProgress: (event) => onProgress(progressOf(event, file.size)),
  });
}

/**
 * POST /dataset/table/excel/import: the staged file becomes a new dataset, or replaces / is
 * appended to an upload dataset. A bad cell is a 400 naming its row and column, shown in the
 * drawer (no toast).
 */
export const importUploadedFile = (body: UploadImport) =>
  http().post<DatasetView>('/dataset/table/excel/import', body, {
    timeout: UPLOAD_TIMEOUT_MS,
    hideMsg: true,
  });
