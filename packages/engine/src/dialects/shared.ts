// Building blocks dialects compose. Nothing here knows which database it serves; dialects
// choose which helpers to use.
import type { DeType } from '../model/field-catalogue.js';
import { DE_TYPE } from '../model/field-catalogue.js';
import { EngineError } from '../errors.js';

/** Quote an identifier by doubling the quote character inside it (SQL standard rule). */
export function quoteWith(open: string, close: string, name: string): string {
  if (name.includes('\0')) throw new EngineError('ENGINE_INVALID_MODEL', 'Identifier contains NUL');
  return open + name.split(close).join(close + close) + close;
}

/** `LIMIT n OFFSET m` where either may be absent. */
export function standardLimitOffset(limit: number | undefined, offset: number | undefined): string {
  const parts: string[] = [];
  if (limit !== undefined) parts.push(`LIMIT ${safeInt(limit)}`);
  if (offset !== undefined) parts.push(`OFFSET ${safeInt(offset)}`);
  return parts.join(' ');
}

/** `x IN (a, b)` / `x NOT IN (a, b)`: the SQL standard's list. */
export function standardInList(expr: string, values: readonly string[], negated: boolean): string {
  return `${expr} ${negated ? 'NOT IN' : 'IN'} (${values.join(', ')})`;
}

/** Limits are inlined (not bound) because some drivers reject bound LIMIT; they are checked ints. */
export function safeInt(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new EngineError('ENGINE_INVALID_MODEL', 'Invalid limit or offset');
  return value;
}

const NUMBER_TYPE =
  /^(tiny|small|medium|big|huge|u?)?int|integer|decimal|numeric|number|float|double|real|serial|money|bit|year|ubigint|usmallint|utinyint|uinteger|uhugeint/i;
const TIME_TYPE = /^(date|time|timestamp|datetime)/i;

/** Native type name → SPEC §3 deType: 0 text, 1 time, 2 number. Unknown types are text. */
export function mapNativeTypeByName(nativeType: string): DeType {
  const name = nativeType.trim();
  // Intervals, and containers of anything (INTEGER[], STRUCT(…), MAP(…)), are text.
  if (/^interval|\[\d*\]$|^(struct|map|union|list)\b/i.test(name)) return DE_TYPE.text;
  if (TIME_TYPE.test(name)) return DE_TYPE.time;
  if (NUMBER_TYPE.test(name)) return DE_TYPE.number;
  return DE_TYPE.text;
}
