import { useEffect, useState } from 'react';
import { fetchPanelImage } from '../../../api/panel';
import { createImageCache, type ImageCache } from './imageCache';

/** The app's one picture cache (object URLs are per document, so per page load). */
export const panelImages: ImageCache = createImageCache({
  fetch: (url) => fetchPanelImage(url),
  createUrl: (blob) => URL.createObjectURL(blob),
  revokeUrl: (objectUrl) => URL.revokeObjectURL(objectUrl),
});

export interface PanelImageState {
  /** The object URL to draw, once loaded. */
  src: string | undefined;
  failed: boolean;
}

/** A stored picture (`/panel/image/<id>`) to draw, or nothing for an empty url. */
export function usePanelImage(
  url: string | null | undefined,
  cache = panelImages,
): PanelImageState {
  const [state, setState] = useState<{ url: string; src?: string; failed: boolean } | null>(null);
  useEffect(() => {
    if (!url) return;
    const lease = cache.acquire(url);
    let live = true;
    lease.ready.then(
      (src) => live && setState({ url, src, failed: false }),
      () => live && setState({ url, failed: true }),
    );
    return () => {
      live = false;
      lease.release();
    };
  }, [url, cache]);
  if (!url) return { src: undefined, failed: false };
  const mine = state?.url === url ? state : null;
  return { src: mine?.src ?? cache.peek(url), failed: mine?.failed ?? false };
}
