import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useUserGrid } from '../system/queries';
import type { TargetPickerProps } from './pickedTarget';

const SEARCH_DEBOUNCE_MS = 250;
/** The first users matching the keyword: a name narrows it further. */
const PAGE_SIZE = 20;

/** A user, searched on the server by username, name, email or phone. */
export function UserPicker({ value, onPick }: TargetPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const search = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const grid = useUserGrid(1, PAGE_SIZE, search ? { keyword: search } : {});
  const users = grid.data?.listObject ?? [];
  return (
    <Select<number>
      className="grants-add__target"
      placeholder={t('grants.add.pickUser')}
      value={value?.id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={grid.isFetching}
      notFoundContent={grid.isFetching ? null : t('grants.add.noUser')}
      options={users.map((user) => ({
        value: user.userId,
        label: `${user.nickName} (${user.username})`,
      }))}
      onChange={(id) => {
        const user = users.find((candidate) => candidate.userId === id);
        onPick(user ? { id: user.userId, name: user.nickName } : null);
      }}
      data-testid="grants-add-target"
    />
  );
}
