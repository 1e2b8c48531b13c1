import { describe, expect, it } from 'vitest';
import { copyTitle } from './service.js';
import { buildChartTree } from './tree.js';

describe('the chart tree', () => {
  const folders = [
    { id: 'f1', name: 'Sales', pid: null },
    { id: 'f2', name: 'Regions', pid: 'f1' },
  ];
  const charts = [
    { id: 'c1', name: 'By province', pid: 'f2', type: 'map' as const },
    { id: 'c2', name: 'Alpha', pid: null, type: 'bar' as const },
  ];

  it('nests charts in folders, folders first, then by name', () => {
    const tree = buildChartTree(folders, charts, { language: 'en' });
    expect(tree.map((n) => [n.name, n.nodeType])).toEqual([
      ['Sales', 'folder'],
      ['Alpha', 'chart'],
    ]);
    expect(tree[0]?.children[0]?.children[0]).toMatchObject({ id: 'c1', type: 'map' });
  });

  it('keeps a keyword match with its ancestors only', () => {
    const tree = buildChartTree(folders, charts, { keyword: 'PROV', language: 'en' });
    expect(tree).toHaveLength(1);
    expect(tree[0]?.children[0]?.children.map((c) => c.id)).toEqual(['c1']);
  });
});

describe('copy titles', () => {
  it('adds -copy, then -copy2…, cutting the title to stay within 50 characters', () => {
    expect(copyTitle('Sales', () => false)).toBe('Sales-copy');
    const taken = new Set(['Sales-copy']);
    expect(copyTitle('Sales', (t) => taken.has(t))).toBe('Sales-copy2');
    expect([...copyTitle('销'.repeat(50), () => false)]).toHaveLength(50);
  });
});
