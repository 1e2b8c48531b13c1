// Plain decimal text (`-1234.5`, as PostgreSQL numeric and MySQL DECIMAL arrive) to the scaled
// integer a DECIMAL(width, scale) column stores. DuckDB's own text-to-DECIMAL cast spends about
// 10 µs per value on a DECIMAL wider than 18 digits, the bulk of an extract's time; this does the
// same arithmetic in JavaScript for the plain form only. Anything else (exponents, spaces, a
// leading '+' or '.', NaN, a value too wide once rounded) returns null and is left to DuckDB's
// cast, which accepts or refuses it as before.

const DIGIT_0 = 48;
const DIGIT_5 = 53;
const MINUS = 45;
const POINT = 46;

const isDigit = (code: number) => code >= DIGIT_0 && code <= DIGIT_0 + 9;

const powersOfTen: bigint[] = [];
const powerOfTen = (n: number): bigint => (powersOfTen[n] ??= 10n ** BigInt(n));

/** Below this many digits a scaled value is exact in a double (10^15 < 2^53). */
const DOUBLE_DIGITS = 15;

/**
 * The scaled integer of `text` in a DECIMAL(width, scale), rounded as DuckDB rounds text (half
 * away from zero, on the first dropped digit), or null when DuckDB should decide.
 */
export function scaledDecimal(text: string, width: number, scale: number): bigint | null {
  const end = text.length;
  const negative = end > 0 && text.charCodeAt(0) === MINUS;
  const intStart = negative ? 1 : 0;
  let i = intStart;
  while (i < end && isDigit(text.charCodeAt(i))) i++;
  const intEnd = i;
  if (intEnd === intStart) return null;
  let fracStart = i;
  if (i < end) {
    if (text.charCodeAt(i) !== POINT) return null;
    fracStart = ++i;
    while (i < end && isDigit(text.charCodeAt(i))) i++;
    if (i < end || i === fracStart) return null;
  }
  const fracLength = end - fracStart;
  const kept = Math.min(fracLength, scale);
  // The digit after the kept ones decides the rounding.
  const roundUp = fracLength > scale && text.charCodeAt(fracStart + scale) >= DIGIT_5;
  let lead = intStart;
  while (lead < intEnd - 1 && text.charCodeAt(lead) === DIGIT_0) lead++;

  let value: bigint;
  if (intEnd - lead + scale <= DOUBLE_DIGITS) {
    // Few enough digits for plain arithmetic: no string slicing, one BigInt at the end.
    let small = 0;
    for (let k = lead; k < intEnd; k++) small = small * 10 + text.charCodeAt(k) - DIGIT_0;
    for (let k = 0; k < kept; k++) small = small * 10 + text.charCodeAt(fracStart + k) - DIGIT_0;
    for (let k = kept; k < scale; k++) small *= 10;
    value = BigInt(roundUp ? small + 1 : small);
  } else {
    const digits = text.slice(lead, intEnd) + text.slice(fracStart, fracStart + kept);
    value = BigInt(digits.padEnd(intEnd - lead + scale, '0'));
    if (roundUp) value += 1n;
  }
  if (value >= powerOfTen(width)) return null;
  return negative ? -value : value;
}
