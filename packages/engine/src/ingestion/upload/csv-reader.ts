// A streaming reader of the CSV files DuckDB's reader imports, for what DuckDB does not tell
// well: the header, the preview, type inference over every row and, above all, errors that name
// the row (SECURITY D3). Its rules are DuckDB's with the options csv-sql.ts gives it: RFC 4180
// quoting with "" as the escaped quote, strict about text after a closing quote, a quote inside
// an unquoted value is a plain character, blank lines skipped, empty values are NULL, LF, CRLF
// or CR line ends, a UTF-8 BOM ignored. Text must be UTF-8: other encodings (GBK, Latin-1)
// stop at the first row that does not decode, with a hint to save the file as UTF-8.
// Memory holds one read chunk and the record being assembled.
import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { createReadStream } from 'node:fs';
import { MAX_CSV_RECORD_BYTES, MAX_UPLOAD_COLUMNS } from './limits.js';
import { tooLarge, unreadable } from './errors.js';
import type { SourceRow } from './types.js';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const DELIMITERS = [',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof DELIMITERS)[number];

const enum State {
  FieldStart,
  Unquoted,
  Quoted,
  /** A quote seen inside a quoted value: the end of the value or the first of `""`. */
  QuoteInQuoted,
}

/** The delimiter of a file: the candidate found most often in its first line, else a comma. */
export function sniffDelimiter(firstText: string): CsvDelimiter {
  let best: CsvDelimiter = ',';
  let bestCount = 0;
  let inQuotes = false;
  const counts = new Map<string, number>();
  for (const ch of firstText) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (ch === '\n' || ch === '\r')) break;
    else if (!inQuotes && (DELIMITERS as readonly string[]).includes(ch))
      counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  for (const d of DELIMITERS) {
    const n = counts.get(d) ?? 0;
    if (n > bestCount) [best, bestCount] = [d, n];
  }
  return best;
}

class Tokenizer {
  private state = State.FieldStart;
  private field = '';
  private fields: (string | null)[] = [];
  /** The physical line being read, and the one where the current record began. */
  private line = 1;
  private recordLine = 1;
  /** A CR ended the last line: a LF right after it belongs to the same line end. */
  private afterCr = false;
  readonly records: SourceRow[] = [];

  constructor(private readonly delimiter: number) {}

  private pushField(value: string | null) {
    if (this.fields.length >= MAX_UPLOAD_COLUMNS) throw tooLarge('columns', MAX_UPLOAD_COLUMNS);
    this.fields.push(value);
    this.field = '';
  }

  private endRecord() {
    // A blank line is no record (DuckDB skips it too).
    if (!(this.fields.length === 1 && this.fields[0] === null))
      this.records.push({ row: this.recordLine, cells: this.fields });
    this.fields = [];
  }

  /** Ends a line at `i` (LF, CR or CRLF); returns the index of its last character. */
  private lineEnd(c: number, text: string, i: number): number {
    this.line++;
    this.recordLine = this.line;
    if (c !== CR) return i;
    if (i + 1 === text.length) this.afterCr = true;
    else if (text.charCodeAt(i + 1) === LF) return i + 1;
    return i;
  }

  push(text: string): void {
    const n = text.length;
    const delimiter = this.delimiter;
    let start = 0;
    let i = 0;
    if (this.afterCr && n > 0) {
      if (text.charCodeAt(0) === LF) i = start = 1;
      this.afterCr = false;
    }
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      switch (this.state) {
        case State.FieldStart:
          if (c === QUOTE) {
            this.state = State.Quoted;
            start = i + 1;
          } else if (c === delimiter) this.pushField(null);
          else if (c === LF || c === CR) {
            this.pushField(null);
            this.endRecord();
            i = this.lineEnd(c, text, i);
            start = i + 1;
          } else {
            this.state = State.Unquoted;
            start = i;
          }
          break;
        case State.Unquoted:
          if (c === delimiter || c === LF || c === CR) {
            this.pushField(this.field + text.slice(start, i));
            this.state = State.FieldStart;
            if (c !== delimiter) {
              this.endRecord();
              i = this.lineEnd(c, text, i);
            }
            start = i + 1;
          }
          break;
        case State.Quoted: {
          const q = text.indexOf('"', i);
          const end = q === -1 ? n : q;
          for (let j = text.indexOf('\n', i); j !== -1 && j < end; j = text.indexOf('\n', j + 1))
            this.line++;
          if (q === -1) i = n;
          else {
            this.field += text.slice(start, q);
            this.state = State.QuoteInQuoted;
            i = q;
          }
          break;
        }
        case State.QuoteInQuoted:
          if (c === QUOTE) {
            this.field += '"';
            this.state = State.Quoted;
            start = i + 1;
          } else if (c === delimiter || c === LF || c === CR) {
            this.pushField(this.field === '' ? null : this.field);
            this.state = State.FieldStart;
            if (c !== delimiter) {
              this.endRecord();
              i = this.lineEnd(c, text, i);
            }
            start = i + 1;
          } else throw unreadable('text-after-quote', this.recordLine);
          break;
      }
    }
    if (this.state === State.Unquoted || this.state === State.Quoted)
      this.field += text.slice(start);
    if (this.field.length > MAX_CSV_RECORD_BYTES) throw tooLarge('value', MAX_CSV_RECORD_BYTES);
  }

  end(): void {
    if (this.state === State.Quoted) throw unreadable('quote-unclosed', this.recordLine);
    if (this.state === State.Unquoted) this.pushField(this.field);
    else if (this.state === State.QuoteInQuoted)
      this.pushField(this.field === '' ? null : this.field);
    else if (this.fields.length > 0) this.pushField(null);
    if (this.fields.length > 0) this.endRecord();
  }

  /** The line the reader has reached (for errors found outside the tokenizer). */
  get currentLine(): number {
    return this.line;
  }
}

/** The line of the first byte that is not UTF-8, counting from the chunk's first line. */
function invalidUtf8Line(chunk: Buffer, firstLine: number): number {
  let line = firstLine;
  for (let i = 0; i < chunk.length;) {
    const b = chunk[i]!;
    const size =
      b < 0x80 ? 1 : b >> 5 === 0b110 ? 2 : b >> 4 === 0b1110 ? 3 : b >> 3 === 0b11110 ? 4 : 0;
    if (size === 0 || i + size > chunk.length) return line;
    if (size > 1 && !isUtf8(chunk.subarray(i, i + size))) return line;
    if (b === LF) line++;
    i += size;
  }
  return line;
}

export interface CsvFile {
  delimiter: CsvDelimiter;
  /** The header row's cells. */
  header: (string | null)[];
  /** Data rows, each checked to have as many cells as the header. */
  rows: AsyncGenerator<SourceRow>;
}

/**
 * Opens the CSV at `path`: sniffs the delimiter, reads the header, and returns the data rows
 * as an async generator (stop early with `return()`; the file is closed then).
 */
export async function openCsv(path: string): Promise<CsvFile> {
  const stream = createReadStream(path, { highWaterMark: 256 * 1024 });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let tokenizer: Tokenizer | null = null;
  let delimiter: CsvDelimiter = ',';

  /** Feeds chunks until records are ready; false at the end of the file. */
  const fill = async (): Promise<boolean> => {
    const next = await iterator.next();
    if (next.done) {
      const rest = decodeOrFail(decoder, undefined, tokenizer?.currentLine ?? 1);
      if (tokenizer === null) tokenizer = startTokenizer(rest);
      else tokenizer.push(rest);
      tokenizer.end();
      return false;
    }
    const text = decodeOrFail(decoder, next.value, tokenizer?.currentLine ?? 1);
    if (tokenizer === null) tokenizer = startTokenizer(text);
    else tokenizer.push(text);
    return true;
  };
  const startTokenizer = (text: string) => {
    delimiter = sniffDelimiter(text);
    const t = new Tokenizer(delimiter.charCodeAt(0));
    t.push(text);
    return t;
  };

  const records = async function* (): AsyncGenerator<SourceRow> {
    try {
      let more = true;
      while (more) {
        more = await fill();
        const ready = tokenizer!.records.splice(0);
        yield* ready;
      }
    } finally {
      stream.destroy();
    }
  };

  const all = records();
  const first = await all.next();
  if (first.done) {
    stream.destroy();
    throw unreadable('file-empty');
  }
  const header = first.value.cells as (string | null)[];
  const width = header.length;
  const rows = async function* (): AsyncGenerator<SourceRow> {
    try {
      for await (const record of all) {
        if (record.cells.length !== width)
          throw unreadable('ragged-row', record.row, {
            values: record.cells.length,
            columns: width,
          });
        yield record;
      }
    } finally {
      await all.return(undefined);
    }
  };
  return { delimiter, header, rows: rows() };
}

function decodeOrFail(decoder: TextDecoder, chunk: Buffer | undefined, line: number): string {
  try {
    return chunk === undefined ? decoder.decode() : decoder.decode(chunk, { stream: true });
  } catch {
    const at = chunk === undefined ? line : invalidUtf8Line(chunk, line);
    throw unreadable('not-utf8', at);
  }
}
