import { useEffect, useRef } from 'react';
import { Empty, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../store/session';
import { firstLeaf } from '../tree/treeModel';
import { PanelDisplay } from './PanelDisplay';
import { panelRoutes } from './panelRoutes';
import { canManagePanels } from './permissions';
import { usePanelTree } from './queries';
import { PanelTreePane } from './tree/PanelTreePane';
import './panel.css';

/**
 * The dashboards menu page: the dashboard tree on the left, the selected dashboard on the
 * right. `?id=` names the selection (a reload and the back button keep it); with none, the
 * first dashboard of the tree opens, so a newcomer lands on a real dashboard.
 */
export default function PanelPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('id');
  const user = useSession((s) => s.user);
  const canManage = canManagePanels(user);
  const tree = usePanelTree();
  const first = tree.data ? firstLeaf(tree.data) : undefined;

  // Once the reader picks a dashboard, the first-leaf default never runs again: an effect
  // scheduled before that click would otherwise replace the choice (seen as a CI flake).
  const readerChose = useRef(false);
  useEffect(() => {
    if (!selectedId && first && !readerChose.current) setParams({ id: first.id }, { replace: true });
  }, [selectedId, first, setParams]);

  let main;
  if (selectedId) main = <PanelDisplay key={selectedId} panelId={selectedId} />;
  else if (tree.data && !first) {
    main = (
      <div className="empty-state" data-testid="panel-empty">
        <Empty description={<span>{t('panel.empty')}</span>}>
          <div className="panel-muted">{t('panel.emptyHint')}</div>
        </Empty>
      </div>
    );
  } else if (tree.isError) {
    main = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panel.pick')} />;
  } else {
    main = (
      <div className="panel-center" style={{ minHeight: 300 }}>
        <Spin />
      </div>
    );
  }

  return (
    <div className="page page--wide panel-page" data-testid="panel-page">
      <div className="panel-layout">
        <PanelTreePane
          selectedId={selectedId}
          onSelect={(id) => {
            readerChose.current = true;
            setParams(id ? { id } : {});
          }}
          canManage={canManage}
          onCreated={(id) => void navigate(panelRoutes.edit(id))}
        />
        <section className="panel-main">{main}</section>
      </div>
    </div>
  );
}
