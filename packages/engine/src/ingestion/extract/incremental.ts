// Incremental extracts: the source query is wrapped so the source database returns only rows
// past the last synchronised value (bound as a parameter, the column quoted by the dialect),
// and the greatest value seen is tracked while the rows stream by, for the next sync.
import type { QueryValue, SqlDialect } from '../../dialects/types.js';
import type { WarehouseColumnType } from '../warehouse/writer.js';

export interface IncrementalSpec {
  /** A column of the source query's result: a timestamp, a date or an increasing number. */
  column: string;
  /** Greatest value of the last good sync, or null for the first (which reads every row). */
  lastValue: QueryValue;
}

/** Alias of the wrapped query; any name works, the outer query only reads `*`. */
const SOURCE_ALIAS = 'tessera_extract_source';

/**
 * `SELECT * FROM (sql) WHERE column > ?` with the last value bound after the query's own
 * parameters. Rows equal to the last value are not read again: a source that adds rows with a
 * timestamp equal to one already synchronised needs an increasing id, or a full sync.
 */
export function incrementalQuery(
  dialect: SqlDialect,
  sql: string,
  params: readonly QueryValue[],
  spec: IncrementalSpec,
): { sql: string; params: QueryValue[] } {
  if (spec.lastValue === null) return { sql, params: [...params] };
  const { compiler } = dialect;
  const column = compiler.quoteIdentifier(spec.column);
  const mark = compiler.placeholder(params.length + 1);
  return {
    sql: `SELECT * FROM (${sql}) ${compiler.quoteIdentifier(SOURCE_ALIAS)} WHERE ${column} > ${mark}`,
    params: [...params, spec.lastValue],
  };
}

type Compare = (a: QueryValue, b: QueryValue) => number;

const asBigInt = (v: QueryValue): bigint | null => {
  try {
    return BigInt(v as string | number);
  } catch {
    return null;
  }
};

/** Order of two values of a column of `type`, as the database orders them. */
function comparerFor(type: WarehouseColumnType): Compare {
  if (type === 'BIGINT')
    return (a, b) => {
      const [x, y] = [asBigInt(a), asBigInt(b)];
      if (x === null || y === null) return Number(a) - Number(b);
      return x < y ? -1 : x > y ? 1 : 0;
    };
  if (type === 'DOUBLE' || type.startsWith('DECIMAL')) return (a, b) => Number(a) - Number(b);
  // Dates and timestamps as ISO text ('2024-01-31 23:59:59.5') order as strings do.
  return (a, b) => {
    const [x, y] = [String(a), String(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  };
}

/** The greatest non-null value of the incremental column seen so far. */
export class MaxTracker {
  #max: QueryValue;
  readonly #compare: Compare;

  constructor(type: WarehouseColumnType, start: QueryValue) {
    this.#compare = comparerFor(type);
    this.#max = start;
  }

  see(value: unknown): void {
    if (value === null || value === undefined) return;
    const v: QueryValue =
      typeof value === 'number' || typeof value === 'string' ? value : String(value);
    if (this.#max === null || this.#compare(v, this.#max) > 0) this.#max = v;
  }

  get max(): QueryValue {
    return this.#max;
  }
}
