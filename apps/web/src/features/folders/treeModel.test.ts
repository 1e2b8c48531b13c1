import { describe, expect, it } from 'vitest';
import { ancestorIds, filterTree, firstLeaf, folderOptions } from './treeModel';

interface Node {
  id: string;
  name: string;
  nodeType: 'folder' | 'panel';
  pid: string | null;
  children: Node[];
}
const folder = (id: string, name: string, children: Node[], pid: string | null = null): Node => ({
  id,
  name,
  nodeType: 'folder',
  pid,
  children: children.map((child) => ({ ...child, pid: id })),
});
const panel = (id: string, name: string): Node => ({
  id,
  name,
  nodeType: 'panel',
  pid: null,
  children: [],
});

const TREE = [
  folder('f-empty', 'Empty', []),
  folder('f-sales', 'Sales', [
    folder('f-q', 'Quarterly', [panel('p-q3', 'Q3 review')]),
    panel('p-1', 'Sales overview'),
  ]),
  panel('p-top', 'Top level'),
];

describe('the shared folder-tree helpers', () => {
  it('finds the first dashboard depth first, skipping empty folders', () => {
    expect(firstLeaf(TREE)?.id).toBe('p-q3');
    expect(firstLeaf([folder('f', 'F', [])])).toBeUndefined();
  });

  it('keeps matches with the folders leading to them', () => {
    const shown = filterTree(TREE, 'q3');
    expect(shown.map((n) => n.id)).toEqual(['f-sales']);
    expect(shown[0]!.children.map((n) => n.id)).toEqual(['f-q']);
    expect(ancestorIds(TREE, 'p-q3')).toEqual(['f-sales', 'f-q']);
  });

  it('never offers a folder as a place inside itself', () => {
    const options = folderOptions(TREE, 'f-sales');
    expect(options.map((o) => o.value)).toEqual(['f-empty']);
  });
});
