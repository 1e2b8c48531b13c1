import type { CellValue } from '@tessera/contracts';

/**
 * One cell as plain text. Uploaded values such as `=1+1`, `@x` or `<img onerror=…>` are data:
 * React puts them in a text node, never in markup, so they show exactly as typed and do nothing.
 */
export function CellText({ value }: { value: CellValue }) {
  if (value === null) return <span className="ds-muted dsu-null">NULL</span>;
  return <span className="dsu-cell">{String(value)}</span>;
}
