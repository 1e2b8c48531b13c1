import { createHash } from 'node:crypto';

/**
 * Everything that decides a query's answer (DESIGN §7). Two calls share a cached result only
 * when every part is equal, so a part left out here is a part that could leak one user's rows
 * to another: the permission context belongs in the key as much as the SQL does.
 */
export interface CacheKeyParts {
  /** The data source the SQL runs on. */
  datasourceId: string;
  /** The compiled SQL text, exactly as sent to the driver. */
  sql: string;
  /** The bound parameters, in order. */
  params: readonly unknown[];
  /**
   * What the caller may see, applied to this query: row rules, column permissions, the org...
   * Any JSON data; object key order does not matter (serialised canonically).
   */
  permission: unknown;
  datasetId: string;
  /** The dataset's stored version: edits of the dataset or its fields bump it. */
  datasetVersion: number | string;
  /** The extract the query reads (e.g. its warehouse table or sync id); null for direct data. */
  extractVersion?: string | number | null | undefined;
}

/**
 * JSON with object keys sorted at every depth, so equal data gives equal text whatever order it
 * was built in. Values JSON would blur are tagged instead: `NaN`, `Infinity` and `null` must not
 * collide, nor a bigint and its decimal string, nor a Date and its ISO text.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value, new Set()));
}

function canonical(value: unknown, seen: Set<object>): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : { $number: String(value) };
    case 'bigint':
      return { $bigint: value.toString() };
    case 'undefined':
      return { $undefined: true };
    case 'object':
      break;
    default:
      throw new TypeError(`cache key parts cannot hold a ${typeof value}`);
  }
  if (value === null) return null;
  if (value instanceof Date) return { $date: value.toISOString() };
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (seen.has(value)) throw new TypeError('cache key parts cannot be circular');
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item: unknown) => canonical(item, seen));
    const out: Record<string, unknown> = {};
    for (const name of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[name];
      // Absent and undefined read the same to every consumer of the object: same key.
      if (item !== undefined) out[name] = canonical(item, seen);
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/**
 * The SHA-256 hex digest of the parts: the only trace of the SQL and the permission context in a
 * store's key names (no raw SQL in Redis, DESIGN §5), and equal for equal parts.
 */
export function cacheDigest(parts: CacheKeyParts): string {
  // A frozen key (a remembered chart call's, metadata-memo.ts) cannot change: digest it once.
  const known = frozenDigests.get(parts);
  if (known !== undefined) return known;
  const digest = digestOf(parts);
  if (isDeeplyFrozen(parts)) frozenDigests.set(parts, digest);
  return digest;
}

const frozenDigests = new WeakMap<CacheKeyParts, string>();

/** Frozen at every depth: nothing in it can change after it was digested. */
function isDeeplyFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (!Object.isFrozen(value)) return false;
  return Object.values(value).every(isDeeplyFrozen);
}

function digestOf(parts: CacheKeyParts): string {
  const text = canonicalJson({
    v: 1,
    datasourceId: parts.datasourceId,
    sql: parts.sql,
    params: parts.params,
    permission: parts.permission,
    datasetId: parts.datasetId,
    datasetVersion: parts.datasetVersion,
    extractVersion: parts.extractVersion ?? null,
  });
  return createHash('sha256').update(text).digest('hex');
}

/** The version segment of a stored key: the dataset's version and, when it has one, the extract's. */
export function versionLabel(parts: CacheKeyParts): string {
  const extract = parts.extractVersion ?? null;
  return extract === null
    ? String(parts.datasetVersion)
    : `${String(parts.datasetVersion)}.${String(extract)}`;
}
