import { useState } from 'react';
import { Button, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasourceType, DatasourceView } from '@tessera/contracts';
import { useSession } from '../../store/session';
import { DatasourceFormDrawer } from './DatasourceFormDrawer';
import { listColumns } from './listColumns';
import { ListEmpty } from './ListEmpty';
import { ListToolbar } from './ListToolbar';
import { canManageDatasources } from './permissions';
import { useDatasourceList } from './queries';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

const SEARCH_DEBOUNCE_MS = 250;

type DrawerState = { open: false } | { open: true; editing: DatasourceView | null };

/** The data source list page: header, toolbar, table, and the create/edit drawer. */
export function DatasourceList({ onBrowse }: { onBrowse: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.user);
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<DatasourceType | undefined>(undefined);
  const [drawer, setDrawer] = useState<DrawerState>({ open: false });
  const search = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const list = useDatasourceList({
    ...(search ? { keyword: search } : {}),
    ...(type ? { type } : {}),
  });
  // A failed first load shows the empty list under the client's error toast.
  const rows = list.data ?? (list.isError ? [] : null);

  const clearFilters = () => {
    setKeyword('');
    setType(undefined);
  };

  return (
    <div className="page" data-testid="datasource-page">
      <div className="page__header">
        <div>
          <h2 className="page__title" data-testid="datasource-title">
            {t('datasource.title')}
          </h2>
          <div className="page__subtitle">{t('datasource.subtitle')}</div>
        </div>
        {canManageDatasources(user) && (
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
        <ListToolbar
          keyword={keyword}
          onKeyword={setKeyword}
          type={type}
          onType={setType}
          onRefresh={() => void list.refetch()}
          count={rows ? rows.length : null}
        />
        <Table<DatasourceView>
          rowKey="id"
          columns={listColumns({
            t,
            language: i18n.language,
            user,
            now: list.dataUpdatedAt || Date.now(),
            onBrowse,
            onEdit: (view) => setDrawer({ open: true, editing: view }),
          })}
          dataSource={rows ?? []}
          loading={list.isFetching}
          pagination={false}
          locale={{
            emptyText:
              rows === null ? (
                ' '
              ) : (
                <ListEmpty filtered={Boolean(search || type)} onClear={clearFilters} />
              ),
          }}
          onRow={(view) => ({ 'data-testid': `ds-row-${view.name}` }) as object}
          data-testid="ds-table"
        />
      </div>
      <DatasourceFormDrawer
        open={drawer.open}
        editing={drawer.open ? drawer.editing : null}
        onClose={() => setDrawer({ open: false })}
        onSaved={() => setDrawer({ open: false })}
      />
    </div>
  );
}
