import { createContext, useContext } from 'react';
import { useStore, type StoreApi } from 'zustand';
import type { EditorStore } from '../../../canvas/core/store';

/** The open dashboard's editor store, for every part of the editor screen. */
export const EditorStoreContext = createContext<StoreApi<EditorStore> | null>(null);

export function useEditorStoreApi(): StoreApi<EditorStore> {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditor outside the dashboard editor');
  return store;
}

/** A slice of the editor state; the caller re-renders only when that slice changes. */
export function useEditor<T>(selector: (state: EditorStore) => T): T {
  return useStore(useEditorStoreApi(), selector);
}
