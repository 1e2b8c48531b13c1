export type FileProblem = 'type' | 'size' | 'empty';

/**
 * Checked before a byte is sent: the server refuses these too, but a large file should not
 * travel first to learn it. The extension is the user's promise; the server checks the bytes.
 */
export function fileProblem(
  file: Pick<File, 'name' | 'size'>,
  rules: { extensions: readonly string[]; maxBytes: number },
): FileProblem | null {
  const name = file.name.toLowerCase();
  if (!rules.extensions.some((extension) => name.endsWith(extension))) return 'type';
  if (file.size > rules.maxBytes) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}
