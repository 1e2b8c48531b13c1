import { Menu } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuRoute } from '../routes/menuRoutes';
import { menuIcon } from './menuIcons';

export interface SideMenuProps {
  top: MenuRoute;
  pathname: string;
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The visible children of the current top menu; a child's sub-routes keep it highlighted. */
export function SideMenu({ top, pathname, collapsed = false, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const visible = top.children.filter((child) => !child.hidden);
  const selected = visible.find(
    (child) => pathname === child.fullPath || pathname.startsWith(`${child.fullPath}/`),
  );
  return (
    <Menu
      mode="inline"
      inlineCollapsed={collapsed}
      selectedKeys={selected ? [selected.fullPath] : []}
      className="sidemenu"
      items={visible.map((child) => ({
        key: child.fullPath,
        icon: menuIcon(child.icon),
        label: (
          <Link to={child.fullPath} onClick={onNavigate} data-testid={`side-menu-${child.name}`}>
            {t(child.title)}
          </Link>
        ),
      }))}
    />
  );
}
