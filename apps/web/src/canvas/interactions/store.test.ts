import { describe, expect, it } from 'vitest';
import { filterComponentSchema, type FilterWidgetName } from '@tessera/contracts';
import { confirmButtonWidget } from '../../filters/confirmButton';
import type { FilterWidgetRegistry } from '../../filters/types';
import { createInteractionStore } from './store';

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
  // The real confirm button: its meta is what makes the store hold changes back.
  confirmButton: confirmButtonWidget,
};

const widget = (id: string, serviceName: FilterWidgetName = 'textSelect', value: string[] = []) =>
  filterComponentSchema.parse({
    id,
    component: 'filter',
    serviceName,
    style: { width: 300, height: 90, top: 0, left: 0 },
    options: { attrs: { datasetId: 'ds', fieldId: 'f-region' }, value },
  });

const input = (components: ReturnType<typeof widget>[]) => ({
  panelId: 'p-1',
  components,
  chartDatasets: { 'v-1': 'ds', 'v-2': 'ds' },
  linkage: [
    {
      sourceViewId: 'v-1',
      targetViewId: 'v-2',
      fields: [{ sourceFieldId: 'f-region', targetFieldId: 'f-region' }],
    },
  ],
  jumps: [],
  url: [],
});

describe('a dashboard’s interaction store (SPEC §3 canvas state, §4)', () => {
  it('applies a widget’s value at once and starts from its saved default', () => {
    const store = createInteractionStore(input([widget('w', 'textSelect', ['West'])]), EQ_FIRST);
    expect(store.getState().filterByChart.get('v-1')?.[0]?.value).toEqual(['West']);
    store.getState().setValue('w', ['East']);
    expect(store.getState().values.w).toEqual(['East']);
    expect(store.getState().filterByChart.get('v-2')?.[0]?.value).toEqual(['East']);
  });

  it('holds every change under a confirm button until it is pressed (SPEC §2)', () => {
    const store = createInteractionStore(
      input([widget('w'), widget('ok', 'confirmButton')]),
      EQ_FIRST,
    );
    expect(store.getState().hasConfirm).toBe(true);
    store.getState().setValue('w', ['East']);
    expect(store.getState().pending.w).toEqual(['East']);
    expect(store.getState().filterByChart.size).toBe(0);
    store.getState().confirm();
    expect(store.getState().pending).toEqual({});
    expect(store.getState().filterByChart.get('v-1')?.[0]?.value).toEqual(['East']);
  });

  it('filters linked charts by a clicked point, and clears on the same point or the control', () => {
    const store = createInteractionStore(input([]), EQ_FIRST);
    const source = { componentId: 'c-1', viewId: 'v-1', index: 2, label: 'East' };
    store.getState().applyLinkage(source, [{ fieldId: 'f-region', value: 'East' }]);
    expect(store.getState().linkageSource).toEqual(source);
    expect(store.getState().linkageByChart.get('v-2')?.[0]?.value).toEqual(['East']);
    store.getState().applyLinkage(source, [{ fieldId: 'f-region', value: 'East' }]);
    expect(store.getState().linkageSource).toBeNull();
    expect(store.getState().linkageByChart.size).toBe(0);
    store.getState().applyLinkage(source, [{ fieldId: 'f-region', value: 'East' }]);
    store.getState().clearLinkage();
    expect(store.getState().linkageByChart.size).toBe(0);
  });

  it('drills down level by level and jumps back through the path (SPEC §2 breadcrumb)', () => {
    const store = createInteractionStore(input([]), EQ_FIRST);
    const step = (value: string) => ({
      step: { dimensionList: [{ fieldId: 'f', value }] },
      label: value,
    });
    store.getState().drillDown('c-1', step('Zhejiang'));
    store.getState().drillDown('c-1', step('Hangzhou'));
    expect(store.getState().drill['c-1']?.map((l) => l.label)).toEqual(['Zhejiang', 'Hangzhou']);
    store.getState().drillTo('c-1', 1);
    expect(store.getState().drill['c-1']?.map((l) => l.label)).toEqual(['Zhejiang']);
    store.getState().drillTo('c-1', 0);
    expect(store.getState().drill['c-1']).toEqual([]);
    store.getState().drillTo('c-1', 3);
    expect(store.getState().drill['c-1']).toEqual([]);
  });
});
