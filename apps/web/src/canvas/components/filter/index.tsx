import { preloadableNamed } from '../../../lib/preloadable';
import { FILTER_WIDGET_FONT, filterWidgetSize, type FilterComponent } from '@tessera/contracts';
import { filterWidgetMeta } from '../../../filters/registry';
import { baseOf } from '../shared';
import type { CanvasComponentMeta } from '../types';
import { FilterView } from './FilterView';

// The editor's pane, in a chunk of its own: a dashboard being viewed never needs it.
const FilterOptionsPane = preloadableNamed(() => import('./OptionsPane'), 'FilterOptionsPane');

/** The filter widgets as one canvas component type; `serviceName` says which of the 12. */
export const filterMeta: CanvasComponentMeta<FilterComponent> = {
  type: 'filter',
  labelKey: 'panelView.component.filter',
  nameKeyOf: (component) => filterWidgetMeta(component.serviceName)?.labelKey ?? 'filters.unknown',
  defaultSize: filterWidgetSize('textSelect'),
  drawsAtScreenSize: false,
  styleSections: { text: true, box: false },
  // What it filters by comes first: a widget without a field filters nothing.
  OptionsPane: FilterOptionsPane,
  optionsFirst: true,
  create: ({ id, left, top, serviceName = 'textSelect' }) => ({
    ...baseOf(id, {
      left,
      top,
      ...filterWidgetSize(serviceName),
      ...FILTER_WIDGET_FONT,
      color: '#303133',
    }),
    component: 'filter',
    serviceName,
    options: {
      attrs: {
        datasetId: null,
        fieldId: null,
        viewIds: [],
        multiple: false,
        placeholder: '',
        label: '',
      },
      value: [],
    },
    propValue: {},
  }),
  View: FilterView,
};
