import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { useSession } from '../../store/session';
import { LoginRoute } from '../../features/login/LoginRoute';
import { AuthGate } from '../AuthGate';
import { PageSpinner } from '../PageSpinner';
import { DEFAULT_HOME } from '../redirect';
import { MenuPage } from './MenuPage';
import { menuTreeToRoutes, pageRoutes } from './menuRoutes';
import { MainLayout, PanelPreviewPage } from './preloadablePages';
import { RedirectPage } from './RedirectPage';

const PersonInfoPage = lazy(() => import('../../features/person/PersonInfoPage'));
const PersonPwdPage = lazy(() => import('../../features/person/PersonPwdPage'));
const AboutPage = lazy(() => import('../../features/about/AboutPage'));
const UkeyPage = lazy(() => import('../../features/ukey/UkeyPage'));
const NotFoundPage = lazy(() => import('../../features/errors/NotFoundPage'));
const UnauthorizedPage = lazy(() => import('../../features/errors/UnauthorizedPage'));
const PanelEditorPage = lazy(() => import('../../features/panel/editor/PanelEditorPage'));
const LinkPage = lazy(() => import('../../features/link/LinkPage'));

/** /panelEdit?id=… → /panelEdit/edit?id=…: the redirect keeps the dashboard it was given. */
function ToEditKeepingQuery() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/panelEdit/edit', search }} replace />;
}
const PanelFullScreenPage = lazy(() => import('../../features/panel/preview/PanelFullScreenPage'));

const page = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

/** SPEC §2 routes: fixed ones plus the routes built from the signed-in user's menu tree. */
export function AppRoutes() {
  const menus = useSession((s) => s.menus);
  const routes = useMemo<RouteObject[]>(() => {
    const menuRoutes = menuTreeToRoutes(menus ?? []);
    const inLayout = menuRoutes.filter((route) => route.layout);
    const standalone = menuRoutes.filter((route) => !route.layout);
    return [
      { path: '/login', element: <LoginRoute /> },
      { path: '/404', element: page(<NotFoundPage />) },
      { path: '/401', element: page(<UnauthorizedPage />) },
      { path: '/redirect/*', element: <RedirectPage /> },
      // Issue 23: a share link's visitor, signed in or not, sees the dashboard as the link shows it.
      { path: '/link/:linkId', element: page(<LinkPage />) },
      {
        element: <AuthGate />,
        children: [
          { path: '/', element: <Navigate to={DEFAULT_HOME} replace /> },
          // SPEC §2: /panelEdit redirects to its child edit, the dashboard editor (full window).
          { path: '/panelEdit', element: <ToEditKeepingQuery /> },
          { path: '/panelEdit/edit', element: page(<PanelEditorPage />) },
          // SPEC §2 dashboard previews: signed in, outside the main layout.
          { path: '/preview/:reportId', element: page(<PanelPreviewPage />) },
          { path: '/previewFullScreen', element: page(<PanelFullScreenPage />) },
          {
            element: page(<MainLayout routes={menuRoutes} />),
            children: [
              { path: '/person-info/index', element: page(<PersonInfoPage />) },
              { path: '/person-pwd/index', element: page(<PersonPwdPage />) },
              { path: '/about/index', element: page(<AboutPage />) },
              { path: '/ukey/index', element: page(<UkeyPage />) },
              // A parent path opens its first page: /panel → /panel/index, /system → /system/user.
              ...inLayout.map((route) => ({
                path: route.path,
                element: <Navigate to={route.fullPath} replace />,
              })),
              ...pageRoutes(inLayout).map((route) => ({
                path: route.fullPath,
                element: <MenuPage route={route} />,
              })),
            ],
          },
          ...standalone.map((route) => ({
            path: route.fullPath,
            element: <MenuPage route={route} />,
          })),
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ];
  }, [menus]);
  return useRoutes(routes);
}
