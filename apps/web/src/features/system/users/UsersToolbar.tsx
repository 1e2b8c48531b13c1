import type { ReactNode } from 'react';
import { Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { userGridQuerySchema } from '@tessera/contracts';
import { useRoleList } from '../queries';
import { roleLabel } from './roleLabel';

/** The grid query's own limit on the search text (contracts), so the field stops there too. */
const KEYWORD_MAX = userGridQuerySchema.shape.keyword.unwrap().maxLength ?? undefined;

export type EnabledFilter = 'all' | 'enabled' | 'disabled';

export interface UsersToolbarProps {
  keyword: string;
  onKeyword(keyword: string): void;
  roleId: number | undefined;
  onRoleId(roleId: number | undefined): void;
  enabled: EnabledFilter;
  onEnabled(enabled: EnabledFilter): void;
  /** The organisation filter, on narrow screens only. */
  dept?: ReactNode;
  /** null while the first answer is on its way. */
  total: number | null;
}

/** Search, the role and enabled filters, and how many users match. */
export function UsersToolbar(props: UsersToolbarProps) {
  const { t } = useTranslation();
  const { data: roles } = useRoleList();
  return (
    <div className="users-toolbar">
      {props.dept}
      <Input
        className="users-toolbar__search"
        prefix={<SearchOutlined />}
        placeholder={t('users.search')}
        allowClear
        maxLength={KEYWORD_MAX}
        value={props.keyword}
        onChange={(event) => props.onKeyword(event.target.value)}
        data-testid="users-search"
      />
      <Select<number>
        className="users-toolbar__role"
        placeholder={t('users.allRoles')}
        allowClear
        value={props.roleId}
        onChange={(value) => props.onRoleId(value ?? undefined)}
        options={(roles ?? []).map((role) => ({ value: role.id, label: roleLabel(role, t) }))}
        data-testid="users-role-filter"
      />
      <Select<EnabledFilter>
        className="users-toolbar__enabled"
        value={props.enabled}
        onChange={props.onEnabled}
        options={(['all', 'enabled', 'disabled'] as const).map((value) => ({
          value,
          label: t(`users.status.${value}`),
        }))}
        data-testid="users-enabled-filter"
      />
      <span className="users-toolbar__count" data-testid="users-count">
        {props.total === null ? '' : t('users.total', { count: props.total })}
      </span>
    </div>
  );
}
