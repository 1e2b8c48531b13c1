import { useMemo, useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ScalarValue } from '@tessera/contracts';
import { fieldValues } from '../../api/interaction';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { asKindValue, type SelectKind } from './select';

/** Values per page asked of the server; "load more" asks the next page. */
export const FIELD_VALUES_PAGE = 100;
/** The search the user types is sent this long after the last key. */
export const FIELD_VALUES_SEARCH_DEBOUNCE_MS = 300;
/** The longest keyword the server takes (fieldValuesRequestSchema). */
export const FIELD_VALUES_KEYWORD_MAX = 100;

export const fieldValuesKeys = {
  all: ['filters', 'fieldValues'] as const,
  list: (fieldId: string, keyword: string, panelId: string | undefined) =>
    [...fieldValuesKeys.all, fieldId, keyword, panelId ?? null] as const,
};

export interface FieldValuesState {
  /** The distinct values loaded so far (every page), in the server's order. */
  values: ScalarValue[];
  /** What the user typed (shown in the search box); the server gets it debounced. */
  search: string;
  setSearch(search: string): void;
  /** A full page came back: the server may have more. */
  hasMore: boolean;
  loadMore(): void;
  loading: boolean;
  failed: boolean;
}

/**
 * A select or grid widget's values, always from the server (POST multFieldValues: distinct,
 * searched and paged there, row permissions applied), never computed in the browser. Pages of
 * FIELD_VALUES_PAGE by offset; the keyword and the dashboard (panelId, which lets a viewer
 * list its widgets' fields) are part of the cache key. No field chosen: nothing is asked.
 */
export function useFieldValues(
  fieldId: string | null,
  panelId: string | undefined,
  kind: SelectKind,
): FieldValuesState {
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(
    search.trim().slice(0, FIELD_VALUES_KEYWORD_MAX),
    FIELD_VALUES_SEARCH_DEBOUNCE_MS,
  );
  const query = useInfiniteQuery({
    queryKey: fieldValuesKeys.list(fieldId ?? '', keyword, panelId),
    enabled: fieldId !== null,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fieldValues(
        {
          fieldIds: [fieldId!],
          ...(keyword ? { keyword } : {}),
          limit: FIELD_VALUES_PAGE,
          offset: pageParam,
          ...(panelId ? { panelId } : {}),
        },
        signal,
      ),
    // While a new search loads, the field's previous list stays (never another field's).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === (fieldId ?? '') ? keepPreviousData(previous) : undefined,
    getNextPageParam: (last, pages) =>
      last.length < FIELD_VALUES_PAGE ? undefined : pages.length * FIELD_VALUES_PAGE,
  });
  const pages = query.data?.pages;
  const values = useMemo(() => {
    const seen = new Set<ScalarValue>();
    for (const page of pages ?? [])
      for (const raw of page) {
        const v = asKindValue(raw, kind);
        if (v !== null) seen.add(v);
      }
    return [...seen];
  }, [pages, kind]);
  return {
    values,
    search,
    setSearch,
    hasMore: fieldId !== null && query.hasNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    loading: fieldId !== null && query.isFetching,
    failed: query.isError,
  };
}
