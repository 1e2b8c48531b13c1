import type { MenuNode } from '@tessera/contracts';

/** A menu entry as the server sends it, with the defaults of a visible top-level page. */
export const menuNode = (
  partial: Partial<MenuNode> & Pick<MenuNode, 'id' | 'name' | 'path'>,
): MenuNode => ({
  pid: 0,
  type: 1,
  component: null,
  title: `menu.${partial.name}`,
  icon: null,
  hidden: false,
  sort: partial.id,
  permission: null,
  plugin: null,
  children: [],
  ...partial,
});
