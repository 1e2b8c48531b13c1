import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Empty, Input, Popconfirm, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  ApiOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasourceType, DatasourceView } from '@tessera/contracts';
import * as datasourceApi from '../../api/datasource';
import { toastSuccess } from '../../app/browserPorts';
import { feedback } from '../../app/feedback';
import { useSession } from '../../store/session';
import { DatasourceFormDrawer } from './DatasourceFormDrawer';
import { FILTER_TYPES, typeLabel } from './datasourceTypes';
import { absoluteTime, endpointText, relativeTime } from './display';
import { canEditDatasource, canManageDatasources, canTestDatasource } from './permissions';
import { StatusBadge } from './StatusBadge';
import { TypeMark } from './TypeMark';

const SEARCH_DEBOUNCE_MS = 250;

type DrawerState = { open: false } | { open: true; editing: DatasourceView | null };

/** The data source list: search, type filter, status, and the actions the user may take. */
export function DatasourceList({ onBrowse }: { onBrowse: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.user);
  const canManage = canManageDatasources(user);
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState('');
  const [type, setType] = useState<DatasourceType | undefined>(undefined);
  const [rows, setRows] = useState<DatasourceView[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [testing, setTesting] = useState<string | null>(null);
  const [drawer, setDrawer] = useState<DrawerState>({ open: false });
  const [now, setNow] = useState(() => Date.now());
  const request = useRef(0);

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(keyword.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [keyword]);

  const load = useCallback(async () => {
    const mine = ++request.current;
    setLoading(true);
    try {
      const list = await datasourceApi.listDatasources({
        ...(query ? { keyword: query } : {}),
        ...(type ? { type } : {}),
      });
      if (mine === request.current) {
        setRows(list);
        setNow(Date.now());
      }
    } catch {
      // The client has already shown the server's message.
      if (mine === request.current) setRows((current) => current ?? []);
    } finally {
      if (mine === request.current) setLoading(false);
    }
  }, [query, type]);

  useEffect(() => {
    void load();
  }, [load]);

  const test = async (view: DatasourceView) => {
    setTesting(view.id);
    try {
      const result = await datasourceApi.validateDatasource(view.id);
      if (result.ok) toastSuccess(t('datasource.testOk', { ms: result.elapsedMs }));
      else
        void feedback.message.error({
          content: t('datasource.testFailed', { message: result.message ?? '' }),
          duration: 10,
        });
      await load();
    } catch {
      // The client has already shown the server's message.
    } finally {
      setTesting(null);
    }
  };

  const remove = async (view: DatasourceView) => {
    try {
      await datasourceApi.deleteDatasource(view.id);
      toastSuccess(t('datasource.deleted', { name: view.name }));
      await load();
    } catch {
      // 409 DATASOURCE_IN_USE: the client shows the server's message naming the dependents.
    }
  };

  const columns: ColumnsType<DatasourceView> = [
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
          <Tooltip title={absoluteTime(view.statusTime, i18n.language)}>
            <span className="ds-muted">{relativeTime(view.statusTime, now, i18n.language)}</span>
          </Tooltip>
        ) : (
          <span className="ds-muted">{t('datasource.never')}</span>
        ),
    },
    {
      key: 'actions',
      title: t('datasource.column.actions'),
      width: canManage ? 200 : 120,
      render: (_, view) => {
        const editable = canEditDatasource(user, view);
        return (
          <Space size={2} className="ds-actions">
            <Button
              type="link"
              size="small"
              icon={<TableOutlined />}
              onClick={() => onBrowse(view.id)}
              data-testid={`ds-browse-${view.id}`}
            >
              {t('datasource.action.browse')}
            </Button>
            {canTestDatasource(user, view) && (
              <Tooltip title={t('datasource.form.test')}>
                <Button
                  type="text"
                  size="small"
                  icon={<ApiOutlined />}
                  aria-label={t('datasource.action.test')}
                  loading={testing === view.id}
                  onClick={() => void test(view)}
                  data-testid={`ds-test-${view.id}`}
                />
              </Tooltip>
            )}
            {editable && (
              <Tooltip title={t('datasource.action.edit')}>
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('datasource.action.edit')}
                  onClick={() => setDrawer({ open: true, editing: view })}
                  data-testid={`ds-edit-${view.id}`}
                />
              </Tooltip>
            )}
            {editable && (
              <Popconfirm
                title={t('datasource.deleteConfirm', { name: view.name })}
                description={t('datasource.deleteHint')}
                okText={t('datasource.action.delete')}
                okButtonProps={{ danger: true, 'data-testid': 'ds-delete-confirm' }}
                cancelText={t('datasource.form.cancel')}
                onConfirm={() => remove(view)}
              >
                <Tooltip title={t('datasource.action.delete')}>
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('datasource.action.delete')}
                    data-testid={`ds-delete-${view.id}`}
                  />
                </Tooltip>
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];

  const filtered = Boolean(query || type);
  const empty = filtered ? (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t('datasource.noMatch')}
      data-testid="ds-no-match"
    >
      <Button
        onClick={() => {
          setKeyword('');
          setQuery('');
          setType(undefined);
        }}
      >
        {t('datasource.clearFilters')}
      </Button>
    </Empty>
  ) : (
    <Empty description={t('datasource.empty')} data-testid="ds-empty">
      <div className="ds-muted">{t('datasource.emptyHint')}</div>
    </Empty>
  );

  return (
    <div className="page" data-testid="datasource-page">
      <div className="page__header">
        <div>
          <h2 className="page__title" data-testid="datasource-title">
            {t('datasource.title')}
          </h2>
          <div className="page__subtitle">{t('datasource.subtitle')}</div>
        </div>
        {canManage && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDrawer({ open: true, editing: null })}
            data-testid="ds-add"
          >
            {t('datasource.add')}
          </Button>
        )}
      </div>
      <div className="ds-card">
        <div className="ds-toolbar">
          <Input
            className="ds-toolbar__search"
            prefix={<SearchOutlined className="ds-muted" />}
            placeholder={t('datasource.search')}
            allowClear
            maxLength={50}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            data-testid="ds-search"
          />
          <Select<DatasourceType>
            className="ds-toolbar__type"
            placeholder={t('datasource.allTypes')}
            allowClear
            value={type}
            onChange={(value) => setType(value ?? undefined)}
            options={FILTER_TYPES.map((value) => ({
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
              onClick={() => void load()}
              aria-label={t('datasource.refresh')}
              data-testid="ds-refresh"
            />
          </Tooltip>
          <span className="ds-toolbar__count ds-muted" data-testid="ds-count">
            {rows ? t('datasource.count', { count: rows.length }) : ''}
          </span>
        </div>
        <Table<DatasourceView>
          rowKey="id"
          columns={columns}
          dataSource={rows ?? []}
          loading={loading}
          pagination={false}
          locale={{ emptyText: rows === null ? ' ' : empty }}
          onRow={(view) => ({ 'data-testid': `ds-row-${view.name}` }) as object}
          data-testid="ds-table"
        />
      </div>
      <DatasourceFormDrawer
        open={drawer.open}
        editing={drawer.open ? drawer.editing : null}
        onClose={() => setDrawer({ open: false })}
        onSaved={() => {
          setDrawer({ open: false });
          void load();
        }}
      />
    </div>
  );
}
