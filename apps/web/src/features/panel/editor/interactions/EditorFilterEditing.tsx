import { useMemo, type ReactNode } from 'react';
import {
  FilterEditingContext,
  type FilterEditing,
} from '../../../../canvas/components/filter/filterEditing';
import { useEditorStoreApi } from '../editorStore';

/**
 * The editor's side of a filter widget: a value picked in a widget on the canvas (or in its
 * options pane) is its saved default, changed as one undoable edit; `panelId` lets the widget
 * list its field's values for this dashboard.
 */
export function EditorFilterEditing({
  panelId,
  children,
}: {
  panelId: string;
  children: ReactNode;
}) {
  const store = useEditorStoreApi();
  const editing = useMemo<FilterEditing>(
    () => ({
      panelId,
      setDefault: (componentId, value) =>
        store.getState().run('setFilterDefault', { componentId, value }),
    }),
    [panelId, store],
  );
  return <FilterEditingContext.Provider value={editing}>{children}</FilterEditingContext.Provider>;
}
