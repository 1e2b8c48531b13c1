import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { indexAreas, type StoredArea } from './areas.js';

/** One map's GeoJSON as served: the bytes, gzipped once, and its ETag. */
export interface GeoFile {
  body: Buffer;
  gzipped: Buffer;
  etag: string;
}

/**
 * The boundary data shipped in apps/server/geo (built by scripts/build-geo.mjs), found by
 * walking up from this module: src/map/ in development and tests, dist/ once bundled.
 */
export function findGeoDir(from = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (let depth = 0; depth < 5; depth += 1) {
    const candidate = path.join(dir, 'geo');
    if (fs.existsSync(path.join(candidate, 'areas.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error(`boundary data (geo/areas.json) not found above ${from}`);
}

/**
 * The area tree and every area's GeoJSON, read once at start-up (about 2 MB) and kept in
 * memory with a gzipped copy: maps are requested by every map chart on every dashboard.
 */
export class GeoStore {
  readonly root: StoredArea;
  private readonly files = new Map<string, GeoFile>();

  constructor(dir: string = findGeoDir()) {
    this.root = JSON.parse(fs.readFileSync(path.join(dir, 'areas.json'), 'utf8')) as StoredArea;
    // The file names come from the shipped tree, never from a request.
    for (const code of indexAreas(this.root).keys()) {
      const body = fs.readFileSync(path.join(dir, `${code}.json`));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      this.files.set(code, { body, gzipped: gzipSync(body), etag });
    }
  }

  /** The map of a known area; undefined for any other code. */
  geo(code: string): GeoFile | undefined {
    return this.files.get(code);
  }
}
