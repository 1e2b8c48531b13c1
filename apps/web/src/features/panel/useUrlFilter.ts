import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { decodeUrlFilter, type UrlFilterEntry } from '@tessera/contracts';

const NONE: readonly UrlFilterEntry[] = Object.freeze([]) as readonly UrlFilterEntry[];

/**
 * The page's `?filter=` (README: URL filters): conditions a bookmark or a jump carries. A value
 * that is too long or does not parse is ignored, never half applied.
 */
export function useUrlFilter(): readonly UrlFilterEntry[] {
  const [params] = useSearchParams();
  const text = params.get('filter');
  return useMemo(() => decodeUrlFilter(text) ?? NONE, [text]);
}
