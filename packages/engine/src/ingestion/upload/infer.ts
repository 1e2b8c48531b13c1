// Column type inference (issue 7: a preview the user corrects before import). Every non-empty
// cell of a column is looked at, not only the sample: integers only → BIGINT, numbers with a
// fraction → DOUBLE, dates only → DATE, dates and times → TIMESTAMP; anything mixed (numbers
// with dates, any text) or an empty column → VARCHAR.
import { DE_TYPE } from '../../model/field-catalogue.js';
import type { DeType } from '../../model/field-catalogue.js';
import { classifyCell } from './cells.js';
import type { RawCell, UploadColumnType } from './types.js';

const NUMBER = 1;
const DECIMAL = 2;
const DATE = 4;
const TIMESTAMP = 8;
const TEXT = 16;

const FLAGS = {
  empty: 0,
  integer: NUMBER,
  decimal: NUMBER | DECIMAL,
  date: DATE,
  timestamp: DATE | TIMESTAMP,
  text: TEXT,
} as const;

/** Keeps what kinds of cells each column has seen, one small number per column. */
export class TypeTally {
  private readonly seen: number[];

  constructor(columns: number) {
    this.seen = new Array<number>(columns).fill(0);
  }

  observe(cells: readonly RawCell[]): void {
    for (let i = 0; i < this.seen.length; i++) {
      const seen = this.seen[i]!;
      if (seen & TEXT) continue;
      this.seen[i] = seen | FLAGS[classifyCell(cells[i] ?? null)];
    }
  }

  result(): { deType: DeType; warehouseType: UploadColumnType }[] {
    return this.seen.map((seen) => {
      if (seen & TEXT || seen === 0 || (seen & NUMBER && seen & DATE))
        return { deType: DE_TYPE.text, warehouseType: 'VARCHAR' };
      if (seen & NUMBER)
        return { deType: DE_TYPE.number, warehouseType: seen & DECIMAL ? 'DOUBLE' : 'BIGINT' };
      return { deType: DE_TYPE.time, warehouseType: seen & TIMESTAMP ? 'TIMESTAMP' : 'DATE' };
    });
  }
}

/** The warehouse type for a deType the user chose; the inferred one when the deType agrees. */
export function warehouseTypeFor(deType: DeType, inferred?: UploadColumnType): UploadColumnType {
  const inferredDeType =
    inferred === 'BIGINT' || inferred === 'DOUBLE'
      ? DE_TYPE.number
      : inferred === 'DATE' || inferred === 'TIMESTAMP'
        ? DE_TYPE.time
        : DE_TYPE.text;
  if (inferred !== undefined && inferredDeType === deType) return inferred;
  if (deType === DE_TYPE.number) return 'DOUBLE';
  if (deType === DE_TYPE.time) return 'TIMESTAMP';
  return 'VARCHAR';
}
