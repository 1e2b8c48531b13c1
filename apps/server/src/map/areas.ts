import type { AreaEntity, Language } from '@tessera/contracts';

/** One area of the shipped tree (geo/areas.json): its code and names, and its sub-areas. */
export interface StoredArea {
  code: string;
  names: Record<Language, string>;
  children: StoredArea[];
}

/**
 * The strict shape of an area code in a URL: 'world' or a GB/T 2260 six-digit code. Anything
 * else (`..%2f`, NUL, long strings, case changes) is refused before the tree is consulted, and
 * a code that passes is only ever a key into the tree, never part of a file path.
 */
export const AREA_CODE = /^(?:world|\d{6})$/;

/** The tree as AreaEntity, named in the caller's language (SPEC §7 GET /api/map/areaEntitys/0). */
export function toAreaEntity(area: StoredArea, language: Language): AreaEntity {
  return {
    code: area.code,
    name: area.names[language],
    names: { ...area.names },
    children: area.children.map((child) => toAreaEntity(child, language)),
  };
}

/** Every area of the tree by code (each has a map of its own). */
export function indexAreas(root: StoredArea): Map<string, StoredArea> {
  const index = new Map<string, StoredArea>();
  const visit = (area: StoredArea) => {
    index.set(area.code, area);
    area.children.forEach(visit);
  };
  visit(root);
  return index;
}
