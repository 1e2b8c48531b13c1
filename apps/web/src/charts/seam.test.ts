import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHART_TYPES } from '@tessera/contracts';
import { pickerTypes } from '../features/chart/chartTypes';
import { controlPanelsFor } from '../features/chart/editor/styleControls';
import { CHART_REGISTRY, CHART_TYPE_METAS } from './registry';
import { registerChartTypes } from './registerChartTypes';
import type { ChartTypeMeta } from './types';
import { inputFor, salesData } from './test/fixtures';

// The chart-type seam (DESIGN §3): a new type is one folder plus one line in registry.ts. This
// test writes a fixture type's folder (index.ts and toOption.ts, as a newcomer would copy them
// from charts/funnel/) as a temporary folder beside the real ones, removed afterwards,
// registers it with the real metas the way registry.ts registers its list, and shows that the
// picker lists it, the style panels show its controls and the renderer's loader draws it:
// no other file is changed.

const here = import.meta.dirname;
const INDEX = `
import { createElement } from 'react';
import { DotChartOutlined } from '@ant-design/icons';
import { control } from '../common/controls';
import { echartsType } from '../common/loaded';
import { dimensions, measures } from '../common/wells';
import type { ChartTypeMeta } from '../types';

export const CHART_FIXTURE_DOTS_META = {
  type: 'fixture-dots',
  labelKey: 'charts.type.fixture-dots',
  icon: createElement(DotChartOutlined),
  styleControls: [control('size', 'scatterSymbolSize', 'number', { min: 1, max: 100 })],
  load: () => echartsType(import('./toOption'), import('../echarts/series/scatter')),
  family: 'other',
  renderer: 'echarts',
  wells: [dimensions(1, 1), measures(1, 1)],
} satisfies ChartTypeMeta<'fixture-dots'>;
`;
const TO_OPTION = `
export const toOption = (input) => ({
  series: [{ type: 'scatter', data: input.data.series[0].data }],
});
`;

let folder = '';
let fixture: ChartTypeMeta<'fixture-dots'>;

beforeAll(async () => {
  folder = mkdtempSync(join(here, 'fixture-type-'));
  writeFileSync(join(folder, 'index.ts'), INDEX);
  writeFileSync(join(folder, 'toOption.ts'), TO_OPTION);
  const module = (await import(/* @vite-ignore */ `/@fs${join(folder, 'index.ts')}`)) as {
    CHART_FIXTURE_DOTS_META: ChartTypeMeta<'fixture-dots'>;
  };
  fixture = module.CHART_FIXTURE_DOTS_META;
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('adding a chart type from one folder', () => {
  it('builds the app registry from the list of metas in registry.ts, one per chart type', () => {
    expect(CHART_REGISTRY.metas).toBe(CHART_TYPE_METAS);
    expect(CHART_TYPE_METAS.map((meta) => meta.type)).toEqual(CHART_TYPES);
  });

  it('lists the fixture type in the type picker, in its family after the real ones', () => {
    const registry = registerChartTypes([...CHART_TYPE_METAS, fixture]);
    const listed = pickerTypes(registry.metas);
    expect(listed).toHaveLength(CHART_TYPES.length + 1);
    expect(listed.at(-1)).toBe('fixture-dots');
    expect(registry.byType['fixture-dots'].icon).toBeTruthy();
  });

  it('shows the fixture type’s own controls in the size panel and no panel it did not ask for', () => {
    const size = controlPanelsFor(fixture).find((panel) => panel.panel === 'size');
    expect(size?.controls.map((ctl) => ctl.key)).toEqual(['scatterSymbolSize']);
    expect(controlPanelsFor(fixture).map((panel) => panel.panel)).not.toContain('xAxis');
  });

  it('draws the fixture type with the loader from its own folder, loaded once', async () => {
    const registry = registerChartTypes([...CHART_TYPE_METAS, fixture]);
    const loaded = await registry.modules.load('fixture-dots');
    expect(loaded.renderer).toBe('echarts');
    if (loaded.renderer !== 'echarts') return;
    expect(loaded.module.toOption(inputFor('bar', salesData()))).toEqual({
      series: [{ type: 'scatter', data: [1234567.891, 2500, null] }],
    });
    expect(await registry.modules.load('fixture-dots')).toBe(loaded);
  });

  it('refuses a second meta of a name already registered', () => {
    expect(() => registerChartTypes([...CHART_TYPE_METAS, CHART_TYPE_METAS[0]!])).toThrow(
      /table is registered twice/,
    );
  });
});
