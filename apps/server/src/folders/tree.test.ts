import { describe, expect, it } from 'vitest';
import type { ChartTreeNode, DatasetTreeNode } from '@tessera/contracts';
import { buildFolderTree, folderAndDescendants, folderNode, type FolderEntry } from './tree.js';

const folders: FolderEntry[] = [
  { id: 'f-sales', name: 'Sales', pid: null },
  { id: 'f-east', name: 'East', pid: 'f-sales' },
  { id: 'f-hr', name: 'HR', pid: null },
];
const dataset = (
  id: string,
  name: string,
  pid: string | null,
  kind: DatasetTreeNode['kind'],
  mode: DatasetTreeNode['mode'],
): DatasetTreeNode => ({ id, name, pid, nodeType: 'dataset', kind, mode, children: [] });
const datasets = () => [
  dataset('d-orders', 'orders 10', 'f-east', 'table', 'direct'),
  dataset('d-orders2', 'orders 9', 'f-east', 'sql', 'extract'),
  dataset('d-root', 'Alpha', null, 'upload', 'direct'),
];
const datasetTree = (keyword?: string) =>
  buildFolderTree<DatasetTreeNode>(folders.map(folderNode), datasets(), {
    language: 'en',
    keyword,
  });

describe('a folder tree', () => {
  it('nests leaves in their folders, folders first, names in natural order', () => {
    const tree = datasetTree();
    expect(tree.map((n) => n.name)).toEqual(['HR', 'Sales', 'Alpha']);
    const east = tree[1]?.children[0];
    expect(east?.name).toBe('East');
    expect(east?.children.map((n) => n.name)).toEqual(['orders 9', 'orders 10']);
    expect(east?.children[0]).toMatchObject({ nodeType: 'dataset', kind: 'sql', mode: 'extract' });
  });

  it('keeps matches with their ancestors when searching, and a matching folder whole', () => {
    const byDataset = datasetTree('ORDERS 1');
    expect(byDataset).toHaveLength(1);
    expect(byDataset[0]?.children[0]?.children.map((n) => n.id)).toEqual(['d-orders']);
    expect(datasetTree('east')[0]?.children[0]?.children).toHaveLength(2);
    expect(datasetTree('nothing')).toEqual([]);
  });

  it("keeps a leaf's own fields (a chart's type) where it nests", () => {
    const charts: ChartTreeNode[] = [
      {
        id: 'c1',
        name: 'By province',
        pid: 'f-east',
        nodeType: 'chart',
        type: 'map',
        children: [],
      },
      { id: 'c2', name: 'Alpha', pid: null, nodeType: 'chart', type: 'bar', children: [] },
    ];
    const tree = buildFolderTree<ChartTreeNode>(folders.map(folderNode), charts, {
      keyword: 'PROV',
      language: 'en',
    });
    expect(tree.map((n) => [n.name, n.nodeType])).toEqual([['Sales', 'folder']]);
    expect(tree[0]?.children[0]?.children[0]).toMatchObject({ id: 'c1', type: 'map' });
  });

  it('finds a folder and every folder below it', () => {
    expect([...folderAndDescendants(folders, 'f-sales')].sort()).toEqual(['f-east', 'f-sales']);
    expect([...folderAndDescendants(folders, 'f-hr')]).toEqual(['f-hr']);
  });
});
