// Batches of rows into a warehouse table, column by column through DuckDB data chunks.
//
// Appending cell by cell cost a native call per value, and text for a DATE, TIMESTAMP or
// DECIMAL column was cast one value at a time. Here each run of up to 2,048 rows (DuckDB's
// vector size) fills one data chunk whose columns are typed after the cells' JS kinds: text as
// VARCHAR, numbers as DOUBLE, bigints as BIGINT, booleans as BOOLEAN. The appender casts each
// chunk column whose type differs from the table's with DuckDB's vectorised cast, the same cast
// functions the per-value path used, so every cell keeps the value (and a bad cell the refusal)
// it had before: a number into a DECIMAL is cast from the double, never from its text. The one
// exception is plain decimal text for a DECIMAL column, scaled here (decimal-text.ts) because
// DuckDB's cast of it is slow; it rounds as DuckDB does and leaves anything unusual to DuckDB.
import type { DuckDBAppender, DuckDBConnection, DuckDBType, DuckDBValue } from '@duckdb/node-api';
import {
  BIGINT,
  BOOLEAN,
  DECIMAL,
  DOUBLE,
  DuckDBDataChunk,
  DuckDBDecimalValue,
  VARCHAR,
} from '@duckdb/node-api';
import { inDuckdbLane } from '../../dialects/duckdb/lane.js';
import { scaledDecimal } from './decimal-text.js';
import type { WarehouseCell, WarehouseColumn, WarehouseRow } from './types.js';
import { columnType } from './types.js';

/** Chunk column types, by the kind of value they carry. */
const enum Lane {
  /** Only nulls so far: any chunk type holds them. */
  Open = 0,
  Text = 1,
  Double = 2,
  BigInt = 3,
  Boolean = 4,
  /** Plain decimal text already scaled for the column's own DECIMAL type. */
  Decimal = 5,
  /**
   * The same, for a value of at most 18 digits: a DECIMAL(18, scale) chunk column stores each in
   * 64 bits, cheaper to fill than 128, and DuckDB widens it to the column's type exactly.
   */
  Decimal18 = 6,
}

const DECIMAL18_LIMIT = 10n ** 18n;

/** The most rows one data chunk holds (DuckDB's standard vector size). */
const CHUNK_ROWS = 2048;

const DECIMAL_TYPE = /^DECIMAL\((\d+),(\d+)\)$/;

/** How one column's cells become chunk values. */
interface ColumnPlan {
  /** A VARCHAR column: every cell goes in as its text. */
  text: boolean;
  /** A DECIMAL column's width and scale, for plain decimal text. */
  decimal: { width: number; scale: number } | null;
}

function planOf(column: WarehouseColumn): ColumnPlan {
  const decimal = DECIMAL_TYPE.exec(columnType(column.type));
  return {
    text: column.type === 'VARCHAR',
    decimal: decimal ? { width: Number(decimal[1]), scale: Number(decimal[2]) } : null,
  };
}

/**
 * Fills data chunks from rows and hands them to the appender. A cell of another kind than the
 * cells before it in the same column ends the chunk, so a mixed column stays exact at the price
 * of shorter chunks.
 */
export class ChunkFiller {
  private readonly plans: ColumnPlan[];
  private readonly lanes: Lane[];
  /** Values of the chunk being filled, column by column. */
  private readonly values: (DuckDBValue | null)[][];
  private count = 0;
  /** The lane and value encode() found for the cell it was given. */
  private lane: Lane = Lane.Open;
  private value: DuckDBValue | null = null;
  private readonly rowLanes: Lane[];
  private readonly rowValues: (DuckDBValue | null)[];
  /** Reused chunks, one per column-type signature; DuckDB resets them between uses. */
  private readonly chunks = new Map<string, DuckDBDataChunk>();

  constructor(
    private readonly appender: DuckDBAppender,
    columns: readonly WarehouseColumn[],
  ) {
    this.plans = columns.map(planOf);
    this.lanes = columns.map(() => Lane.Open);
    this.values = columns.map(() => new Array<DuckDBValue | null>(CHUNK_ROWS).fill(null));
    this.rowLanes = columns.map(() => Lane.Open);
    this.rowValues = columns.map(() => null);
  }

  /** Appends `rows` (each checked for its width); a partly filled chunk is appended too. */
  append(rows: readonly WarehouseRow[]): void {
    const width = this.plans.length;
    for (const row of rows) {
      if (row.length !== width)
        throw new RangeError('A row has a different number of cells than columns');
      let fits = this.count < CHUNK_ROWS;
      for (let c = 0; c < width; c++) {
        this.encode(this.plans[c]!, row[c]!);
        this.rowLanes[c] = this.lane;
        this.rowValues[c] = this.value;
        const lane = this.lanes[c];
        if (this.lane !== Lane.Open && lane !== Lane.Open && lane !== this.lane) fits = false;
      }
      if (!fits) this.emit();
      for (let c = 0; c < width; c++) {
        if (this.lanes[c] === Lane.Open) this.lanes[c] = this.rowLanes[c]!;
        this.values[c]![this.count] = this.rowValues[c]!;
      }
      this.count++;
    }
    if (this.count > 0) this.emit();
  }

  /** Sets `lane` and `value` for one cell of a column planned as `plan`. */
  private encode(plan: ColumnPlan, cell: WarehouseCell): void {
    if (cell === null) {
      this.lane = Lane.Open;
      this.value = null;
    } else if (plan.text) {
      this.lane = Lane.Text;
      this.value = typeof cell === 'string' ? cell : String(cell);
    } else if (typeof cell === 'string') {
      const scaled = plan.decimal && scaledDecimal(cell, plan.decimal.width, plan.decimal.scale);
      if (plan.decimal && scaled !== null) {
        const { width, scale } = plan.decimal;
        const narrow = scale <= 18 && scaled < DECIMAL18_LIMIT && scaled > -DECIMAL18_LIMIT;
        this.lane = narrow ? Lane.Decimal18 : Lane.Decimal;
        this.value = new DuckDBDecimalValue(scaled, narrow ? 18 : width, scale);
      } else {
        // DuckDB casts the text to the column's type, or refuses it.
        this.lane = Lane.Text;
        this.value = cell;
      }
    } else {
      this.lane =
        typeof cell === 'number'
          ? Lane.Double
          : typeof cell === 'bigint'
            ? Lane.BigInt
            : Lane.Boolean;
      this.value = cell;
    }
  }

  private emit(): void {
    const width = this.plans.length;
    const types = this.lanes.map((lane, c) => this.typeOf(lane, this.plans[c]!));
    const chunk = this.chunkFor(this.lanes, types);
    chunk.rowCount = this.count;
    for (let c = 0; c < width; c++) {
      const vector = chunk.getColumnVector(c);
      const values = this.values[c]!;
      for (let r = 0; r < this.count; r++) vector.setItem(r, values[r]!);
      vector.flush();
      this.lanes[c] = Lane.Open;
    }
    this.appender.appendDataChunk(chunk);
    this.count = 0;
  }

  private typeOf(lane: Lane, plan: ColumnPlan): DuckDBType {
    switch (lane) {
      case Lane.Double:
        return DOUBLE;
      case Lane.BigInt:
        return BIGINT;
      case Lane.Boolean:
        return BOOLEAN;
      case Lane.Decimal:
        return DECIMAL(plan.decimal!.width, plan.decimal!.scale);
      case Lane.Decimal18:
        return DECIMAL(18, plan.decimal!.scale);
      default:
        return VARCHAR;
    }
  }

  private chunkFor(lanes: readonly Lane[], types: readonly DuckDBType[]): DuckDBDataChunk {
    // An all-null column is as good as text in any chunk.
    const key = lanes.map((lane) => (lane === Lane.Open ? Lane.Text : lane)).join('');
    let chunk = this.chunks.get(key);
    if (chunk) chunk.reset();
    else {
      chunk = DuckDBDataChunk.create(types);
      this.chunks.set(key, chunk);
    }
    return chunk;
  }
}

/** Appends every batch into `table`; JavaScript memory holds about one batch. */
export async function appendBatches(
  connection: DuckDBConnection,
  table: string,
  columns: readonly WarehouseColumn[],
  batches: AsyncIterable<readonly WarehouseRow[]>,
): Promise<void> {
  const appender = await inDuckdbLane(() => connection.createAppender(table));
  try {
    const filler = new ChunkFiller(appender, columns);
    for await (const batch of batches) {
      filler.append(batch);
      // Each batch leaves JavaScript memory once it is flushed into the table.
      appender.flushSync();
    }
  } catch (error) {
    // After a failed batch closing fails too; the batch's error is the one to report.
    try {
      appender.closeSync();
    } catch {
      // The caller drops the table being built anyway.
    }
    throw error;
  }
  appender.closeSync();
}
