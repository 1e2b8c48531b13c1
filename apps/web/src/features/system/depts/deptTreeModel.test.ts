import { describe, expect, it } from 'vitest';
import type { DeptNode } from '@tessera/contracts';
import {
  findDept,
  moveTargets,
  parentIds,
  rootOf,
  subtreeIds,
  type ParentOption,
} from './deptTreeModel';

const dept = (id: number, pid: number, name: string, children: DeptNode[] = []): DeptNode => ({
  id,
  pid,
  name,
  userCount: 0,
  createTime: 0,
  children,
});

const TREE = [
  dept(1, 0, 'Acme', [
    dept(2, 1, 'Sales', [dept(3, 2, 'East'), dept(4, 2, 'West')]),
    dept(5, 1, 'Finance'),
  ]),
  dept(10, 0, 'Globex', [dept(11, 10, 'Ops')]),
];

const flatten = (options: ParentOption[]): [string, boolean][] =>
  options.flatMap((option) => [
    [option.title, option.disabled] as [string, boolean],
    ...flatten(option.children),
  ]);

describe('the organisation tree model', () => {
  it('finds a node at any depth and the root that holds it', () => {
    expect(findDept(TREE, 4)?.name).toBe('West');
    expect(findDept(TREE, 99)).toBeNull();
    expect(rootOf(TREE, 4)?.name).toBe('Acme');
    expect(rootOf(TREE, 11)?.name).toBe('Globex');
  });

  it('lists a node with all its descendants', () => {
    expect([...subtreeIds(findDept(TREE, 2)!)].sort()).toEqual([2, 3, 4]);
  });

  it('opens every node that has children', () => {
    expect(parentIds(TREE)).toEqual([1, 2, 10]);
  });

  it('offers moves within the same top-level organisation, never under the node itself', () => {
    expect(flatten(moveTargets(TREE, findDept(TREE, 2)!))).toEqual([
      ['Acme', false],
      ['Sales', true],
      ['East', true],
      ['West', true],
      ['Finance', false],
    ]);
  });
});
