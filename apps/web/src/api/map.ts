import type { AreaEntity } from '@tessera/contracts';
import { http } from './client';

/** What every feature of the shipped boundary data carries (apps/server/geo). */
export interface GeoFeatureProperties {
  /** GB/T 2260 code (China), ISO 3166 alpha-2 (world): what map data rows hold. */
  adcode: string;
  /** zh-CN name. */
  name: string;
  name_zh_TW: string;
  name_en: string;
  cp?: [number, number];
}

export interface GeoFeatureCollection {
  type: 'FeatureCollection';
  features: { type: 'Feature'; properties: GeoFeatureProperties; geometry: unknown }[];
}

/** GET /api/map/areaEntitys/0: world → China → provinces (SPEC §7). */
export const areaTree = (signal?: AbortSignal) =>
  http().get<AreaEntity>('/api/map/areaEntitys/0', { signal });

/**
 * GET /geo/{areaCode}_full.json: one area's GeoJSON. No toast: a map that cannot load shows
 * its failure in its own chart (SPEC §8), and one failing chart never disturbs the others.
 */
export const geoJson = (areaCode: string) =>
  http().get<GeoFeatureCollection>(`/geo/${encodeURIComponent(areaCode)}_full.json`, {
    hideMsg: true,
  });
