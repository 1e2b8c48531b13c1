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
 * skeleton(X) = NFD(map(NFD(X))) per TR39, with case folded on both sides of the mapping so
 * that "Sales" and "sales" (and "ꓢales") are the same name too.
 */
export function nameSkeleton(name: string): string {
  let mapped = '';
  for (const char of name.normalize('NFD').replace(IGNORABLE, '').toLowerCase())
    mapped += PROTOTYPES[char] ?? char;
  return mapped.toLowerCase().normalize('NFD');
}
