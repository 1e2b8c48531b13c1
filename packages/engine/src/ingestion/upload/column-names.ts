// Column names from a header row (SECURITY C3): kept exactly as the file has them, quotes,
// backticks, brackets, semicolons and line breaks included, since every dialect quotes
// identifiers; only what cannot be a name is replaced: an empty title becomes `column_N`
// (N its 1-based position) and a repeated one gets `_2`, `_3`… in order of appearance.
import type { RawCell } from './types.js';
import { cellText } from './cells.js';

/** DuckDB's identifier limit is far above this; longer titles are cut, not refused. */
const MAX_NAME_LENGTH = 255;

export function columnNames(header: readonly RawCell[]): string[] {
  const taken = new Set<string>();
  const lowered = new Set<string>();
  return header.map((cell, index) => {
    let base = (cellText(cell) ?? '').replaceAll('\0', '').slice(0, MAX_NAME_LENGTH);
    if (base.trim() === '') base = `column_${index + 1}`;
    let name = base;
    // DuckDB resolves identifiers case-insensitively: `Name` and `name` would collide.
    for (let n = 2; taken.has(name) || lowered.has(name.toLowerCase()); n++) name = `${base}_${n}`;
    taken.add(name);
    lowered.add(name.toLowerCase());
    return name;
  });
}
