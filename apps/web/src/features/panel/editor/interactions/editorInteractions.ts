import { createContext, useContext } from 'react';

/** What the editor's interaction panes need from the loaded dashboard. */
export interface EditorInteractions {
  panelId: string;
  /** The dataset of each chart placed when the dashboard was loaded (PanelDetail). */
  chartDatasets: Readonly<Record<string, string>>;
}

export const EditorInteractionsContext = createContext<EditorInteractions>({
  panelId: '',
  chartDatasets: {},
});
export const useEditorInteractions = () => useContext(EditorInteractionsContext);
