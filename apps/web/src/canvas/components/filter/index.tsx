import { FilterOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FONT, filterWidgetSize, type FilterComponent } from '@tessera/contracts';
import { baseOf } from '../shared';
import type { CanvasComponentMeta } from '../types';
import { FilterView } from './FilterView';

/** The filter widgets as one canvas component type; `serviceName` says which of the 12. */
export const filterMeta: CanvasComponentMeta<FilterComponent> = {
  type: 'filter',
  labelKey: 'panelView.component.filter',
  icon: <FilterOutlined />,
  defaultSize: filterWidgetSize('textSelect'),
  drawsAtScreenSize: false,
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
