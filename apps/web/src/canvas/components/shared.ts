import type { ComponentStyle } from '@tessera/contracts';

/** What every new component starts with besides its own fields (SPEC §3). */
export const baseOf = (
  id: string,
  style: Omit<ComponentStyle, 'rotate' | 'opacity'> &
    Partial<Pick<ComponentStyle, 'rotate' | 'opacity'>>,
) => ({
  id,
  label: '',
  style: { rotate: 0, opacity: 1, ...style },
  animations: [],
  events: {},
  isLock: false,
  filters: [],
  linkageFilters: [],
});
