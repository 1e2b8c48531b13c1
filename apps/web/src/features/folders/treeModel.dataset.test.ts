import { describe, expect, it } from 'vitest';
import type { DatasetTreeNode } from '@tessera/contracts';
import { TREE } from '../../test/datasetFixtures';
import {
  ancestorIds,
  dropParent,
  filterTree,
  findTreeNode as findNode,
  folderIds,
  folderOptions,
  isWithin,
} from './treeModel';

const names = (nodes: readonly DatasetTreeNode[]): unknown =>
  nodes.map((node) => (node.children.length ? { [node.name]: names(node.children) } : node.name));

describe('the folder-tree helpers over the dataset tree', () => {
  it('keep a matching dataset with the folders that lead to it, and nothing else', () => {
    expect(names(filterTree(TREE, 'top'))).toEqual([{ Demo: [{ Sales: ['Top customers'] }] }]);
  });

  it('keep everything inside a folder whose name matches, whatever the case', () => {
    expect(names(filterTree(TREE, '  SALES '))).toEqual([
      { Demo: [{ Sales: ['Orders', 'Top customers'] }] },
    ]);
  });

  it('give the whole tree for an empty search and nothing for a miss', () => {
    expect(filterTree(TREE, '')).toHaveLength(3);
    expect(filterTree(TREE, 'no such thing')).toEqual([]);
  });

  it('list folders and the way down to a node', () => {
    expect(folderIds(TREE)).toEqual(['f-demo', 'f-sales', 'f-archive']);
    expect(ancestorIds(TREE, 'd-top')).toEqual(['f-demo', 'f-sales']);
    expect(ancestorIds(TREE, 'd-upload')).toEqual([]);
    expect(findNode(TREE, 'd-orders')?.name).toBe('Orders');
  });

  it('never offer a folder as a move target for itself or its own subfolders', () => {
    const titles = (options: ReturnType<typeof folderOptions>): string[] =>
      options.flatMap((option) => [option.title, ...titles(option.children)]);
    expect(titles(folderOptions(TREE, null))).toEqual(['Demo', 'Sales', 'Archive']);
    expect(titles(folderOptions(TREE, 'f-demo'))).toEqual(['Archive']);
    expect(titles(folderOptions(TREE, 'f-sales'))).toEqual(['Demo', 'Archive']);
  });

  it('put a dropped node into the folder it lands on, or beside the node of a gap', () => {
    const sales = findNode(TREE, 'f-sales')!;
    const orders = findNode(TREE, 'd-orders')!;
    expect(dropParent(sales, true)).toBe('f-sales');
    expect(dropParent(sales, false)).toBe('f-demo');
    expect(dropParent(orders, true)).toBe('f-sales');
    expect(isWithin(TREE, 'f-demo', 'f-sales')).toBe(true);
    expect(isWithin(TREE, 'f-sales', 'f-demo')).toBe(false);
  });
});
