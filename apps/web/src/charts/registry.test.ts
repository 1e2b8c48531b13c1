import { describe, expect, it } from 'vitest';
import { CHART_TYPES } from '@tessera/contracts';
import { PANEL_SECTIONS } from '../features/chart/editor/styleControls';
import { CHART_TYPE_META, CHART_TYPE_METAS, loadChartType } from './registry';

describe('chart type registry', () => {
  it('knows every chart type of SPEC §3, in order, each named by an i18n key under charts.type', () => {
    expect(CHART_TYPE_METAS.map((meta) => meta.type)).toEqual(CHART_TYPES);
    for (const type of CHART_TYPES) {
      expect(CHART_TYPE_META[type].type).toBe(type);
      expect(CHART_TYPE_META[type].labelKey).toBe(`charts.type.${type}`);
      expect(CHART_TYPE_META[type].icon).toBeTruthy();
    }
  });

  it('draws table and KPI card with React and every other type with ECharts', () => {
    for (const type of CHART_TYPES) {
      const expected = type === 'table' || type === 'text' ? 'react' : 'echarts';
      expect(CHART_TYPE_META[type].renderer, type).toBe(expected);
    }
  });

  it('states the wells: pie takes one dimension and one measure, gauge no dimension', () => {
    expect(CHART_TYPE_META.pie.wells).toEqual(
      expect.arrayContaining([
        { well: 'xaxis', accepts: 'dimension', min: 1, max: 1 },
        { well: 'yaxis', accepts: 'measure', min: 1, max: 1 },
      ]),
    );
    expect(CHART_TYPE_META.gauge.wells.some((w) => w.well === 'xaxis')).toBe(false);
    expect(CHART_TYPE_META.bubble.wells.find((w) => w.well === 'extBubble')).toMatchObject({
      min: 1,
      max: 1,
    });
  });

  it('puts every style control a type asks for in a panel of the style tab', () => {
    for (const type of CHART_TYPES) {
      for (const ctl of CHART_TYPE_META[type].styleControls)
        expect(PANEL_SECTIONS, `${type} ${ctl.section}.${ctl.key}`).toContain(ctl.section);
    }
  });

  it('loads every type on demand with the renderer its meta names, the same module every time', async () => {
    for (const type of CHART_TYPES) {
      const first = await loadChartType(type);
      expect(first.renderer, type).toBe(CHART_TYPE_META[type].renderer);
      expect(await loadChartType(type)).toBe(first);
    }
    // Seventeen first imports, each transformed on demand: slow on a loaded machine.
  }, 60_000);
});
