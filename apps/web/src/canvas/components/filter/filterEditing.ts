import { createContext, useContext } from 'react';
import type { FilterWidgetValue } from '@tessera/contracts';

/** What the canvas around a filter widget offers it besides its value. */
export interface FilterEditing {
  /** The dashboard shown (multFieldValues lists a viewer's values through it). */
  panelId?: string | undefined;
  /** The editor: a widget's saved default value changed (an undoable edit). */
  setDefault?(componentId: string, value: FilterWidgetValue): void;
}

export const FilterEditingContext = createContext<FilterEditing>({});
export const useFilterEditing = () => useContext(FilterEditingContext);
