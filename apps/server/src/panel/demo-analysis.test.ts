import {
  FILTER_WIDGETS,
  PANEL_LIMITS,
  parsePanelData,
  type CanvasComponent,
} from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_CHART_TITLES } from '../demo/chart-titles.js';
import {
  ANALYSIS_CANVAS,
  DEMO_ANALYSIS_NAMES,
  demoAnalysisComponents,
  demoAnalysisStyle,
  type DemoColumn,
} from './demo-analysis.js';
import { DEMO_PANEL_NAMES } from './demo.js';

const keys = Object.keys(DEMO_CHART_TITLES.en) as (keyof (typeof DEMO_CHART_TITLES)['en'])[];
const columns: DemoColumn[] = [
  'product',
  'category',
  'channel',
  'quantity',
  'amount',
  'order_date',
  'province',
  'city',
];
const input = () => {
  let n = 0;
  return {
    language: 'en' as const,
    chartIds: new Map(keys.map((key) => [key, `chart-${key}`])),
    fieldIds: new Map(columns.map((c) => [c, `field-${c}`])),
    datasetId: 'ds-demo',
    overviewId: 'p-overview',
    makeId: () => `c${(n += 1)}`,
  };
};

const overlap = (a: CanvasComponent['style'], b: CanvasComponent['style']) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

describe('the interactions demo dashboard (issue 10)', () => {
  it('fits the document bounds (SECURITY E4) many times over, the largest dashboard made here', () => {
    const components = demoAnalysisComponents(input());
    expect(components.length * 10).toBeLessThan(PANEL_LIMITS.components);
    expect(JSON.stringify(components).length * 20).toBeLessThan(PANEL_LIMITS.dataChars);
  });

  it('holds each of the 12 filter widgets once, on the demo fields, inside the canvas, apart', () => {
    const components = demoAnalysisComponents(input());
    expect(parsePanelData(JSON.stringify(components))).toEqual(components);
    const widgets = components.filter((c) => c.component === 'filter');
    expect(widgets.map((w) => w.serviceName).sort()).toEqual([...FILTER_WIDGETS].sort());
    for (const w of widgets) {
      if (w.serviceName === 'confirmButton') continue;
      expect(w.options.attrs.datasetId).toBe('ds-demo');
      expect(w.options.attrs.fieldId).toMatch(/^field-/);
    }
    const styles = components.map((c) => c.style);
    for (const s of styles) {
      expect(s.left + s.width).toBeLessThanOrEqual(ANALYSIS_CANVAS.width - 16);
      expect(s.top + s.height).toBeLessThanOrEqual(ANALYSIS_CANVAS.height - 16);
    }
    for (const [i, a] of styles.entries())
      for (const b of styles.slice(i + 1)) expect(overlap(a, b)).toBe(false);
  });

  it('links the pie and the province bars to the top cities, and jumps from the cities to the overview', () => {
    const style = demoAnalysisStyle(input());
    expect(style.linkage.map((l) => `${l.sourceViewId}>${l.targetViewId}`)).toEqual([
      'chart-categoryPie>chart-topCities',
      'chart-categoryPie>chart-provinceSales',
      'chart-provinceSales>chart-topCities',
    ]);
    expect(style.jumps).toEqual([
      {
        sourceViewId: 'chart-topCities',
        sourceFieldId: 'field-city',
        target: {
          type: 'panel',
          panelId: 'p-overview',
          datasetId: 'ds-demo',
          fieldId: 'field-city',
        },
        newTab: false,
      },
    ]);
  });

  it('sorts after "Sales overview" in each language, so the first screen stays the overview', () => {
    const languages = ['zh-CN', 'zh-TW', 'en'] as const;
    for (const stored of languages)
      for (const viewer of languages) {
        const collator = new Intl.Collator(viewer, { numeric: true });
        expect(collator.compare(DEMO_PANEL_NAMES[stored], DEMO_ANALYSIS_NAMES[stored])).toBe(-1);
      }
  });
});
