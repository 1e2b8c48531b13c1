import { describe, expect, it } from 'vitest';
import { CHART_TYPE_META } from '../chartTypes';
import { FIELDS, chartView } from '../testFixtures';
import {
  canAdd,
  dataKey,
  draftFromView,
  moveItem,
  newAxisField,
  setStyleValue,
  switchType,
  toSaveBody,
} from './editorModel';

const [region, product, date, amount, qty] = FIELDS as [
  (typeof FIELDS)[0],
  (typeof FIELDS)[0],
  (typeof FIELDS)[0],
  (typeof FIELDS)[0],
  (typeof FIELDS)[0],
];

const barDraft = () =>
  draftFromView(
    chartView({
      type: 'bar',
      xaxis: [newAxisField(region, 'xaxis'), newAxisField(product, 'xaxis')],
      yaxis: [newAxisField(amount, 'yaxis'), newAxisField(qty, 'yaxis')],
      drillFields: [newAxisField(date, 'drillFields')],
    }),
  );

describe('switching the chart type', () => {
  it('keeps the wells the new type uses and sets the overflow aside', () => {
    const pie = switchType(barDraft(), CHART_TYPE_META.pie);
    expect(pie.xaxis.map((f) => f.fieldId)).toEqual(['f-region']);
    expect(pie.yaxis.map((f) => f.fieldId)).toEqual(['f-amount']);
    expect(pie.drillFields.map((f) => f.fieldId)).toEqual(['f-date']);
    expect(pie.aside.xaxis?.map((f) => f.fieldId)).toEqual(['f-product']);
    expect(pie.aside.yaxis?.map((f) => f.fieldId)).toEqual(['f-qty']);
  });

  it('brings back what was set aside when switching back', () => {
    const back = switchType(switchType(barDraft(), CHART_TYPE_META.gauge), CHART_TYPE_META.bar);
    expect(back).toEqual({ ...barDraft(), aside: {} });
  });

  it('sets aside the wells a type does not use at all', () => {
    const gauge = switchType(barDraft(), CHART_TYPE_META.gauge);
    expect(gauge.xaxis).toEqual([]);
    expect(gauge.drillFields).toEqual([]);
    expect(gauge.aside.xaxis).toHaveLength(2);
    expect(gauge.aside.drillFields).toHaveLength(1);
  });

  it('leaves the kept-aside fields out of the save body', () => {
    const body = toSaveBody(switchType(barDraft(), CHART_TYPE_META.gauge));
    expect(body).not.toHaveProperty('aside');
    expect(body.type).toBe('gauge');
  });
});

describe('wells', () => {
  it('give measures a default aggregation by field type and dates a grouping', () => {
    expect(newAxisField(amount, 'yaxis').aggregation).toBe('sum');
    expect(newAxisField(region, 'yaxis').aggregation).toBe('count');
    expect(newAxisField(date, 'xaxis').dateGrouping).toBe('date');
  });

  it('take only fields of the role they accept, once each, up to their maximum', () => {
    const dims = CHART_TYPE_META.pie.wells[0]!;
    expect(canAdd(dims, [], region)).toBe(true);
    expect(canAdd(dims, [], amount)).toBe(false);
    expect(canAdd(dims, [newAxisField(product, 'xaxis')], region)).toBe(false);
    const table = CHART_TYPE_META.table.wells[0]!;
    expect(canAdd(table, [], amount)).toBe(true);
    expect(canAdd(table, [newAxisField(amount, 'xaxis')], amount)).toBe(false);
  });

  it('reorder by moving one item', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});

describe('the preview data key', () => {
  it('changes with the wells but not with the style', () => {
    const draft = barDraft();
    const styled = { ...draft, customStyle: { text: { fontSize: 30 } } };
    expect(dataKey(styled)).toBe(dataKey(draft));
    expect(dataKey({ ...draft, yaxis: [] })).not.toBe(dataKey(draft));
  });
});

describe('style values', () => {
  it('are stored only when they differ from the default', () => {
    const changed = setStyleValue({}, 'label', 'show', true, false);
    expect(changed).toEqual({ label: { show: true } });
    expect(setStyleValue(changed, 'label', 'show', false, false)).toEqual({});
  });
});
