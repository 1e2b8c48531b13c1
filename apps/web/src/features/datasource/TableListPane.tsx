import { useMemo, useState } from 'react';
import { Button, Empty, Input, Spin } from 'antd';
import { FolderOutlined, SearchOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasourceTable } from '@tessera/contracts';
import type { TableRef } from './queries';
import { groupTables, tableKey } from './tableGroups';

export interface TableListPaneProps {
  /** undefined while loading. */
  tables: DatasourceTable[] | undefined;
  failed: boolean;
  onRetry(): void;
  selected: TableRef | null;
  onSelect(table: TableRef): void;
}

/** The source's tables grouped by schema (the default schema first), with a filter. */
export function TableListPane({ tables, failed, onRetry, selected, onSelect }: TableListPaneProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const groups = useMemo(() => (tables ? groupTables(tables, keyword) : []), [tables, keyword]);
  const selectedKey = selected ? tableKey(selected) : null;

  return (
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
          {t('datasource.browser.tableCount', { count: tables?.length ?? 0 })}
        </div>
      </div>
      <div className="ds-browser__list">
        {!tables && !failed && (
          <div className="ds-browser__center">
            <Spin />
          </div>
        )}
        {!tables && failed && (
          <div className="ds-browser__center">
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('datasource.browser.loadFailed')}
            >
              <Button onClick={onRetry}>{t('errors.retry')}</Button>
            </Empty>
          </div>
        )}
        {tables && groups.length === 0 && (
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
                  {table.title && <span className="ds-muted"> · {table.title}</span>}
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </aside>
  );
}
