import type { ReactNode } from 'react';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import {
  DownOutlined,
  InfoCircleOutlined,
  KeyOutlined,
  LockOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import * as authApi from '../../api/auth';
import { useSession } from '../../store/session';

/** SPEC §2 user dropdown; API keys only when the licence validate flag is set. */
export function UserDropdown() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSession((s) => s.user);
  const validate = useSession((s) => s.licence.validate);
  const reset = useSession((s) => s.reset);

  const logOut = async () => {
    const back = `${location.pathname}${location.search}`;
    await authApi.logout().catch(() => undefined);
    reset();
    navigate(`/login?redirect=${encodeURIComponent(back)}`, { replace: true });
  };

  const item = (key: string, icon: ReactNode, label: string) => ({
    key,
    icon,
    label: <span data-testid={`user-menu-${key}`}>{label}</span>,
  });
  const items: MenuProps['items'] = [
    item('person-info', <UserOutlined />, t('layout.personInfo')),
    ...(validate ? [item('ukey', <KeyOutlined />, t('layout.apiKeys'))] : []),
    item('person-pwd', <LockOutlined />, t('layout.changePassword')),
    item('about', <InfoCircleOutlined />, t('layout.about')),
    { type: 'divider' },
    item('logout', <LogoutOutlined />, t('layout.logout')),
  ];

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'logout') void logOut();
          else navigate(`/${key}/index`);
        },
      }}
    >
      <button type="button" className="topbar__user" data-testid="user-menu">
        <Avatar size="small" icon={<UserOutlined />} className="topbar__avatar" />
        <span className="topbar__user-name" data-testid="user-name">
          {user?.nickName || user?.username}
        </span>
        <DownOutlined className="topbar__caret" />
      </button>
    </Dropdown>
  );
}
