import type { CanvasComponent } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { chartsAnsweredAhead } from './answer-ahead.js';

const at = (top: number, left: number) => ({ top, left, width: 100, height: 100, rotate: 0 });
const chart = (id: string, viewId: string, top: number, left = 0) => ({
  id,
  component: 'user-view',
  style: at(top, left),
  propValue: { viewId },
});
const widget = (id: string, attrs: { viewIds?: string[]; datasetId?: string | null }) => ({
  id,
  component: 'filter',
  serviceName: 'textSelect',
  style: at(0, 0),
  options: { attrs: { fieldId: 'f1', viewIds: [], datasetId: null, ...attrs }, value: null },
  propValue: {},
});
const doc = (...components: unknown[]) => components as CanvasComponent[];

describe('the charts answered ahead of the page (issue 22 part 1)', () => {
  it('lists each placed chart once, top to bottom then left to right, groups by their place', () => {
    const components = doc(
      chart('c1', 'low', 500),
      chart('c2', 'right', 10, 400),
      chart('c3', 'left', 10, 0),
      { id: 'g', component: 'group', style: at(200, 0), propValue: [chart('c4', 'inner', 0)] },
      chart('c5', 'left', 900),
    );
    expect(chartsAnsweredAhead(components, {})).toEqual(['left', 'right', 'inner', 'low']);
  });

  it('leaves out the charts a filter widget filters: by name, or by dataset when it names none', () => {
    const components = doc(
      chart('c1', 'named', 0),
      chart('c2', 'sameDataset', 100),
      chart('c3', 'free', 200),
      widget('w1', { viewIds: ['named'] }),
      widget('w2', { datasetId: 'd2' }),
    );
    const datasets = { named: 'd1', sameDataset: 'd2', free: 'd3' };
    expect(chartsAnsweredAhead(components, datasets)).toEqual(['free']);
  });

  it('starts nothing for a document without charts', () => {
    expect(chartsAnsweredAhead(doc(widget('w', {})), {})).toEqual([]);
    expect(chartsAnsweredAhead([], {})).toEqual([]);
  });
});
