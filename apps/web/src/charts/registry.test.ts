import { describe, expect, it } from 'vitest';
import { CHART_TYPES } from '@tessera/contracts';
import { CHART_TYPE_META, loadChartType } from './registry';

describe('chart type registry', () => {
  it('knows every chart type of SPEC §3, each named by an i18n key under charts.type', () => {
    for (const type of CHART_TYPES) {
      expect(CHART_TYPE_META[type].type).toBe(type);
      expect(CHART_TYPE_META[type].labelKey).toBe(`charts.type.${type}`);
    }
  });

  it('draws table and KPI card with React and the rest with ECharts', () => {
    const react = CHART_TYPES.filter((type) => CHART_TYPE_META[type].renderer === 'react');
    expect(react).toEqual(['table', 'text']);
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

  it('loads each type on demand, the same module every time', async () => {
    const first = await loadChartType('funnel');
    expect(first.renderer).toBe('echarts');
    expect(await loadChartType('funnel')).toBe(first);
  });
});
