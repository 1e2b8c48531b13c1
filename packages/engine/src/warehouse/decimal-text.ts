// Plain decimal text (`-1234.5`, as PostgreSQL numeric and MySQL DECIMAL arrive) to the scaled
// integer a DECIMAL(width, scale) column stores. DuckDB's own text-to-DECIMAL cast spends about
// 10 µs per value on a DECIMAL wider than 18 digits, the bulk of an extract's time; this does the
// same arithmetic in JavaScript for the plain form only. Anything else (exponents, spaces, a
// leading '+' or '.', NaN, a value too wide once rounded) returns null and is left to DuckDB's
// cast, which accepts or refuses it as before.

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

const powersOfTen: bigint[] = [];
const powerOfTen = (n: number): bigint => (powersOfTen[n] ??= 10n ** BigInt(n));

/**
 * The scaled integer of `text` in a DECIMAL(width, scale), rounded as DuckDB rounds text (half
 * away from zero, on the first dropped digit), or null when DuckDB should decide.
 */
export function scaledDecimal(text: string, width: number, scale: number): bigint | null {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return null;
  const integer = match[2]!;
  const fraction = match[3] ?? '';
  const kept = fraction.length >= scale ? fraction.slice(0, scale) : fraction.padEnd(scale, '0');
  let value = BigInt(integer + kept);
  // The digit after the kept ones decides the rounding; '5' is char code 53.
  if (fraction.length > scale && fraction.charCodeAt(scale) >= 53) value += 1n;
  if (value >= powerOfTen(width)) return null;
  return match[1] === '-' ? -value : value;
}
