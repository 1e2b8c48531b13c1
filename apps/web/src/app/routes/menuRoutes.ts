import type { MenuNode } from '@tessera/contracts';

/**
 * SPEC §2 dynamic routes, as plain data: the router turns these into <Route>s, the top bar and
 * the sidebar read them for menus. Operations (type 2) are button permissions, never routes.
 */
export interface MenuRoute {
  menuId: number;
  name: string;
  /** '/panel' at the top level, 'index' or 'user' below it. */
  path: string;
  /** Absolute path of the page ('/system/user'); for a parent, its first visible page. */
  fullPath: string;
  title: string;
  icon: string | null;
  hidden: boolean;
  /** Page key of the page registry; null for a parent. */
  component: string | null;
  plugin: MenuNode['plugin'];
  /** True for top-level entries that render inside the main layout. */
  layout: boolean;
  /** True when this top-level entry is a folder (type 0), e.g. the system menu. */
  folder: boolean;
  children: MenuRoute[];
}

const bySort = (a: MenuNode, b: MenuNode) => a.sort - b.sort || a.id - b.id;

const joinPath = (parent: string, child: string) =>
  `${parent.replace(/\/+$/, '')}/${child.replace(/^\/+/, '')}`;

function toChildRoute(node: MenuNode, parentPath: string): MenuRoute {
  const path = node.path.replace(/^\/+/, '');
  const fullPath = joinPath(parentPath, path);
  const children = routableChildren(node).map((child) => toChildRoute(child, fullPath));
  return {
    menuId: node.id,
    name: node.name,
    path,
    fullPath: node.type === 0 ? (firstVisiblePath(children) ?? fullPath) : fullPath,
    title: node.title,
    icon: node.icon,
    hidden: node.hidden,
    component: node.type === 0 ? null : node.component,
    plugin: node.plugin,
    layout: false,
    folder: node.type === 0,
    children,
  };
}

function routableChildren(node: MenuNode): MenuNode[] {
  return node.children.filter((child) => child.type !== 2).sort(bySort);
}

function firstVisiblePath(children: MenuRoute[]): string | undefined {
  return children.find((child) => !child.hidden)?.fullPath;
}

function topLevelPath(node: MenuNode): string {
  return `/${node.path.replace(/^\/+/, '')}`;
}

/** Builds the route tree for the top-level entries of the menu tree (pid 0). */
export function menuTreeToRoutes(tree: readonly MenuNode[]): MenuRoute[] {
  return tree
    .filter((node) => node.pid === 0 && node.type !== 2)
    .sort(bySort)
    .map((node): MenuRoute => {
      const path = topLevelPath(node);
      if (node.type === 0) {
        // A folder is a layout parent holding its own children.
        return { ...toChildRoute(node, ''), path, layout: true };
      }
      // A top-level plugin page that asks for no layout stands alone, full screen.
      if (node.plugin?.noLayout) {
        return { ...toChildRoute(node, ''), path, fullPath: path, layout: false, children: [] };
      }
      // SPEC §2: a top-level page is wrapped in the layout with one child at path `index`.
      const index: MenuRoute = {
        ...toChildRoute(node, path),
        path: 'index',
        fullPath: joinPath(path, 'index'),
        children: [],
      };
      return {
        ...index,
        path,
        component: null,
        plugin: null,
        layout: true,
        folder: false,
        children: [index],
      };
    });
}

/** The top-level route whose subtree holds `pathname`, if any. */
export function findTopRoute(
  routes: readonly MenuRoute[],
  pathname: string,
): MenuRoute | undefined {
  return routes.find((route) => pathname === route.path || pathname.startsWith(`${route.path}/`));
}

/** Visible top menus, as the top bar lists them. */
export function visibleTopMenus(routes: readonly MenuRoute[]): MenuRoute[] {
  return routes.filter((route) => !route.hidden);
}

/** Every page route (with a component or plugin) below the given routes, flattened. */
export function pageRoutes(routes: readonly MenuRoute[]): MenuRoute[] {
  return routes.flatMap((route) =>
    route.component || route.plugin
      ? [route, ...pageRoutes(route.children)]
      : pageRoutes(route.children),
  );
}
