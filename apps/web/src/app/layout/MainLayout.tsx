import { Suspense, useState } from 'react';
import { Button, Drawer, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Cookies from 'js-cookie';
import { COOKIES, LAYOUT } from '@tessera/contracts';
import { findTopRoute, visibleTopMenus, type MenuRoute } from '../routes/menuRoutes';
import { PageSpinner } from '../PageSpinner';
import { LicenceBar } from './LicenceBar';
import { SideMenu } from './SideMenu';
import { shouldShowSidebar, sidebarCookieValue, sidebarOpenFromCookie } from './sidebarRules';
import { TopBar } from './TopBar';
import { useIsMobile } from './useIsMobile';

/** SPEC §2 main layout: licence bar, top bar, optional sidebar (a drawer on mobile), main area. */
export function MainLayout({ routes }: { routes: MenuRoute[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => sidebarOpenFromCookie(Cookies.get(COOKIES.sidebarStatus)));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const activeTop = findTopRoute(routes, pathname);
  const withSidebar = shouldShowSidebar(activeTop);

  const toggle = () => {
    const next = !open;
    Cookies.set(COOKIES.sidebarStatus, sidebarCookieValue(next), { sameSite: 'lax' });
    setOpen(next);
  };

  return (
    <Layout className="shell">
      <LicenceBar />
      <TopBar
        topMenus={visibleTopMenus(routes)}
        activeTop={activeTop}
        onOpenDrawer={isMobile && withSidebar ? () => setDrawerOpen(true) : undefined}
      />
      <Layout className="shell__body">
        {withSidebar && activeTop && !isMobile && (
          <Layout.Sider
            className="shell__sider"
            theme="light"
            width={LAYOUT.sidebarWidth}
            collapsed={!open}
            trigger={null}
            data-testid="sidebar"
          >
            <SideMenu top={activeTop} pathname={pathname} collapsed={!open} />
            <Button
              type="text"
              className="shell__sider-toggle"
              icon={open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
              aria-label={t(open ? 'layout.collapse' : 'layout.expand')}
              onClick={toggle}
              data-testid="sidebar-toggle"
            />
          </Layout.Sider>
        )}
        {withSidebar && activeTop && isMobile && (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            size={LAYOUT.sidebarWidth + 40}
            title={t(activeTop.title)}
            data-testid="sidebar-drawer"
          >
            <SideMenu top={activeTop} pathname={pathname} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        )}
        <Layout.Content className="shell__main">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
