import type { DeptNode } from '@tessera/contracts';

/** An organisation as antd's Tree (key) and TreeSelect (value) both read it. */
export interface DeptTreeItem {
  key: number;
  value: number;
  title: string;
  children: DeptTreeItem[];
}

export const deptTreeData = (nodes: readonly DeptNode[]): DeptTreeItem[] =>
  nodes.map((node) => ({
    key: node.id,
    value: node.id,
    title: node.name,
    children: deptTreeData(node.children),
  }));
