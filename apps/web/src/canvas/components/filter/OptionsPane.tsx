import type { FilterComponent } from '@tessera/contracts';
import type { OptionsPaneProps } from '../types';

/** A filter widget's own settings: the setup pane the editor lends (OptionsPaneEditor.FilterSetup). */
export function FilterOptionsPane({ component, editor }: OptionsPaneProps<FilterComponent>) {
  const { FilterSetup } = editor;
  return <FilterSetup component={component} />;
}
