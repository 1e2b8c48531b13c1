import { afterEach, describe, expect, it } from 'vitest';
import { filterComponentSchema } from '@tessera/contracts';
import type { FilterWidgetRegistry } from '../../filters/types';
import { forgetInteractionSessions, interactionStoreFor } from './sessions';

const EQ_FIRST: FilterWidgetRegistry = {
  textSelect: {
    name: 'textSelect',
    labelKey: 'filters.widget.textSelect',
    icon: null,
    fieldTypes: [],
    multiple: false,
    placeholder: false,
    toCondition: (value, attrs) =>
      attrs.fieldId && typeof value[0] === 'string'
        ? { fieldId: attrs.fieldId, operator: 'eq', value: [value[0]] }
        : null,
    View: () => null,
  },
};

const widget = (id: string) =>
  filterComponentSchema.parse({
    id,
    component: 'filter',
    serviceName: 'textSelect',
    style: { width: 300, height: 90, top: 0, left: 0 },
    options: { attrs: { datasetId: 'ds', fieldId: 'f-region' }, value: [] },
  });

/** A dashboard's document as one of its views parses it (a new object each time). */
const view = (widgets: string[], url: { d: string; f: string; o: 'eq'; v: string[] }[] = []) => ({
  panelId: 'p-1',
  components: widgets.map(widget),
  chartDatasets: { 'v-1': 'ds', 'v-2': 'ds' },
  linkage: [
    {
      sourceViewId: 'v-1',
      targetViewId: 'v-2',
      fields: [{ sourceFieldId: 'f-region', targetFieldId: 'f-region' }],
    },
  ],
  jumps: [],
  url,
});

const source = { componentId: 'w', viewId: 'v-1', index: 1, label: 'East' };
const step = {
  step: { dimensionList: [{ fieldId: 'f-province', value: 'Zhejiang' }] },
  label: 'Zhejiang',
};

afterEach(forgetInteractionSessions);

describe('one interaction state per dashboard across its views (issue 19)', () => {
  it('hands filters, linkage and drill to the next view of the same dashboard', () => {
    const page = interactionStoreFor('p-1', view(['w', 'chart-box']), EQ_FIRST);
    page.getState().setValue('w', ['East']);
    page.getState().applyLinkage(source, [{ fieldId: 'f-region', value: 'East' }]);
    page.getState().drillDown('chart-box', step);

    const fullScreen = interactionStoreFor('p-1', view(['w', 'chart-box']), EQ_FIRST).getState();
    expect(fullScreen.values.w).toEqual(['East']);
    expect(fullScreen.filterByChart.get('v-1')?.[0]?.value).toEqual(['East']);
    expect(fullScreen.linkageSource).toEqual(source);
    expect(fullScreen.linkageByChart.get('v-2')?.[0]?.value).toEqual(['East']);
    expect(fullScreen.drill['chart-box']?.map((l) => l.label)).toEqual(['Zhejiang']);
  });

  it('drops what belonged to a component no longer on the dashboard', () => {
    const first = interactionStoreFor('p-1', view(['w', 'chart-box']), EQ_FIRST);
    first.getState().setValue('w', ['East']);
    first.getState().applyLinkage(source, [{ fieldId: 'f-region', value: 'East' }]);
    first.getState().drillDown('chart-box', step);
    const edited = interactionStoreFor('p-1', view(['w2']), EQ_FIRST).getState();
    expect(edited.values).toEqual({ w2: [] });
    expect(edited.linkageSource).toBeNull();
    expect(edited.linkageByChart.size).toBe(0);
    expect(edited.drill).toEqual({});
  });

  it('keeps dashboards apart, and starts over for another URL filter', () => {
    interactionStoreFor('p-1', view(['w']), EQ_FIRST)
      .getState()
      .setValue('w', ['East']);
    expect(interactionStoreFor('p-2', view(['w']), EQ_FIRST).getState().values.w).toEqual([]);
    const jumped = interactionStoreFor(
      'p-1',
      view(['w'], [{ d: 'ds', f: 'f-region', o: 'eq', v: ['North'] }]),
      EQ_FIRST,
    );
    expect(jumped.getState().values.w).toEqual(['North']);
  });

  it('forgets every dashboard on sign-out', () => {
    interactionStoreFor('p-1', view(['w']), EQ_FIRST)
      .getState()
      .setValue('w', ['East']);
    forgetInteractionSessions();
    expect(interactionStoreFor('p-1', view(['w']), EQ_FIRST).getState().values.w).toEqual([]);
  });
});
