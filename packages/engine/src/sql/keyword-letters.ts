// A cheap necessary condition for a case-insensitive "contains" of a keyword with cased letters.
// `lower(text) LIKE '%apple%'` lower-cases every row before matching, which costs DuckDB about
// three times a plain scan: lower() writes a new string per row, a plain LIKE '%p%' only reads.
// A row can only match if it holds, for each ASCII letter of the lowered keyword, some character
// that lower() turns into that letter; one such letter's variants, checked by plain scans, keep
// the rows worth lower-casing.

/**
 * The characters whose lower case is each ASCII letter, beyond the letter's two cases. Unicode
 * has exactly two, and DuckDB's lower() maps both (checked against every code point in
 * test/keyword-letters.test.ts): the dotted capital I and the Kelvin sign.
 */
const OTHER_UPPER: Readonly<Record<string, readonly string[]>> = {
  i: ['\u0130'],
  k: ['\u212A'],
};

/**
 * Letters from the rarest to the most common in English text: the rarer the letter, the fewer
 * rows its scan keeps. Any order is correct; this one only makes the filter sharper.
 */
const RAREST_FIRST = 'zqxjkvbpygfwmucldrhsnioate';

/**
 * The rarest ASCII letter of `lowered` (a keyword already lower-cased) and every character that
 * lower-cases to it, or null when the keyword has no ASCII letter.
 */
export function letterVariants(lowered: string): string[] | null {
  for (const letter of RAREST_FIRST) {
    if (lowered.includes(letter))
      return [letter, letter.toUpperCase(), ...(OTHER_UPPER[letter] ?? [])];
  }
  return null;
}
