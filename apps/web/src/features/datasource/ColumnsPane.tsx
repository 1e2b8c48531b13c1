import { Empty, Spin, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasourceColumn } from '@tessera/contracts';
import { countByDeType } from '../../lib/deType/deType';
import { DeTypeTag } from '../../lib/deType/DeTypeTag';
import { useColumns, type TableRef } from './queries';

export interface ColumnsPaneProps {
  datasourceId: string;
  table: TableRef;
  /** Columns the table list already carried; then none are fetched. */
  known: DatasourceColumn[] | undefined;
}

/** One table's columns: name, localised deType, native type, and a count per deType. */
export function ColumnsPane({ datasourceId, table, known }: ColumnsPaneProps) {
  const { t } = useTranslation();
  const columns = useColumns(datasourceId, table, known);
  const list = columns.data ?? [];
  const counts = countByDeType(list);
  const tableColumns: ColumnsType<DatasourceColumn> = [
    {
      key: 'index',
      title: '#',
      width: 56,
      render: (_, __, index) => <span className="ds-muted">{index + 1}</span>,
    },
    {
      key: 'name',
      title: t('datasource.browser.column'),
      dataIndex: 'name',
      render: (name: string) => <span className="ds-mono ds-strong">{name}</span>,
    },
    {
      key: 'deType',
      title: t('datasource.browser.deType'),
      dataIndex: 'deType',
      width: 140,
      render: (deType: number) => <DeTypeTag deType={deType} />,
    },
    {
      key: 'nativeType',
      title: t('datasource.browser.nativeType'),
      dataIndex: 'nativeType',
      render: (nativeType: string) => (
        <Tooltip title={nativeType} placement="topLeft">
          <span className="ds-mono ds-muted">{nativeType}</span>
        </Tooltip>
      ),
    },
  ];

  return (
    <div className="ds-columns" data-testid="browser-columns">
      <div className="ds-columns__header">
        <TableOutlined className="ds-columns__icon" />
        <div className="ds-columns__title">
          {table.schema && <span className="ds-muted">{table.schema}.</span>}
          <span data-testid="browser-columns-title">{table.name}</span>
        </div>
        {columns.data && (
          <div className="ds-columns__summary" data-testid="browser-columns-summary">
            <span className="ds-muted">
              {t('datasource.browser.columnCount', { count: list.length })}
            </span>
            {([0, 1, 2] as const).map((code) =>
              counts[code] > 0 ? (
                <span key={code} className="ds-columns__summary-item">
                  <DeTypeTag deType={code} />
                  <span className="ds-muted">× {counts[code]}</span>
                </span>
              ) : null,
            )}
          </div>
        )}
      </div>
      {columns.isError && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('datasource.browser.loadFailed')}
        />
      )}
      {columns.isPending && (
        <div className="ds-browser__center">
          <Spin />
        </div>
      )}
      {columns.data && (
        <Table<DatasourceColumn>
          rowKey="name"
          size="middle"
          columns={tableColumns}
          dataSource={list}
          pagination={false}
          onRow={(column) => ({ 'data-testid': `column-${column.name}` }) as object}
          locale={{ emptyText: t('datasource.browser.noColumns') }}
        />
      )}
    </div>
  );
}
