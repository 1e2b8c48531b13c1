import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Empty, Input, Result, Spin, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  ArrowLeftOutlined,
  FieldTimeOutlined,
  FolderOutlined,
  FontSizeOutlined,
  NumberOutlined,
  ReloadOutlined,
  SearchOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasourceColumn, DatasourceTable, DatasourceView } from '@tessera/contracts';
import * as datasourceApi from '../../api/datasource';
import { typeLabel } from './datasourceTypes';
import { countByDeType, deTypeColour, deTypeLabelKey, type DeType } from './deType';
import { endpointText } from './display';
import { StatusBadge } from './StatusBadge';
import { groupTables, tableKey } from './tableGroups';
import { TypeMark } from './TypeMark';

export interface TableRef {
  schema: string | null;
  name: string;
}

export interface TableBrowserProps {
  datasourceId: string;
  /** The selected table, kept in the URL so a reload reopens it. */
  selected: TableRef | null;
  onSelect(table: TableRef | null): void;
  onBack(): void;
}

const DE_TYPE_ICONS: Record<DeType, ReactNode> = {
  0: <FontSizeOutlined />,
  1: <FieldTimeOutlined />,
  2: <NumberOutlined />,
};

/** Localised, coloured tag of a column's deType (text / time / number). */
export function DeTypeTag({ deType }: { deType: number }) {
  const { t } = useTranslation();
  const code = (deType in DE_TYPE_ICONS ? deType : 0) as DeType;
  return (
    <Tag
      color={deTypeColour(code)}
      icon={DE_TYPE_ICONS[code]}
      className="ds-detype"
      data-detype={code}
    >
      {t(deTypeLabelKey(code))}
    </Tag>
  );
}

type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' };

/** The tables of one source, grouped by schema, and the columns of the one selected. */
export function TableBrowser({ datasourceId, selected, onSelect, onBack }: TableBrowserProps) {
  const { t } = useTranslation();
  const [source, setSource] = useState<DatasourceView | null | undefined>(undefined);
  const [tables, setTables] = useState<Load<DatasourceTable[]>>({ state: 'loading' });
  const [keyword, setKeyword] = useState('');

  const loadTables = useCallback(async () => {
    setTables({ state: 'loading' });
    // The header (name, type, status) and the tables load side by side; either may fail alone.
    datasourceApi.listDatasources().then(
      (found) => setSource(found.find((view) => view.id === datasourceId) ?? null),
      () => undefined,
    );
    try {
      setTables({ state: 'ready', value: await datasourceApi.getTables(datasourceId) });
    } catch {
      // The client has already shown the server's message.
      setTables({ state: 'failed' });
    }
  }, [datasourceId]);

  useEffect(() => {
    void loadTables();
  }, [loadTables]);

  const groups = useMemo(
    () => (tables.state === 'ready' ? groupTables(tables.value, keyword) : []),
    [tables, keyword],
  );
  const total = tables.state === 'ready' ? tables.value.length : 0;
  const selectedKey = selected ? tableKey(selected) : null;
  const selectedTable =
    tables.state === 'ready' && selected
      ? tables.value.find((table) => tableKey(table) === selectedKey)
      : undefined;
  const endpoint = source ? endpointText(source) : null;

  return (
    <div className="page page--wide" data-testid="table-browser">
      <div className="page__header">
        <div className="ds-browser__heading">
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            onClick={onBack}
            aria-label={t('datasource.browser.back')}
            data-testid="browser-back"
          />
          {source && <TypeMark type={source.type} size={36} />}
          <div>
            <h2 className="page__title page__title--inline" data-testid="browser-title">
              {source?.name ?? t('datasource.browser.title')}
            </h2>
            {source && (
              <div className="page__subtitle ds-browser__meta">
                <span>{typeLabel(source.type, t)}</span>
                <span className="ds-dot" />
                <span className={endpoint ? 'ds-mono' : undefined}>
                  {endpoint ?? t('datasource.embedded')}
                </span>
                <span className="ds-dot" />
                <StatusBadge view={source} />
              </div>
            )}
          </div>
        </div>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void loadTables()}
          data-testid="browser-refresh"
        >
          {t('datasource.refresh')}
        </Button>
      </div>
      {source === null ? (
        <Result status="404" subTitle={t('datasource.browser.notFound')} />
      ) : (
        <div className="ds-browser">
          <aside className="ds-browser__tables" data-testid="browser-tables">
            <div className="ds-browser__search">
              <Input
                prefix={<SearchOutlined className="ds-muted" />}
                placeholder={t('datasource.browser.search')}
                allowClear
                value={keyword}
                onChange={(event) => setKeyword(event.target.value)}
                data-testid="browser-search"
              />
              <div className="ds-muted ds-browser__count">
                {t('datasource.browser.tableCount', { count: total })}
              </div>
            </div>
            <div className="ds-browser__list">
              {tables.state === 'loading' && (
                <div className="ds-browser__center">
                  <Spin />
                </div>
              )}
              {tables.state === 'failed' && (
                <div className="ds-browser__center">
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={t('datasource.browser.loadFailed')}
                  >
                    <Button onClick={() => void loadTables()}>{t('errors.retry')}</Button>
                  </Empty>
                </div>
              )}
              {tables.state === 'ready' && groups.length === 0 && (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={
                    keyword ? t('datasource.browser.noMatch') : t('datasource.browser.noTables')
                  }
                />
              )}
              {groups.map((group) => (
                <div key={group.schema ?? ''} className="ds-browser__group">
                  {(group.schema !== null || groups.length > 1) && (
                    <div
                      className="ds-browser__schema"
                      data-testid={`browser-schema-${group.schema ?? ''}`}
                    >
                      <FolderOutlined />
                      <span className="ds-browser__schema-name">
                        {group.schema ?? t('datasource.browser.defaultSchema')}
                      </span>
                      <span className="ds-browser__schema-count">{group.tables.length}</span>
                    </div>
                  )}
                  {group.tables.map((table) => {
                    const key = tableKey(table);
                    return (
                      <button
                        type="button"
                        key={key}
                        className={`ds-browser__table${key === selectedKey ? ' ds-browser__table--active' : ''}`}
                        onClick={() => onSelect({ schema: table.schema ?? null, name: table.name })}
                        title={table.schema ? `${table.schema}.${table.name}` : table.name}
                        data-testid={`browser-table-${table.name}`}
                      >
                        <TableOutlined />
                        <span className="ds-browser__table-name">{table.name}</span>
                      </button>
                    );
                  })}
                </div>
              ))}
            </div>
          </aside>
          <section className="ds-browser__columns">
            {selected ? (
              <ColumnsPane
                datasourceId={datasourceId}
                table={selected}
                known={selectedTable?.columns}
              />
            ) : (
              <div className="ds-browser__center ds-browser__center--tall">
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t('datasource.browser.pick')}
                  data-testid="browser-pick"
                />
              </div>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

function ColumnsPane({
  datasourceId,
  table,
  known,
}: {
  datasourceId: string;
  table: TableRef;
  known: DatasourceColumn[] | undefined;
}) {
  const { t } = useTranslation();
  const [columns, setColumns] = useState<Load<DatasourceColumn[]>>(
    known ? { state: 'ready', value: known } : { state: 'loading' },
  );
  const request = useRef(0);

  useEffect(() => {
    if (known) {
      setColumns({ state: 'ready', value: known });
      return;
    }
    const mine = ++request.current;
    setColumns({ state: 'loading' });
    datasourceApi
      .getColumns(datasourceId, {
        ...(table.schema ? { schema: table.schema } : {}),
        table: table.name,
      })
      .then(
        (value) => mine === request.current && setColumns({ state: 'ready', value }),
        () => mine === request.current && setColumns({ state: 'failed' }),
      );
  }, [datasourceId, table.schema, table.name, known]);

  const list = columns.state === 'ready' ? columns.value : [];
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
        {columns.state === 'ready' && (
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
      {columns.state === 'failed' && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('datasource.browser.loadFailed')}
        />
      )}
      {columns.state === 'loading' && (
        <div className="ds-browser__center">
          <Spin />
        </div>
      )}
      {columns.state === 'ready' && (
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
