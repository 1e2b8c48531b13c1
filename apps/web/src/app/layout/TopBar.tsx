import { Button, Menu } from 'antd';
import { MenuOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UI_KEYS } from '@tessera/contracts';
import { useSession } from '../../store/session';
import { docsHref } from '../uiPrefs';
import type { MenuRoute } from '../routes/menuRoutes';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { menuIcon } from './menuIcons';
import { UserDropdown } from './UserDropdown';

export interface TopBarProps {
  topMenus: MenuRoute[];
  activeTop: MenuRoute | undefined;
  /** Shown in mobile mode when the page has a sidebar: opens it as a drawer. */
  onOpenDrawer?: () => void;
}

/** SPEC §2 top bar: logo, top menus, language switch, docs link, user dropdown. */
export function TopBar({ topMenus, activeTop, onOpenDrawer }: TopBarProps) {
  const { t, i18n } = useTranslation();
  const docsUrl = useSession((s) => s.uiInfo[UI_KEYS.docsUrl]);
  return (
    <header className="topbar" data-testid="topbar">
      {onOpenDrawer && (
        <Button
          type="text"
          className="topbar__action"
          icon={<MenuOutlined />}
          aria-label={t('layout.openMenu')}
          onClick={onOpenDrawer}
          data-testid="sidebar-drawer-toggle"
        />
      )}
      <Logo />
      <Menu
        className="topbar__menu"
        mode="horizontal"
        theme="dark"
        selectedKeys={activeTop ? [activeTop.path] : []}
        items={topMenus.map((route) => ({
          key: route.path,
          icon: menuIcon(route.icon),
          label: (
            <Link to={route.fullPath} data-testid={`top-menu-${route.name}`}>
              {t(route.title)}
            </Link>
          ),
        }))}
      />
      <div className="topbar__actions">
        <LanguageSwitch />
        <Button
          type="text"
          className="topbar__action"
          icon={<QuestionCircleOutlined />}
          href={docsHref(docsUrl, i18n.language)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('layout.docs')}
          data-testid="docs-link"
        />
        <UserDropdown />
      </div>
    </header>
  );
}
