import type { Language } from '@tessera/contracts';
import { geoJson, type GeoFeatureCollection, type GeoFeatureProperties } from '../../api/map';
import { echarts } from '../echarts/core';

/** An area's regions by adcode: their names in the three languages. */
export type RegionNames = ReadonlyMap<string, Readonly<Record<Language, string>>>;

export interface GeoLoaderDeps {
  fetch: (areaCode: string) => Promise<GeoFeatureCollection>;
  register: (areaCode: string, geo: GeoFeatureCollection) => void;
}

const defaultDeps: GeoLoaderDeps = {
  fetch: geoJson,
  register: (areaCode, geo) =>
    echarts.registerMap(areaCode, geo as Parameters<typeof echarts.registerMap>[1]),
};

/**
 * SPEC §4: geo data is cached per area code after the first load. The cache holds promises,
 * so charts of one area drawing at the same time share one request; a failed load is dropped
 * so the next draw tries again.
 */
const pending = new Map<string, Promise<RegionNames>>();
const loaded = new Map<string, RegionNames>();

const namesOf = (p: GeoFeatureProperties): Record<Language, string> => ({
  'zh-CN': p.name,
  'zh-TW': p.name_zh_TW || p.name,
  en: p.name_en || p.name,
});

/** Fetches an area's GeoJSON once, registers it with ECharts under its code, indexes names. */
export function loadArea(
  areaCode: string,
  deps: GeoLoaderDeps = defaultDeps,
): Promise<RegionNames> {
  const known = pending.get(areaCode);
  if (known) return known;
  const loading = deps.fetch(areaCode).then((geo) => {
    deps.register(areaCode, geo);
    const names = new Map(
      geo.features
        .filter((f) => f.properties.adcode)
        .map((f) => [f.properties.adcode, namesOf(f.properties)] as const),
    );
    loaded.set(areaCode, names);
    return names as RegionNames;
  });
  pending.set(areaCode, loading);
  loading.catch(() => pending.delete(areaCode));
  return loading;
}

/** A region's name in a language once its area has loaded; else the code itself. */
export function regionName(areaCode: string, adcode: string, language: Language): string {
  return loaded.get(areaCode)?.get(adcode)?.[language] ?? adcode;
}

/** Tests: start from an empty cache. */
export function forgetAreas(): void {
  pending.clear();
  loaded.clear();
}
