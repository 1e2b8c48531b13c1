import { Button, Input, Select, Tooltip } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { datasourceListQuerySchema, type DatasourceType } from '@tessera/contracts';
import { typeLabel } from './datasourceTypes';
import { useDatasourceTypes } from './queries';
import { TypeMark } from './TypeMark';

/** The list query's own limit on the search text (contracts), so the field stops there too. */
const KEYWORD_MAX = datasourceListQuerySchema.shape.keyword.unwrap().maxLength ?? undefined;

export interface ListToolbarProps {
  keyword: string;
  onKeyword(keyword: string): void;
  type: DatasourceType | undefined;
  onType(type: DatasourceType | undefined): void;
  onRefresh(): void;
  /** null while the first answer is on its way. */
  count: number | null;
}

/** Search by name, filter by type, refresh, and how many sources the list holds. */
export function ListToolbar({
  keyword,
  onKeyword,
  type,
  onType,
  onRefresh,
  count,
}: ListToolbarProps) {
  const { t } = useTranslation();
  const { data: types } = useDatasourceTypes();
  return (
    <div className="ds-toolbar">
      <Input
        className="ds-toolbar__search"
        prefix={<SearchOutlined className="ds-muted" />}
        placeholder={t('datasource.search')}
        allowClear
        maxLength={KEYWORD_MAX}
        value={keyword}
        onChange={(event) => onKeyword(event.target.value)}
        data-testid="ds-search"
      />
      <Select<DatasourceType>
        className="ds-toolbar__type"
        placeholder={t('datasource.allTypes')}
        allowClear
        value={type}
        onChange={(value) => onType(value ?? undefined)}
        options={(types ?? []).map(({ type: value }) => ({
          value,
          label: (
            <span className="ds-type-option">
              <TypeMark type={value} size={18} />
              {typeLabel(value, t)}
            </span>
          ),
        }))}
        data-testid="ds-type-filter"
      />
      <Tooltip title={t('datasource.refresh')}>
        <Button
          icon={<ReloadOutlined />}
          onClick={onRefresh}
          aria-label={t('datasource.refresh')}
          data-testid="ds-refresh"
        />
      </Tooltip>
      <span className="ds-toolbar__count ds-muted" data-testid="ds-count">
        {count === null ? '' : t('datasource.count', { count })}
      </span>
    </div>
  );
}
