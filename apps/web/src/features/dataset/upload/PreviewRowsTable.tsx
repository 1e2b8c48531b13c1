import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { CellValue, DeType } from '@tessera/contracts';
import { DeTypeTag } from '../../../lib/deType/DeTypeTag';
import { CellText } from './CellText';

export interface PreviewRowsTableProps {
  fields: { name: string }[];
  types: DeType[];
  data: CellValue[][];
}

interface Row {
  key: number;
  cells: CellValue[];
}

/** The first rows of the file, headed by each column's name and its (possibly corrected) type. */
export function PreviewRowsTable({ fields, types, data }: PreviewRowsTableProps) {
  const columns: ColumnsType<Row> = fields.map((field, index) => ({
    key: String(index),
    title: (
      <span className="dsu-head">
        <span className="ds-mono">{field.name}</span>
        <DeTypeTag deType={types[index] ?? 0} />
      </span>
    ),
    ellipsis: true,
    width: 160,
    render: (_: unknown, row: Row) => <CellText value={row.cells[index] ?? null} />,
  }));
  const rows = data.map((cells, key) => ({ key, cells }));
  return (
    <Table<Row>
      size="small"
      className="dsu-rows"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content', y: 280 }}
      data-testid="dsu-rows"
    />
  );
}
