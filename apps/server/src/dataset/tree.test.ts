import { describe, expect, it } from 'vitest';
import { buildTree, folderAndDescendants, type DatasetEntry, type FolderEntry } from './tree.js';

const folders: FolderEntry[] = [
  { id: 'f-sales', name: 'Sales', pid: null },
  { id: 'f-east', name: 'East', pid: 'f-sales' },
  { id: 'f-hr', name: 'HR', pid: null },
];
const datasets: DatasetEntry[] = [
  { id: 'd-orders', name: 'orders 10', pid: 'f-east', kind: 'table', mode: 'direct' },
  { id: 'd-orders2', name: 'orders 9', pid: 'f-east', kind: 'sql', mode: 'extract' },
  { id: 'd-root', name: 'Alpha', pid: null, kind: 'upload', mode: 'direct' },
];

describe('the dataset tree', () => {
  it('nests datasets in their folders, folders first, names in natural order', () => {
    const tree = buildTree(folders, datasets, { language: 'en' });
    expect(tree.map((n) => n.name)).toEqual(['HR', 'Sales', 'Alpha']);
    const east = tree[1]?.children[0];
    expect(east?.name).toBe('East');
    expect(east?.children.map((n) => n.name)).toEqual(['orders 9', 'orders 10']);
    expect(east?.children[0]).toMatchObject({ nodeType: 'dataset', kind: 'sql', mode: 'extract' });
  });

  it('keeps matches with their ancestors when searching, and a matching folder whole', () => {
    const byDataset = buildTree(folders, datasets, { language: 'en', keyword: 'ORDERS 1' });
    expect(byDataset).toHaveLength(1);
    expect(byDataset[0]?.children[0]?.children.map((n) => n.id)).toEqual(['d-orders']);
    const byFolder = buildTree(folders, datasets, { language: 'en', keyword: 'east' });
    expect(byFolder[0]?.children[0]?.children).toHaveLength(2);
    expect(buildTree(folders, datasets, { language: 'en', keyword: 'nothing' })).toEqual([]);
  });

  it('finds a folder and every folder below it', () => {
    expect([...folderAndDescendants(folders, 'f-sales')].sort()).toEqual(['f-east', 'f-sales']);
    expect([...folderAndDescendants(folders, 'f-hr')]).toEqual(['f-hr']);
  });
});
