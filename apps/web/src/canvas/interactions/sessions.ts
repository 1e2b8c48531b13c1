import type { StoreApi } from 'zustand/vanilla';
import type { FilterWidgetRegistry } from '../../filters/types';
import { createInteractionStore, type InteractionInput, type InteractionState } from './store';

/**
 * One interaction state per dashboard for the whole tab (issue 19 part 1): the dashboards page,
 * the editor's preview, `#/preview/{id}` and full screen each mount their own view, and each
 * new view of a dashboard takes over the filters, linkage and drill the last one had. A view
 * over another document (a new version, the editor's unsaved one) keeps what still applies.
 * A different URL filter (a jump, a bookmark) starts over: the link names what it filters.
 */
const sessions = new Map<string, { url: string; store: StoreApi<InteractionState> }>();

export function interactionStoreFor(
  key: string,
  input: InteractionInput,
  metas: FilterWidgetRegistry,
): StoreApi<InteractionState> {
  const url = JSON.stringify(input.url);
  const previous = sessions.get(key);
  const carried = previous && previous.url === url ? previous.store.getState() : undefined;
  const store = createInteractionStore(input, metas, carried);
  sessions.set(key, { url, store });
  return store;
}

/** Forgets every dashboard's state (signing out; tests). */
export function forgetInteractionSessions(): void {
  sessions.clear();
}
