import { useState } from 'react';
import type { UserGridQuery } from '@tessera/contracts';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import type { EnabledFilter } from './UsersToolbar';

const SEARCH_DEBOUNCE_MS = 250;

/**
 * The users grid's filters and page. Any filter change goes back to the first page: the page the
 * user was on may not exist in the narrower result.
 */
export function useUserFilters() {
  const [keyword, setKeyword] = useState('');
  const [deptId, setDeptId] = useState<number | undefined>(undefined);
  const [roleId, setRoleId] = useState<number | undefined>(undefined);
  const [enabled, setEnabled] = useState<EnabledFilter>('all');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const search = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    // Adjusting state while rendering (React's documented pattern): the new search starts at 1.
    setSearched(search);
    setPage(1);
  }

  const query: UserGridQuery = {
    ...(search ? { keyword: search } : {}),
    ...(deptId !== undefined ? { deptId } : {}),
    ...(roleId !== undefined ? { roleId } : {}),
    ...(enabled !== 'all' ? { enabled: enabled === 'enabled' } : {}),
  };
  const firstPage =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return {
    keyword,
    setKeyword,
    deptId,
    setDeptId: firstPage(setDeptId),
    roleId,
    setRoleId: firstPage(setRoleId),
    enabled,
    setEnabled: firstPage(setEnabled),
    page,
    size,
    setPaging: (nextPage: number, nextSize: number) => {
      setPage(nextSize === size ? nextPage : 1);
      setSize(nextSize);
    },
    query,
    filtered: Object.keys(query).length > 0,
    clear: () => {
      setKeyword('');
      setDeptId(undefined);
      setRoleId(undefined);
      setEnabled('all');
      setPage(1);
    },
  };
}
