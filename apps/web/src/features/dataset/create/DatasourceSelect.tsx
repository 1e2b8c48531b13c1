import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DatasourceView } from '@tessera/contracts';
import { TypeMark } from '../../datasource/TypeMark';
import { useDatasourceList } from '../../datasource/queries';

export interface DatasourceSelectProps {
  value?: string | null;
  onChange?(id: string, view: DatasourceView | undefined): void;
  disabled?: boolean;
  'data-testid'?: string;
}

/** Picks one of the data sources the caller can see, by name, with its type mark. */
export function DatasourceSelect({ value, onChange, disabled, ...rest }: DatasourceSelectProps) {
  const { t } = useTranslation();
  const list = useDatasourceList({});
  return (
    <Select<string>
      value={value ?? undefined}
      onChange={(id) =>
        onChange?.(
          id,
          list.data?.find((view) => view.id === id),
        )
      }
      placeholder={t('dataset.form.datasourcePlaceholder')}
      loading={list.isPending}
      disabled={disabled}
      showSearch={{ optionFilterProp: 'label' }}
      options={(list.data ?? []).map((view) => ({
        value: view.id,
        label: view.name,
        view,
      }))}
      optionRender={(option) => (
        <span className="dataset-source-option">
          {option.data.view && <TypeMark type={option.data.view.type} size={18} />}
          <span>{option.data.label}</span>
        </span>
      )}
      notFoundContent={list.isError ? t('dataset.form.datasourceFailed') : undefined}
      style={{ width: '100%' }}
      data-testid={rest['data-testid']}
    />
  );
}
