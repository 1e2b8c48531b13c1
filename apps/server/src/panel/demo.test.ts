import { CANVAS_DEFAULTS, parsePanelData, type CanvasComponent } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_LAYOUT, DEMO_PANEL_NAMES, demoComponents } from './demo.js';

const allCharts = new Map(DEMO_LAYOUT.charts.map(([key], i) => [key, `chart${i}`]));

const overlap = (a: CanvasComponent['style'], b: CanvasComponent['style']) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

describe('the demo dashboard (issue 9 part 8)', () => {
  it('is a document the contract accepts: a title and the eight demo charts', () => {
    let n = 0;
    const components = demoComponents('en', allCharts, () => `c${(n += 1)}`);
    expect(parsePanelData(JSON.stringify(components))).toEqual(components);
    expect(components.map((c) => c.component)).toEqual(['text', ...Array(8).fill('user-view')]);
    const title = components[0];
    expect(title?.component === 'text' && title.propValue.paragraphs[0]?.runs[0]?.text).toBe(
      'Sales overview',
    );
  });

  it('lays everything out inside the 1600x900 canvas, 16 px from the edges, nothing overlapping', () => {
    const styles = demoComponents('zh-CN', allCharts).map((c) => c.style);
    for (const s of styles) {
      expect(s.left).toBeGreaterThanOrEqual(16);
      expect(s.top).toBeGreaterThanOrEqual(16);
      expect(s.left + s.width).toBeLessThanOrEqual(CANVAS_DEFAULTS.width - 16);
      expect(s.top + s.height).toBeLessThanOrEqual(CANVAS_DEFAULTS.height - 16);
    }
    for (const [i, a] of styles.entries())
      for (const b of styles.slice(i + 1)) expect(overlap(a, b)).toBe(false);
  });

  it('leaves out a demo chart that no longer exists', () => {
    const some = new Map([...allCharts].slice(0, 3));
    expect(demoComponents('zh-TW', some)).toHaveLength(4);
  });

  it('names the dashboard in the three interface languages', () => {
    expect(DEMO_PANEL_NAMES).toEqual({
      'zh-CN': '销售概览',
      'zh-TW': '銷售概覽',
      en: 'Sales overview',
    });
  });
});
