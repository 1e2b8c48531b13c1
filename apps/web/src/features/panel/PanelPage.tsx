import { useEffect, useRef, useState } from 'react';
import { Button, Drawer, Empty, Spin } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../store/session';
import { FolderTreePane } from '../folders/FolderTreePane';
import { NewLeafButton } from '../folders/NewLeafButton';
import { firstLeaf } from '../folders/treeModel';
import { PanelDisplay } from './PanelDisplay';
import { panelRoutes } from './panelRoutes';
import { canManagePanels } from './permissions';
import { usePanelTree } from './queries';
import { panelFolders } from './panelFolders';
import { useTreeInDrawer } from './useTreeInDrawer';
import './panel.css';

/**
 * The dashboards menu page: the dashboard tree on the left, the selected dashboard on the
 * right (on a narrow window the tree opens from a button, issue 19). `?id=` names the selection (a reload and the back button keep it); with none, the
 * first dashboard of the tree opens, so a newcomer lands on a real dashboard.
 */
export default function PanelPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('id');
  const user = useSession((s) => s.user);
  const canManage = canManagePanels(user);
  const treeQuery = usePanelTree();
  const first = treeQuery.data ? firstLeaf(treeQuery.data) : undefined;
  // On narrow windows the tree waits behind a button, so the dashboard gets the width.
  const inDrawer = useTreeInDrawer();
  const [treeOpen, setTreeOpen] = useState(false);

  // Once the reader picks a dashboard, the first-leaf default never runs again: an effect
  // scheduled before that click would otherwise replace the choice (seen as a CI flake).
  const readerChose = useRef(false);
  useEffect(() => {
    if (!selectedId && first && !readerChose.current)
      setParams({ id: first.id }, { replace: true });
  }, [selectedId, first, setParams]);

  let main;
  if (selectedId) main = <PanelDisplay key={selectedId} panelId={selectedId} />;
  else if (treeQuery.data && !first) {
    main = (
      <div className="empty-state" data-testid="panel-empty">
        <Empty description={<span>{t('panel.empty')}</span>}>
          <div className="panel-muted">{t('panel.emptyHint')}</div>
        </Empty>
      </div>
    );
  } else if (treeQuery.isError) {
    main = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panel.pick')} />;
  } else {
    main = (
      <div className="panel-center" style={{ minHeight: 300 }}>
        <Spin />
      </div>
    );
  }

  const tree = (
    <FolderTreePane
      kind={panelFolders}
      selectedId={selectedId}
      onSelect={(id) => {
        readerChose.current = true;
        setTreeOpen(false);
        setParams(id ? { id } : {});
      }}
      canManage={canManage}
      create={(folder, pane) => (
        <NewLeafButton kind={panelFolders} onClick={() => pane.openNewLeaf(folder)} />
      )}
      onLeafCreated={(id) => void navigate(panelRoutes.edit(id))}
    />
  );

  return (
    <div className="page page--wide panel-page" data-testid="panel-page">
      <div className={`panel-layout${inDrawer ? ' panel-layout--narrow' : ''}`}>
        {inDrawer ? (
          <>
            <div className="panel-layout__bar">
              <Button
                icon={<MenuOutlined />}
                onClick={() => setTreeOpen(true)}
                data-testid="panel-tree-open"
              >
                {t('runtime.tree.open')}
              </Button>
            </div>
            <Drawer
              placement="left"
              open={treeOpen}
              onClose={() => setTreeOpen(false)}
              title={t('runtime.tree.title')}
              size={320}
              className="panel-tree-drawer"
              data-testid="panel-tree-drawer"
            >
              {tree}
            </Drawer>
          </>
        ) : (
          tree
        )}
        <section className="panel-main">{main}</section>
      </div>
    </div>
  );
}
