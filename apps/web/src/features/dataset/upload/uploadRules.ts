import {
  MAX_UPLOAD_BYTES,
  UPLOAD_EXTENSIONS,
  type DeType,
  type UploadImport,
  type UploadPreview,
} from '@tessera/contracts';
import { fileProblem, type FileProblem } from '../../../lib/files/fileProblem';

export type { FileProblem };

/** A dataset upload's file, checked before it is sent (lib/files/fileProblem.ts). */
export const uploadFileProblem = (file: Pick<File, 'name' | 'size'>): FileProblem | null =>
  fileProblem(file, { extensions: UPLOAD_EXTENSIONS, maxBytes: MAX_UPLOAD_BYTES });

export const MAX_UPLOAD_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

/** What the import step collects: the column types as corrected, and where the data goes. */
export interface ImportChoice {
  types: DeType[];
  /** A new dataset: its name and folder. */
  name: string;
  groupId: string | null;
  /** An existing upload dataset: replace its rows or add to them. */
  mode: 'replace' | 'append';
}

/** The import body: a new dataset by name, or the target dataset with the chosen mode. */
export function toImportBody(
  preview: UploadPreview,
  choice: ImportChoice,
  target: { datasetId: string } | undefined,
): UploadImport {
  const fields = preview.fields.map((field, index) => ({
    name: field.name,
    deType: choice.types[index] ?? field.deType,
  }));
  if (target) {
    return {
      uploadId: preview.uploadId,
      fields,
      target: { datasetId: target.datasetId, mode: choice.mode },
    };
  }
  return {
    uploadId: preview.uploadId,
    name: choice.name.trim(),
    groupId: choice.groupId ?? null,
    fields,
  };
}

/** A file name without its extension: the suggested dataset name, cut to the 50 allowed. */
export function suggestedName(fileName: string): string {
  const base = fileName.replace(/\.(csv|xlsx)$/i, '').trim();
  return Array.from(base).slice(0, 50).join('');
}
