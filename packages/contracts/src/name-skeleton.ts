// The confusable skeleton of a name (Unicode TR39 §4), for judging uniqueness: two names with
// the same skeleton look alike, so the second is refused in the same scope (SECURITY C8).
// The table is Unicode's confusables.txt prototype mapping as shipped by `unhomoglyph` (MIT).
// Imported only through the `@tessera/contracts/name-skeleton` path, so the web app, which
// never judges uniqueness, does not carry the table.
import confusables from 'unhomoglyph/data.json';

const PROTOTYPES: Readonly<Record<string, string>> = confusables;
/** Current TR39 drops default-ignorable code points before comparing. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * Full case folding, as near as JavaScript gets: through upper case and back also folds what
 * lower case alone keeps apart ("ß", "ẞ" and "ss"; "ς" and "σ"; "ǅ" and "ǆ"), and lower case
 * first brings capitals with no upper-case mapping of their own ("ẞ") into the same path.
 */
const foldCase = (text: string): string => text.toLowerCase().toUpperCase().toLowerCase();

/**
 * A name as a person reads it: NFKC turns compatibility forms into the letters they show
 * (full-width "Ｄ", modifier "ᴰ", mathematical "𝐃", circled "Ⓓ" are all "D"; the ligature "ﬁ"
 * is "fi"), and case is folded (Unicode's NFKC_Casefold, approximated by foldCase). The
 * confusables table alone misses many of these: it maps few compatibility characters.
 */
export const nameFold = (name: string): string =>
  foldCase(name.normalize('NFKC')).normalize('NFKC');

/**
 * The key two names share when they look alike: skeleton(nameFold(X)), where skeleton(X) =
 * NFD(map(NFD(X))) per TR39, with case folded again after the mapping (prototypes may be
 * capitals). "Demo", "DEMO", "Ｄemo", "ᴰemo", "𝐃emo" and "Dеmo" (Cyrillic е) share one key.
 */
export function nameSkeleton(name: string): string {
  let mapped = '';
  for (const char of nameFold(name).normalize('NFD').replace(IGNORABLE, ''))
    mapped += PROTOTYPES[char] ?? char;
  return foldCase(mapped).normalize('NFD');
}
