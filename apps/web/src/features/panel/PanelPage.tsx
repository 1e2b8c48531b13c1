import { useState } from 'react';
import { Button, Drawer, Empty, Spin } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../store/session';
import { FolderTreePane } from '../folders/FolderTreePane';
import { WithSharedPanels } from '../grants/WithSharedPanels';
import { NewLeafButton } from '../folders/NewLeafButton';
import { firstLeaf } from '../folders/treeModel';
import { PanelDisplay } from './PanelDisplay';
import { panelRoutes } from './panelRoutes';
import { canManagePanels } from './permissions';
import { usePanelTree } from './queries';
import { ownPanelFolders, panelFolders } from './panelFolders';
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

  // With no `?id=`, the first dashboard of the tree is shown without writing it into the
  // address: a page that navigates on its own once its data arrives races the reader, whose menu
  // click right after sign-in it would undo while the next page's code is still loading (the
  // router keeps this page drawn, effects running, until then). Reload and back behave the same,
  // since the default is the same first dashboard.
  const shownId = selectedId ?? first?.id ?? null;

  let main;
  if (shownId) main = <PanelDisplay key={shownId} panelId={shownId} />;
  else if (treeQuery.data && !first) {
    main = (
      <div className="empty-state" data-testid="panel-empty">
        <Empty description={<span>{t('panel.empty')}</span>}>
          {/* A reader cannot make one: their way to a dashboard is someone sharing it. */}
          <div className="panel-muted">
            {t(canManage ? 'panel.emptyHintManager' : 'panel.emptyHint')}
          </div>
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

  const select = (id: string | null) => {
    setTreeOpen(false);
    setParams(id ? { id } : {});
  };
  const tree = (
    <WithSharedPanels nodes={treeQuery.data} selectedId={shownId} onSelect={select}>
      <FolderTreePane
        kind={ownPanelFolders}
        selectedId={shownId}
        onSelect={select}
        canManage={canManage}
        create={(folder, pane) => (
          <NewLeafButton kind={panelFolders} onClick={() => pane.openNewLeaf(folder)} />
        )}
        onLeafCreated={(id) => void navigate(panelRoutes.edit(id))}
      />
    </WithSharedPanels>
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
