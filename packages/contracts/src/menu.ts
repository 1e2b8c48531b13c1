/**
 * Menu tree (SPEC §2 dynamic routes). type 0 is a folder, type 1 a page, type 2 an operation
 * (a button permission, never a route). A top-level page (type 1, pid 0) is wrapped by the
 * client in the layout with a single child at path `index`.
 */
export type MenuType = 0 | 1 | 2;

export interface MenuNode {
  id: number;
  pid: number;
  type: MenuType;
  /** Route name, unique. */
  name: string;
  /** Route path segment: '/panel' for a top-level entry, 'user' for a child. */
  path: string;
  /** Web component key the client maps to a page; null for folders. */
  component: string | null;
  /** i18n key of the title, e.g. 'menu.panel'. */
  title: string;
  icon: string | null;
  hidden: boolean;
  sort: number;
  permission: string | null;
  /** Set for plugin pages: the script to load, and whether to render without the layout. */
  plugin: { scriptName: string; noLayout: boolean } | null;
  children: MenuNode[];
}
