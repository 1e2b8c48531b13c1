import {
  ConsoleSqlOutlined,
  FileExcelOutlined,
  FolderOpenOutlined,
  FolderOutlined,
  MergeCellsOutlined,
  TableOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { DatasetKind, DatasetTreeNode } from '@tessera/contracts';

export const KIND_ICONS: Record<DatasetKind, ReactNode> = {
  table: <TableOutlined />,
  sql: <ConsoleSqlOutlined />,
  upload: <FileExcelOutlined />,
  join: <MergeCellsOutlined />,
};

/** A folder (open or shut) or the icon of the dataset's kind. */
export function NodeIcon({
  node,
  expanded = false,
}: {
  node: Pick<DatasetTreeNode, 'nodeType' | 'kind'>;
  expanded?: boolean;
}) {
  if (node.nodeType === 'folder') {
    return (
      <span className="dataset-node__icon dataset-node__icon--folder">
        {expanded ? <FolderOpenOutlined /> : <FolderOutlined />}
      </span>
    );
  }
  const kind = node.kind ?? 'table';
  return (
    <span className={`dataset-node__icon dataset-node__icon--${kind}`} data-kind={kind}>
      {KIND_ICONS[kind]}
    </span>
  );
}
