import {
  MAX_UPLOAD_BYTES,
  UPLOAD_EXTENSIONS,
  type DeType,
  type UploadImport,
  type UploadPreview,
} from '@tessera/contracts';

export type FileProblem = 'type' | 'size' | 'empty';

/**
 * Checked before a byte is sent: the server refuses these too, but a 200 MB file should not
 * travel first to learn it. The extension is the user's promise; the server checks the bytes.
 */
export function fileProblem(file: Pick<File, 'name' | 'size'>): FileProblem | null {
  const name = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

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
