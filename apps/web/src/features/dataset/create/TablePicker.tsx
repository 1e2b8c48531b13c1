import { useMemo, useState } from 'react';
import { Button, Checkbox, Empty, Input, Spin } from 'antd';
import { FolderOutlined, SearchOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasourceTable } from '@tessera/contracts';
import { groupTables, tableKey } from '../../datasource/tableGroups';

export interface TablePickerProps {
  /** undefined while loading. */
  tables: DatasourceTable[] | undefined;
  failed: boolean;
  onRetry(): void;
  /** Selected tables by tableKey. */
  value: string[];
  onChange(keys: string[]): void;
}

/** The source's tables grouped by schema with a filter; several can be ticked at once. */
export function TablePicker({ tables, failed, onRetry, value, onChange }: TablePickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const groups = useMemo(() => (tables ? groupTables(tables, keyword) : []), [tables, keyword]);
  const chosen = new Set(value);
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...value, key] : value.filter((item) => item !== key));

  let list;
  if (!tables && failed) {
    list = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('datasource.browser.loadFailed')}>
        <Button onClick={onRetry}>{t('errors.retry')}</Button>
      </Empty>
    );
  } else if (!tables) {
    list = (
      <div className="dataset-center">
        <Spin />
      </div>
    );
  } else if (groups.length === 0) {
    list = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={keyword ? t('datasource.browser.noMatch') : t('datasource.browser.noTables')}
      />
    );
  } else {
    list = groups.map((group) => (
      <div key={group.schema ?? ''}>
        {(group.schema !== null || groups.length > 1) && (
          <div className="dataset-picker__schema">
            <FolderOutlined /> {group.schema ?? t('datasource.browser.defaultSchema')}
          </div>
        )}
        {group.tables.map((table) => {
          const key = tableKey(table);
          return (
            <Checkbox
              key={key}
              className="dataset-picker__table"
              checked={chosen.has(key)}
              onChange={(event) => toggle(key, event.target.checked)}
              data-testid={`dataset-pick-table-${table.name}`}
            >
              <TableOutlined /> {table.name}
              {/* An upload or extract in the warehouse: the dataset it holds. */}
              {table.title && <span className="ds-muted"> · {table.title}</span>}
            </Checkbox>
          );
        })}
      </div>
    ));
  }

  return (
    <div className="dataset-picker" data-testid="dataset-table-picker">
      <div className="dataset-picker__tools">
        <Input
          prefix={<SearchOutlined className="ds-muted" />}
          placeholder={t('datasource.browser.search')}
          allowClear
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          data-testid="dataset-table-search"
        />
        <span className="ds-muted">{t('dataset.table.selected', { count: value.length })}</span>
      </div>
      <div className="dataset-picker__list">{list}</div>
    </div>
  );
}
