import { useState } from 'react';
import { Button, Empty, Result, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DeptNode } from '@tessera/contracts';
import { useSession } from '../../../store/session';
import { useDeptTree } from '../queries';
import { DeptDialogs, type DeptDialog } from './DeptDialogs';
import { DeptTree, type DeptAction } from './DeptTree';
import { useDeptMutations } from './useDeptMutations';
import './depts.css';

/** System → Organisations (SPEC §2 system/dept): the organisation tree and its changes. */
export default function DeptsPage() {
  const { t } = useTranslation();
  const isAdmin = useSession((s) => s.user?.isAdmin ?? false);
  const tree = useDeptTree();
  const mutations = useDeptMutations();
  const [dialog, setDialog] = useState<DeptDialog>(null);

  const open = (next: DeptDialog) => {
    // A refusal shown in the last dialog must not greet the next one.
    mutations.create.reset();
    mutations.update.reset();
    mutations.remove.reset();
    setDialog(next);
  };
  const act = (action: DeptAction, node: DeptNode) =>
    open(action === 'create' ? { kind: 'create', parent: node } : { kind: action, node });

  return (
    <div className="page" data-testid="depts-page">
      <div className="page__header depts-header">
        <div>
          <h2 className="page__title">{t('orgs.title')}</h2>
          <div className="page__subtitle">{t('orgs.subtitle')}</div>
        </div>
        {/* Only a system administrator makes a tenant (pid 0). */}
        {isAdmin && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => open({ kind: 'create', parent: null })}
            data-testid="depts-new"
          >
            {t('orgs.new')}
          </Button>
        )}
      </div>
      <div className="depts-card">
        {tree.data ? (
          tree.data.length > 0 ? (
            <DeptTree tree={tree.data} mayChangeRoots={isAdmin} onAction={act} />
          ) : (
            <Empty
              description={
                <>
                  <div>{t('orgs.empty')}</div>
                  <div className="depts-card__hint">
                    {t(isAdmin ? 'orgs.emptyAdmin' : 'orgs.emptyOther')}
                  </div>
                </>
              }
              data-testid="depts-empty"
            />
          )
        ) : tree.isError ? (
          <Result
            status="warning"
            title={t('orgs.loadFailed')}
            extra={<Button onClick={() => void tree.refetch()}>{t('orgs.retry')}</Button>}
          />
        ) : (
          <div className="depts-card__loading">
            <Spin />
          </div>
        )}
      </div>
      <DeptDialogs
        dialog={dialog}
        tree={tree.data ?? []}
        mutations={mutations}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
