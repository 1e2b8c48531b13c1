import { useState } from 'react';
import { Alert, Button, Empty, Input, Popconfirm, Spin, Tooltip } from 'antd';
import { DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GrantLevelName, GrantTargetType, TargetGrant } from '@tessera/contracts';
import { describeError } from '../../lib/errors';
import { LevelSelect } from './LevelSelect';
import { useGrantsOf, useSetGrant } from './queries';
import { groupTargetGrants } from './targetGrantGroups';
import './grants.css';

export interface TargetGrantsProps {
  targetType: GrantTargetType;
  targetId: number;
}

const grantKey = (grant: Pick<TargetGrant, 'kind' | 'resourceId'>) =>
  `${grant.kind}-${grant.resourceId}`;

/**
 * "What can this role see?": everything one user, role or organisation was granted, by kind,
 * each level changed or revoked on its own (the same rules as the authorise dialog).
 */
export function TargetGrants({ targetType, targetId }: TargetGrantsProps) {
  const { t } = useTranslation();
  const grants = useGrantsOf(targetType, targetId);
  const change = useSetGrant();
  const [keyword, setKeyword] = useState('');
  const refused = describeError(change.error);

  const set = (grant: TargetGrant, level: GrantLevelName | null) =>
    change.mutate({
      kind: grant.kind,
      resourceId: grant.resourceId,
      targetType,
      targetId,
      level,
      ...(targetType === 'dept' ? { withSubOrgs: grant.withSubOrgs } : {}),
    });

  if (!grants.data) {
    return grants.isError ? (
      <Alert
        type="error"
        showIcon
        title={describeError(grants.error) ?? t('grants.loadFailed')}
        action={<Button onClick={() => void grants.refetch()}>{t('grants.retry')}</Button>}
      />
    ) : (
      <div className="grants-center">
        <Spin />
      </div>
    );
  }
  if (grants.data.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('grants.of.empty')}
        data-testid="grants-of-empty"
      />
    );
  }

  const groups = groupTargetGrants(grants.data, keyword);
  return (
    <div className="grants-of" data-testid="grants-of">
      <Input
        className="grants-of__search"
        prefix={<SearchOutlined className="grants-muted" />}
        placeholder={t('grants.of.search')}
        allowClear
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        data-testid="grants-of-search"
      />
      {refused && (
        <Alert
          type="error"
          showIcon
          title={refused}
          className="grants-dialog__note"
          data-testid="grants-of-error"
        />
      )}
      {groups.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('grants.of.noMatch')} />
      )}
      {groups.map((group) => (
        <section
          key={group.kind}
          className="grants-of__group"
          data-testid={`grants-of-${group.kind}`}
        >
          <h4 className="grants-of__heading">{t(`grants.kinds.${group.kind}`)}</h4>
          <ul className="grants-list">
            {group.grants.map((grant) => {
              const key = grantKey(grant);
              return (
                <li key={key} className="grants-row" data-testid={`grants-of-row-${key}`}>
                  <span className="grants-row__target">
                    <span className="grants-row__name" title={grant.resourceName}>
                      {grant.resourceName}
                    </span>
                  </span>
                  <span className="grants-row__controls">
                    {grant.withSubOrgs && (
                      <span className="grants-muted">{t('grants.withSubOrgs')}</span>
                    )}
                    <LevelSelect
                      value={grant.level}
                      onChange={(level) => set(grant, level)}
                      disabled={change.isPending}
                      data-testid={`grants-of-level-${key}`}
                    />
                    <Popconfirm
                      title={t('grants.of.revokeTitle', { name: grant.resourceName })}
                      okText={t('grants.of.revoke')}
                      cancelText={t('grants.cancel')}
                      okButtonProps={{ danger: true, 'data-testid': 'grants-of-revoke-ok' }}
                      onConfirm={() => set(grant, null)}
                    >
                      <Tooltip title={t('grants.of.revoke')}>
                        <Button
                          type="text"
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('grants.of.revoke')}
                          data-testid={`grants-of-revoke-${key}`}
                        />
                      </Tooltip>
                    </Popconfirm>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
