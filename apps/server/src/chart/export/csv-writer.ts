import type { Writable } from 'node:stream';
import type { ExportCell } from './cells.js';
import { drained } from './drain.js';
import type { ExportWriter } from './writer.js';

/** Excel opens a UTF-8 CSV as UTF-8 (Chinese included) only when it starts with the BOM. */
const BOM = '\uFEFF';
/** Rows are gathered into chunks of about this many characters before they are written. */
const CHUNK_CHARS = 64 * 1024;
const NEEDS_QUOTES = /[",\r\n]/;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function field(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** A CSV file (UTF-8 with BOM, CRLF lines), written to `out` as the rows come. */
export class CsvWriter implements ExportWriter {
  private pending = BOM;

  constructor(private readonly out: Writable) {}

  row(cells: readonly ExportCell[]): void {
    this.pending += `${cells.map(field).join(',')}\r\n`;
    if (this.pending.length >= CHUNK_CHARS) this.flush();
  }

  async settle(signal: AbortSignal): Promise<void> {
    this.flush();
    await drained(this.out, signal);
  }

  async end(): Promise<void> {
    this.flush();
    this.out.end();
  }

  private flush(): void {
    if (this.pending === '') return;
    this.out.write(this.pending);
    this.pending = '';
  }
}
