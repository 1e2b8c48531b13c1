import { describe, expect, it } from 'vitest';
import {
  filterComponentSchema,
  type FilterComponent,
  type FilterWidgetName,
  type PanelLinkage,
} from '@tessera/contracts';
import type { FilterWidgetRegistry } from '../../filters/types';
import {
  chartRequest,
  filterWidgetsOf,
  initialValues,
  linkageConditions,
  requestTag,
  urlConditions,
  widgetConditions,
  widgetTargets,
} from './conditions';

// A widget whose condition is "eq the first value": enough to test the routing around it.
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

const widget = (
  id: string,
  attrs: Partial<FilterComponent['options']['attrs']>,
  value: (string | number | null)[] = [],
  serviceName: FilterWidgetName = 'textSelect',
): FilterComponent =>
  filterComponentSchema.parse({
    id,
    component: 'filter',
    serviceName,
    style: { width: 300, height: 90, top: 0, left: 0 },
    options: { attrs: { datasetId: 'ds-sales', fieldId: 'f-region', ...attrs }, value },
  });

const CHARTS = { 'v-1': 'ds-sales', 'v-2': 'ds-sales', 'v-3': 'ds-stock' };

describe('routing interactions to charts (issue 10 part 3)', () => {
  it('targets the charts a widget names, else every chart reading its dataset', () => {
    expect(widgetTargets(widget('w', {}).options.attrs, CHARTS)).toEqual(['v-1', 'v-2']);
    expect(widgetTargets(widget('w', { viewIds: ['v-3'] }).options.attrs, CHARTS)).toEqual(['v-3']);
    expect(widgetTargets(widget('w', { datasetId: null }).options.attrs, CHARTS)).toEqual([]);
  });

  it('sends a widget’s condition only to its targets, tagged with the widget', () => {
    const w = widget('w1', {});
    const map = widgetConditions([w], { w1: ['East'] }, CHARTS, EQ_FIRST);
    const expected = [{ componentId: 'w1', fieldId: 'f-region', operator: 'eq', value: ['East'] }];
    expect(map.get('v-1')).toEqual(expected);
    expect(map.get('v-2')).toEqual(expected);
    expect(map.has('v-3')).toBe(false);
    // No value, no field or an unknown widget: nothing is sent.
    expect(widgetConditions([w], { w1: [] }, CHARTS, EQ_FIRST).size).toBe(0);
    expect(
      widgetConditions([widget('w2', { fieldId: null })], { w2: ['x'] }, CHARTS, EQ_FIRST).size,
    ).toBe(0);
    expect(widgetConditions([w], { w1: ['East'] }, CHARTS, {}).size).toBe(0);
  });

  it('starts widgets from the URL filter on their field, else their saved default', () => {
    const a = widget('a', { fieldId: 'f-region' }, ['West']);
    const b = widget('b', { fieldId: 'f-city' }, ['Hangzhou']);
    const values = initialValues([a, b], [{ d: 'ds-sales', f: 'f-region', o: 'eq', v: ['East'] }]);
    expect(values).toEqual({ a: ['East'], b: ['Hangzhou'] });
  });

  it('applies URL entries no widget shows to the charts reading their dataset', () => {
    const shown = widget('a', { fieldId: 'f-region' });
    const map = urlConditions(
      [
        { d: 'ds-sales', f: 'f-region', o: 'eq', v: ['East'] },
        { d: 'ds-sales', f: 'f-month', o: 'eq', v: ['2024-05'], g: 'year-month' },
      ],
      [shown],
      CHARTS,
    );
    const month = {
      fieldId: 'f-month',
      operator: 'eq',
      value: ['2024-05'],
      dateGrouping: 'year-month',
    };
    expect(map.get('v-1')).toEqual([month]);
    expect(map.get('v-2')).toEqual([month]);
    expect(map.has('v-3')).toBe(false);
  });

  it('turns a linkage click into equalities on each target’s mapped field', () => {
    const linkage: PanelLinkage[] = [
      {
        sourceViewId: 'v-1',
        targetViewId: 'v-2',
        fields: [
          { sourceFieldId: 'f-region', targetFieldId: 'f-region' },
          { sourceFieldId: 'f-month', targetFieldId: 'f-date' },
        ],
      },
      {
        sourceViewId: 'v-1',
        targetViewId: 'v-1',
        fields: [{ sourceFieldId: 'f-region', targetFieldId: 'f-region' }],
      },
      {
        sourceViewId: 'v-9',
        targetViewId: 'v-3',
        fields: [{ sourceFieldId: 'f-region', targetFieldId: 'f-x' }],
      },
    ];
    const map = linkageConditions(linkage, 'v-1', [
      { fieldId: 'f-region', value: 'East' },
      { fieldId: 'f-month', value: '2024-05', dateGrouping: 'year-month' },
    ]);
    expect([...map.keys()]).toEqual(['v-2']);
    expect(map.get('v-2')).toEqual([
      { fieldId: 'f-region', operator: 'eq', value: ['East'], viewIds: ['v-2'] },
      {
        fieldId: 'f-date',
        operator: 'eq',
        value: ['2024-05'],
        viewIds: ['v-2'],
        dateGrouping: 'year-month',
      },
    ]);
    // A null value (an empty category) filters nothing.
    expect(linkageConditions(linkage, 'v-1', [{ fieldId: 'f-region', value: null }]).size).toBe(0);
  });

  it('keeps one shared empty request for a chart nothing applies to', () => {
    const empty = { filter: [], linkageFilters: [], drill: [] };
    expect(chartRequest([], [], [], empty)).toBe(empty);
    const step = { dimensionList: [{ fieldId: 'f-region', value: 'East' }] };
    expect(chartRequest([], [], [step], empty)).toEqual({
      filter: [],
      linkageFilters: [],
      drill: [step],
    });
  });

  it('tags a request by its content, the empty one with nothing', () => {
    const empty = { filter: [], linkageFilters: [], drill: [] };
    const east = { filter: [{ fieldId: 'f', value: ['East'] }], linkageFilters: [], drill: [] };
    const west = { filter: [{ fieldId: 'f', value: ['West'] }], linkageFilters: [], drill: [] };
    expect(requestTag(empty, empty)).toBe('');
    expect(requestTag(east, empty)).toMatch(/^[0-9a-f]{1,8}$/);
    expect(requestTag(east, empty)).toBe(requestTag({ ...east }, empty));
    expect(requestTag(east, empty)).not.toBe(requestTag(west, empty));
  });

  it('finds widgets inside groups', () => {
    const w = widget('inner', {});
    const group = {
      id: 'g',
      component: 'group' as const,
      label: '',
      style: { width: 300, height: 90, top: 0, left: 0, rotate: 0, opacity: 1 },
      animations: [],
      events: {},
      isLock: false,
      filters: [],
      linkageFilters: [],
      propValue: [w],
    };
    expect(filterWidgetsOf([group]).map((c) => c.id)).toEqual(['inner']);
  });
});
