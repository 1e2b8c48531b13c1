import { useMemo } from 'react';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage, type ChartData } from '@tessera/contracts';
import { cellText, tableColumns } from '../../../charts/table/tableModel';

/** A chart's answer as a plain table (the detail dialog's data tab), cells as the table chart writes them. */
export function ChartDataTable({ data }: { data: ChartData }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  const columns = useMemo(
    () =>
      tableColumns(data).map((field) => ({
        key: field.key,
        title: field.name,
        dataIndex: field.key,
        align: field.role === 'measure' ? ('right' as const) : ('left' as const),
        render: (value: string | number | null) => cellText(field, value, language),
      })),
    [data, language],
  );
  const rows = useMemo(() => data.tableRow.map((row, i) => ({ ...row, __row: i })), [data]);
  return (
    <Table
      size="small"
      rowKey="__row"
      columns={columns}
      dataSource={rows}
      pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 'max-content', y: 460 }}
      data-testid="chart-detail-table"
    />
  );
}
