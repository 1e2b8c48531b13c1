import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import type { MenuNode, UserInfo } from '@tessera/contracts';
import { i18n, initI18n } from '../../i18n';
import { useSession } from '../../store/session';
import { AppRoutes } from './AppRoutes';
import { menuNode } from '../../test/menuFixtures';
import { testQueryClient } from '../../test/render';
import { answer, installFakeServer } from '../../test/fakeServer';
import { expectVisible } from '../../test/visible';

// The login page loads the UI settings when it shows; these tests have no server.
vi.mock('../../store/loadSession', () => ({
  loadPublicInfo: vi.fn(async () => undefined),
  loadUser: vi.fn(async () => undefined),
}));

// The fake server is these tests' HTTP client: the login page, which installs the browser's
// client when it loads its actions (a moment after it shows), must not swap it out for the
// tests that follow.
vi.mock('../browserHttp', () => ({ ensureBrowserHttp: vi.fn() }));

// The pages load lazily, and the dashboards pages with the real api modules behind them.
configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 30_000 });

const menu = menuNode;

const TREE: MenuNode[] = [
  menu({ id: 1, name: 'panel', path: '/panel', component: 'panel/index' }),
  menu({
    id: 7,
    name: 'reports',
    path: '/reports',
    type: 0,
    children: [
      menu({
        id: 71,
        pid: 7,
        name: 'xreport',
        path: 'xreport',
        plugin: { scriptName: 'x-report', noLayout: false },
      }),
    ],
  }),
];

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

function renderAt(path: string, signedIn = true) {
  if (signedIn) {
    useSession.setState({
      token: 't',
      user: {
        userId: 1,
        username: 'admin',
        nickName: 'Ada',
        permissions: ['panel:read'],
      } as UserInfo,
      menus: TREE,
    });
  } else {
    useSession.setState({ token: undefined, user: null, menus: null });
  }
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Where />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18n('en'));
let server: ReturnType<typeof installFakeServer>;
beforeEach(() => {
  // The dashboards page asks for its tree; this organisation has no dashboard yet.
  server = installFakeServer({ 'POST /panel/group/tree': answer([]) });
});
afterEach(cleanup);

describe('AppRoutes', () => {
  it('opens the dashboards page at the root, in the layout, with its empty state', async () => {
    renderAt('/');
    expect((await screen.findByTestId('panel-empty')).textContent).toContain('No dashboards yet');
    expect(screen.getByTestId('where').textContent).toBe('/panel/index');
    expectVisible(screen.getByTestId('topbar'));
  });

  it('sends a signed-out visitor to the login page with the way back', async () => {
    renderAt('/person-info/index', false);
    await screen.findByTestId('login-username');
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('routes plugin menu entries to the plugin page with script name and menu id', async () => {
    renderAt('/reports/xreport');
    const plugin = await screen.findByTestId('plugin-page');
    // The notice's Result arrives in a chunk of its own (lib/LazyResult.tsx).
    await waitFor(() => expect(plugin.textContent).toContain('Plugin x-report is not installed'));
    expect(plugin.getAttribute('data-menu-id')).toBe('71');
  });

  it('opens the first page of a folder from its own path', async () => {
    renderAt('/reports');
    await screen.findByTestId('plugin-page');
    expect(screen.getByTestId('where').textContent).toBe('/reports/xreport');
  });

  it('shows the dashboard previews outside the layout, signed in only', async () => {
    server.on('GET /panel/group/findOne/p-1', () => ({ status: 404, message: 'Gone' }));
    renderAt('/preview/p-1');
    expectVisible(await screen.findByTestId('panel-preview-page'));
    expect(screen.queryByTestId('topbar')).toBeNull();
    await waitFor(() => expect(server.callsTo('GET /panel/group/findOne/p-1')).toHaveLength(1));
    cleanup();
    renderAt('/previewFullScreen?id=p-1');
    expectVisible(await screen.findByTestId('panel-fullscreen-page'));
    expect(screen.queryByTestId('topbar')).toBeNull();
    cleanup();
    renderAt('/preview/p-1', false);
    await screen.findByTestId('login-username');
  });

  it('sends unknown paths to the not-found page', async () => {
    renderAt('/nowhere');
    await screen.findByText('The page you are looking for does not exist.');
    expect(screen.getByTestId('where').textContent).toBe('/404');
  });
});
