/** Where a stored result lives, addressed by the dataset it reads and its key digest. */
export interface StoredKey {
  datasetId: string;
  /** The dataset/extract version, part of the key name so a glance at Redis says what it is. */
  version: string;
  /** SHA-256 hex of every key part (key.ts). */
  digest: string;
}

/**
 * A result store holds JSON text with a time to live. Both backends store text, so a value comes
 * back the same whichever one served it. Failures are the store's to report: the cache above
 * treats a rejected get as a miss and a rejected set as nothing stored.
 */
export interface ResultStore {
  get(key: StoredKey): Promise<string | null>;
  set(key: StoredKey, json: string, ttlMs: number): Promise<void>;
  /** Forgets every result of the dataset, whatever its version. */
  deleteDataset(datasetId: string): Promise<void>;
  close(): Promise<void>;
}
