import { TreeSelect } from 'antd';
import type { ReactNode } from 'react';

/** A node of a folder tree the server sends (datasets, dashboards). */
export interface PickableNode {
  id: string;
  name: string;
  nodeType: string;
  children: readonly PickableNode[];
}

interface Option {
  value: string;
  name: string;
  title: ReactNode;
  selectable: boolean;
  children: Option[];
}

/** Leaves are picked; folders only group them. Each title carries a test id with its node id. */
const optionsOf = (nodes: readonly PickableNode[], testId: string): Option[] =>
  nodes.map((node) => ({
    value: node.id,
    name: node.name,
    title: <span data-testid={`${testId}-option-${node.id}`}>{node.name}</span>,
    selectable: node.nodeType !== 'folder',
    children: optionsOf(node.children, testId),
  }));

/** A searchable tree picker of one leaf (a dataset, a dashboard). */
export function TreePicker({
  nodes,
  value,
  onChange,
  loading,
  placeholder,
  testId,
}: {
  nodes: readonly PickableNode[];
  value: string | null;
  onChange(id: string): void;
  loading?: boolean;
  placeholder?: string;
  testId: string;
}) {
  return (
    <TreeSelect<string | undefined>
      size="small"
      style={{ width: '100%' }}
      value={value ?? undefined}
      onChange={(next) => next && next !== value && onChange(next)}
      treeData={optionsOf(nodes, testId)}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="name"
      treeNodeLabelProp="name"
      virtual={false}
      loading={loading}
      placeholder={placeholder}
      data-testid={testId}
    />
  );
}
