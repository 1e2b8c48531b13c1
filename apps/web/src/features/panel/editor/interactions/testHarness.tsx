import '../../../../test/canvasChunks';
import type { ReactElement } from 'react';
import type { StoreApi } from 'zustand';
import { defaultCanvasStyle, type CanvasComponent, type CanvasStyle } from '@tessera/contracts';
import { createEditorStore, type EditorStore } from '../../../../canvas/core/store';
import { renderWithProviders } from '../../../../test/render';
import { EditorStoreContext } from '../editorStore';
import { EditorInteractionsContext } from './editorInteractions';

/**
 * Renders part of the editor over a real editor store holding `components` (the ones in
 * `selected` selected) and the dashboard's loaded chart → dataset map.
 */
export function renderInEditor(
  ui: ReactElement,
  {
    components,
    selected = [],
    canvasStyle = {},
    chartDatasets = {},
  }: {
    components: CanvasComponent[];
    selected?: string[];
    canvasStyle?: Partial<CanvasStyle>;
    chartDatasets?: Record<string, string>;
  },
): { store: StoreApi<EditorStore> } {
  const store = createEditorStore({
    canvasStyle: { ...defaultCanvasStyle(), ...canvasStyle },
    components,
  });
  store.getState().run('select', { ids: selected });
  renderWithProviders(
    <EditorStoreContext.Provider value={store}>
      <EditorInteractionsContext.Provider value={{ panelId: 'p-1', chartDatasets }}>
        {ui}
      </EditorInteractionsContext.Provider>
    </EditorStoreContext.Provider>,
  );
  return { store };
}
