import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useUserGrid } from '../../system/queries';

const SIZE = 20;

export interface UserSelectProps {
  value: number | null;
  onChange(userId: number): void;
  'data-testid'?: string;
}

/** Picks one user, searching the user list by name as one types (the first 20 that match). */
export function UserSelect({ value, onChange, ...rest }: UserSelectProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), 300);
  const grid = useUserGrid(1, SIZE, keyword ? { keyword } : {});
  const options = (grid.data?.listObject ?? []).map((user) => ({
    value: user.userId,
    label: `${user.nickName} (${user.username})`,
  }));
  return (
    <Select<number>
      className="dataset-perm__picker"
      value={value ?? undefined}
      options={options}
      loading={grid.isFetching}
      placeholder={t('datasetPermissions.target.searchUser')}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      onChange={(userId) => {
        onChange(userId);
        setTyped('');
      }}
      notFoundContent={grid.isFetching ? null : t('datasetPermissions.target.noUser')}
      aria-label={t('datasetPermissions.target.user')}
      data-testid={rest['data-testid']}
    />
  );
}
