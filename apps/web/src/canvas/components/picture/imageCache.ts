/**
 * Stored pictures as object URLs, shared by every picture and canvas background on screen: a
 * picture placed twice is fetched once, and its object URL is revoked once nothing shows it
 * (after a few unused ones are kept for a quick way back, e.g. switching dashboards).
 */
export interface ImageCacheDeps {
  fetch(url: string): Promise<Blob>;
  createUrl(blob: Blob): string;
  revokeUrl(objectUrl: string): void;
  /** Unused pictures kept before the oldest is revoked. */
  keepUnused?: number;
}

export interface ImageLease {
  /** The object URL once loaded; rejects when the picture cannot be read. */
  ready: Promise<string>;
  /** Stop using it (once per lease). */
  release(): void;
}

interface Entry {
  refs: number;
  ready: Promise<string>;
  objectUrl?: string;
  evicted: boolean;
}

export interface ImageCache {
  acquire(url: string): ImageLease;
  /** The object URL when already loaded (drawn at once, without a flash). */
  peek(url: string): string | undefined;
  /** Pictures loaded or loading, for tests. */
  size(): number;
}

export function createImageCache(deps: ImageCacheDeps): ImageCache {
  const keep = deps.keepUnused ?? 8;
  const entries = new Map<string, Entry>();
  /** Unused urls, oldest first. */
  const unused: string[] = [];

  const evict = (url: string) => {
    const entry = entries.get(url);
    if (!entry) return;
    entries.delete(url);
    entry.evicted = true;
    if (entry.objectUrl) deps.revokeUrl(entry.objectUrl);
  };

  const load = (url: string): Entry => {
    const entry: Entry = { refs: 0, evicted: false, ready: Promise.resolve('') };
    entry.ready = deps.fetch(url).then(
      (blob) => {
        const objectUrl = deps.createUrl(blob);
        // Dropped while loading: nobody will draw it, so it is let go at once.
        if (entry.evicted) deps.revokeUrl(objectUrl);
        else entry.objectUrl = objectUrl;
        return objectUrl;
      },
      (error: unknown) => {
        // A failure is not cached: the next one to show the picture tries again.
        if (entries.get(url) === entry) entries.delete(url);
        const at = unused.indexOf(url);
        if (at >= 0) unused.splice(at, 1);
        throw error;
      },
    );
    entries.set(url, entry);
    return entry;
  };

  return {
    acquire(url) {
      const entry = entries.get(url) ?? load(url);
      entry.refs += 1;
      const at = unused.indexOf(url);
      if (at >= 0) unused.splice(at, 1);
      let released = false;
      return {
        ready: entry.ready,
        release() {
          if (released) return;
          released = true;
          entry.refs -= 1;
          if (entry.refs > 0 || entry.evicted || entries.get(url) !== entry) return;
          unused.push(url);
          while (unused.length > keep) evict(unused.shift()!);
        },
      };
    },
    peek: (url) => entries.get(url)?.objectUrl,
    size: () => entries.size,
  };
}
