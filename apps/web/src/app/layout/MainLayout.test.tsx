import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import type { MenuNode, UserInfo } from '@tessera/contracts';
import { i18n, initI18n } from '../../i18n';
import { useSession } from '../../store/session';
import { INITIAL_LICENCE, licenceFromResult } from '../../store/licence';
import { menuTreeToRoutes } from '../routes/menuRoutes';
import { MainLayout } from './MainLayout';
import { menuNode } from '../../test/menuFixtures';
import { expectVisible } from '../../test/visible';

const menu = (partial: Parameters<typeof menuNode>[0]): MenuNode =>
  menuNode({ icon: partial.name, ...partial });

const PANEL = menu({ id: 1, name: 'panel', path: '/panel', component: 'panel/index' });
const SYSTEM = menu({
  id: 2,
  name: 'system',
  path: '/system',
  type: 0,
  children: [menu({ id: 21, pid: 2, name: 'user', path: 'user', component: 'system/user' })],
});
const USER = { userId: 1, username: 'admin', nickName: 'Ada', roles: ['admin'] } as UserInfo;

function renderAt(path: string, tree: MenuNode[]) {
  useSession.getState().setUser(USER, tree);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<MainLayout routes={menuTreeToRoutes(tree)} />}>
            <Route path="*" element={<div data-testid="page">page</div>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useSession.getState().setLicence(INITIAL_LICENCE);
  window.innerWidth = 1280;
});
afterEach(cleanup);

describe('MainLayout', () => {
  it('lists the top menus and shows no sidebar for a single-page menu', () => {
    renderAt('/panel/index', [PANEL, SYSTEM]);
    expect(screen.getByTestId('top-menu-panel').textContent).toBe('Dashboards');
    expect(screen.getByTestId('top-menu-system').textContent).toBe('System');
    expect(screen.getByTestId('user-name').textContent).toBe('Ada');
    expect(screen.queryByTestId('sidebar')).toBeNull();
  });

  it('always shows the sidebar for the system menu', () => {
    renderAt('/system/user', [PANEL, SYSTEM]);
    expectVisible(screen.getByTestId('sidebar'));
    expect(screen.getByTestId('side-menu-user').textContent).toBe('Users');
  });

  it('turns the sidebar into a drawer under 992 px', () => {
    window.innerWidth = 800;
    renderAt('/system/user', [PANEL, SYSTEM]);
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expectVisible(screen.getByTestId('sidebar-drawer-toggle'));
  });

  it('switches to mobile mode when the window is resized', () => {
    renderAt('/system/user', [PANEL, SYSTEM]);
    expectVisible(screen.getByTestId('sidebar'));
    act(() => {
      window.innerWidth = 600;
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryByTestId('sidebar')).toBeNull();
  });

  it('shows the licence message when the licence has expired, not when none is recorded', () => {
    useSession.getState().setLicence(
      licenceFromResult({
        status: 'expired',
        message: 'Licence expired',
        edition: null,
        expireTime: null,
      }),
    );
    renderAt('/panel/index', [PANEL]);
    expect(screen.getByTestId('licence-bar').textContent).toContain('Licence expired');
    cleanup();
    useSession.getState().setLicence(
      licenceFromResult({
        status: 'no_record',
        message: 'No licence',
        edition: null,
        expireTime: null,
      }),
    );
    renderAt('/panel/index', [PANEL]);
    expect(screen.queryByTestId('licence-bar')).toBeNull();
  });
});
