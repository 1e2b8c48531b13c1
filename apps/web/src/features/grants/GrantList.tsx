import { Button, Checkbox, Empty, Tag, Tooltip } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GrantLevelName } from '@tessera/contracts';
import { rowKey, type GrantRow } from './grantRows';
import { LevelSelect } from './LevelSelect';
import { TargetIcon } from './TargetIcon';
import { useTargetName } from './useTargetName';

export interface GrantListProps {
  rows: readonly GrantRow[];
  /** Shown, not changed: the caller does not manage the resource. */
  readOnly: boolean;
  onLevel(key: string, level: GrantLevelName): void;
  onSubOrgs(key: string, withSubOrgs: boolean): void;
  onRemove(key: string): void;
}

/** Who holds what on the resource: one row per user, role or organisation. */
export function GrantList({ rows, readOnly, onLevel, onSubOrgs, onRemove }: GrantListProps) {
  const { t } = useTranslation();
  const nameOf = useTargetName();
  if (rows.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('grants.empty')}
        data-testid="grants-empty"
      />
    );
  }
  return (
    <ul className="grants-list" data-testid="grants-list">
      {rows.map((row) => {
        const key = rowKey(row);
        const name = nameOf(row);
        return (
          <li key={key} className="grants-row" data-testid={`grants-row-${key}`}>
            <span className="grants-row__target" title={name}>
              <Tooltip title={t(`grants.targets.${row.targetType}`)}>
                <span>
                  <TargetIcon type={row.targetType} />
                </span>
              </Tooltip>
              <span className="grants-row__name">{name}</span>
            </span>
            <span className="grants-row__controls">
              {row.targetType === 'dept' &&
                (readOnly ? (
                  row.withSubOrgs && <span className="grants-muted">{t('grants.withSubOrgs')}</span>
                ) : (
                  <Checkbox
                    checked={row.withSubOrgs}
                    onChange={(event) => onSubOrgs(key, event.target.checked)}
                    data-testid={`grants-subs-${key}`}
                  >
                    {t('grants.withSubOrgs')}
                  </Checkbox>
                ))}
              {readOnly ? (
                <Tag data-testid={`grants-level-${key}`}>{t(`grants.levels.${row.level}`)}</Tag>
              ) : (
                <LevelSelect
                  value={row.level}
                  onChange={(level) => onLevel(key, level)}
                  data-testid={`grants-level-${key}`}
                />
              )}
              {!readOnly && (
                <Tooltip title={t('grants.remove')}>
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('grants.remove')}
                    onClick={() => onRemove(key)}
                    data-testid={`grants-remove-${key}`}
                  />
                </Tooltip>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
