import '../../test/canvasChunks';
import { useEffect, type ReactElement } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { StoreApi } from 'zustand/vanilla';
import {
  filterWidgetAttrsSchema,
  type FilterComponent,
  type FilterWidgetAttrs,
  type FilterWidgetName,
  type FilterWidgetValue,
} from '@tessera/contracts';
import { filterMeta } from '../../canvas/components/filter';
import { FilterView } from '../../canvas/components/filter/FilterView';
import { FilterEditingContext } from '../../canvas/components/filter/filterEditing';
import {
  InteractionProvider,
  useChartRequest,
  useInteractionStore,
} from '../../canvas/interactions/InteractionProvider';
import type { InteractionState } from '../../canvas/interactions/store';
import { renderWithProviders } from '../../test/render';

/**
 * Component-test harness for filter widgets: a widget drawn by the real canvas host
 * (FilterView), either in the editor (its default value changes through FilterEditingContext)
 * or on a dashboard (the real interaction store, with a chart whose request is shown).
 */

export const DATASET = 'd1';
export const CHART = 'v1';

/** A widget as the canvas creates it, on field 'f1' of dataset 'd1'. */
export function widget(
  id: string,
  serviceName: FilterWidgetName,
  attrs: Partial<FilterWidgetAttrs> = {},
  value: FilterWidgetValue = [],
): FilterComponent {
  const created = filterMeta.create({ id, left: 0, top: 0, serviceName });
  return {
    ...created,
    options: {
      attrs: filterWidgetAttrsSchema.parse({ datasetId: DATASET, fieldId: 'f1', ...attrs }),
      value,
    },
  };
}

const inLocale = (ui: ReactElement, locale: Locale | undefined) =>
  locale ? <ConfigProvider locale={locale}>{ui}</ConfigProvider> : ui;

/** In the editor: returns the default values the designer set, in order. */
export function renderInEditor(component: FilterComponent, locale?: Locale) {
  const defaults: FilterWidgetValue[] = [];
  const editing = { setDefault: (_id: string, value: FilterWidgetValue) => defaults.push(value) };
  const view = renderWithProviders(
    inLocale(
      <FilterEditingContext.Provider value={editing}>
        <FilterView component={component} mode="edit" />
      </FilterEditingContext.Provider>,
      locale,
    ),
  );
  return { ...view, defaults };
}

/** The filter conditions chart v1 would ask with, as JSON text. */
function ChartProbe() {
  const request = useChartRequest('chart-component', CHART);
  return <output data-testid="chart-request">{JSON.stringify(request.filter ?? [])}</output>;
}

/** Hands the test the dashboard's store (to set values as a widget would). */
function StoreProbe({ onStore }: { onStore(store: StoreApi<InteractionState>): void }) {
  const store = useInteractionStore();
  useEffect(() => {
    if (store) onStore(store);
  }, [store, onStore]);
  return null;
}

/** On a dashboard: the widgets and chart v1 (reading dataset d1) in one interaction store. */
export function renderOnDashboard(widgets: FilterComponent[], locale?: Locale) {
  let store: StoreApi<InteractionState> | null = null;
  const input = {
    panelId: 'p1',
    components: widgets,
    chartDatasets: { [CHART]: DATASET },
    linkage: [],
    jumps: [],
    url: [],
  };
  const view = renderWithProviders(
    inLocale(
      <InteractionProvider input={input}>
        <StoreProbe onStore={(s) => (store = s)} />
        {widgets.map((w) => (
          <FilterView key={w.id} component={w} mode="preview" />
        ))}
        <ChartProbe />
      </InteractionProvider>,
      locale,
    ),
  );
  const chartFilter = (): unknown => JSON.parse(view.getByTestId('chart-request').textContent!);
  return { ...view, store: () => store!, chartFilter };
}
