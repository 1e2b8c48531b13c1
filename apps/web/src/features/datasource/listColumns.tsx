import { Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { DatasourceView, UserInfo } from '@tessera/contracts';
import { typeLabel } from './datasourceTypes';
import { formatTime } from '../../lib/time';
import { endpointText, relativeTime } from './display';
import { canManageDatasources } from './permissions';
import { RowActions } from './RowActions';
import { StatusBadge } from './StatusBadge';
import { TypeMark } from './TypeMark';

export interface ListColumnsOptions {
  t: TFunction;
  language: string;
  user: UserInfo | null;
  /** When the list was fetched: "checked 3 minutes ago" counts from here. */
  now: number;
  onBrowse(id: string): void;
  onEdit(view: DatasourceView): void;
}

/** The list's columns: name (with type mark, built-in tag and description), type, where it
 * points, status, last check, actions. */
export function listColumns({
  t,
  language,
  user,
  now,
  onBrowse,
  onEdit,
}: ListColumnsOptions): ColumnsType<DatasourceView> {
  return [
    {
      key: 'name',
      title: t('datasource.column.name'),
      width: '25%',
      render: (_, view) => (
        <div className="ds-name">
          <TypeMark type={view.type} size={32} />
          <div className="ds-name__text">
            <div className="ds-name__line">
              <button
                type="button"
                className="ds-name__title"
                title={view.name}
                onClick={() => onBrowse(view.id)}
                data-testid={`ds-name-${view.id}`}
              >
                {view.name}
              </button>
              {view.builtin && (
                <Tag color="gold" className="ds-name__tag">
                  {t('datasource.builtin')}
                </Tag>
              )}
            </div>
            {view.desc && (
              <div className="ds-name__desc" title={view.desc}>
                {view.desc}
              </div>
            )}
          </div>
        </div>
      ),
    },
    {
      key: 'type',
      title: t('datasource.column.type'),
      width: 170,
      ellipsis: true,
      render: (_, view) => typeLabel(view.type, t),
    },
    {
      key: 'endpoint',
      title: t('datasource.column.endpoint'),
      ellipsis: true,
      render: (_, view) => {
        const endpoint = endpointText(view);
        return endpoint ? (
          <Tooltip title={endpoint} placement="topLeft">
            <span className="ds-mono">{endpoint}</span>
          </Tooltip>
        ) : (
          <span className="ds-muted">{t('datasource.embedded')}</span>
        );
      },
    },
    {
      key: 'status',
      title: t('datasource.column.status'),
      width: 130,
      render: (_, view) => <StatusBadge view={view} />,
    },
    {
      key: 'checked',
      title: t('datasource.column.checked'),
      width: 140,
      ellipsis: true,
      render: (_, view) =>
        view.statusTime ? (
          <Tooltip title={formatTime(view.statusTime, language)}>
            <span className="ds-muted">{relativeTime(view.statusTime, now, language)}</span>
          </Tooltip>
        ) : (
          <span className="ds-muted">{t('datasource.never')}</span>
        ),
    },
    {
      key: 'actions',
      title: t('datasource.column.actions'),
      width: canManageDatasources(user) ? 230 : 120,
      render: (_, view) => (
        <RowActions view={view} user={user} onBrowse={onBrowse} onEdit={onEdit} />
      ),
    },
  ];
}
