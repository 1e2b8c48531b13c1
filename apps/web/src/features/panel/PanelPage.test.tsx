import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { initI18n } from '../../i18n';
import { useSession } from '../../store/session';
import { answer, installFakeServer } from '../../test/fakeServer';
import { renderWithProviders } from '../../test/render';
import { userWith } from '../../test/userFixtures';
import PanelPage from './PanelPage';
import {
  DEMO_TREE,
  PANEL_MANAGER,
  PANEL_READER,
  kpiAnswer,
  node,
  panelDetail,
} from './testFixtures';
import { expectVisible } from '../../test/visible';

vi.mock('./view/preloadCharts', () => ({ preloadChartDrawing: vi.fn() }));

const TREE = 'POST /panel/group/tree';
const SAVE = 'POST /panel/group/save';
const findOne = (id: string) => `GET /panel/group/findOne/${id}`;
const VERSION_LIST = 'POST /panel/version/list/p-1';
const RESTORE = 'POST /panel/version/restore/p-1';
const VERSION_2 = 'GET /panel/version/findOne/p-1/2';
/** The chart ids the calls for chart data named. */
const chartsAskedFor = () =>
  server.calls
    .map((call) => /^\/chart\/view\/getData\/(.+)$/.exec(call.url)?.[1])
    .filter((id) => id !== undefined);

let server: ReturnType<typeof installFakeServer>;
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8_000 });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderPage(permissions = PANEL_MANAGER, path = '/panel/index') {
  useSession.getState().setUser(userWith(permissions), []);
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <PanelPage />
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

const VERSIONS = [
  {
    version: 3,
    name: 'Sales overview',
    updateBy: 'Ada',
    updateTime: Date.UTC(2025, 0, 3),
    components: 2,
    current: true,
    restoredFrom: 1,
  },
  {
    version: 2,
    name: 'Sales overview',
    updateBy: 'Bo',
    updateTime: Date.UTC(2025, 0, 2),
    components: 5,
    current: false,
    restoredFrom: null,
  },
];

beforeAll(async () => {
  await initI18n('en');
  // A desktop window: the tree beside the dashboard (narrower windows open it from a button).
  window.innerWidth = 1440;
});
beforeEach(() => {
  server = installFakeServer({
    [TREE]: answer(DEMO_TREE),
    'POST /panel/group/defaultTree': answer([
      node('f-empty', 'Drafts', 'folder'),
      node('f-demo', 'Demo', 'folder'),
    ]),
    [findOne('p-1')]: answer(panelDetail({ id: 'p-1' })),
    [findOne('p-2')]: answer(panelDetail({ id: 'p-2' })),
    [findOne('p-new')]: answer(panelDetail({ id: 'p-new', name: 'Q3 review', panelData: '[]' })),
    [VERSION_LIST]: answer(VERSIONS),
    'POST /chart/view/getData/v-ok': answer(kpiAnswer('v-ok')),
    'POST /chart/view/getData/v-broken': answer(kpiAnswer('v-broken')),
  });
});
afterEach(cleanup);

describe('the dashboards page', () => {
  it('opens the first dashboard of the tree by itself, with its charts drawn', async () => {
    renderPage(PANEL_READER);
    expect((await screen.findByTestId('panel-name')).textContent).toBe('Sales overview');
    expect(server.callsTo(findOne('p-1'))).toHaveLength(1);
    // The default is shown, not written into the address: the page never navigates by itself.
    expect(where()).toBe('/panel/index');
    await waitFor(() =>
      expect(document.querySelectorAll('[data-status="success"]')).toHaveLength(2),
    );
    expect(chartsAskedFor().sort()).toEqual(['v-broken', 'v-ok']);
    // A reader sees no way to edit or to change the tree.
    expect(screen.queryByTestId('panel-edit')).toBeNull();
    expect(screen.queryByTestId('panel-new')).toBeNull();
    expect(screen.queryByTestId('panel-actions-p-1')).toBeNull();
  });

  it('keeps the dashboard named in the address', async () => {
    renderPage(PANEL_MANAGER, '/panel/index?id=p-2');
    expectVisible(await screen.findByTestId('panel-name'));
    expect(where()).toBe('/panel/index?id=p-2');
    expect(server.callsTo(findOne('p-2'))).toHaveLength(1);
    expect(server.callsTo(findOne('p-1'))).toHaveLength(0);
  });

  it('says so when there is no dashboard at all', async () => {
    server.on(TREE, answer([node('f-empty', 'Drafts', 'folder')]));
    renderPage();
    const empty = await screen.findByTestId('panel-empty');
    expect(empty.textContent).toContain('No dashboards yet');
    expect(empty.textContent).toContain('Create your first dashboard');
    expect(where()).toBe('/panel/index');
  });

  it('tells a reader with nothing shared whom to ask (issue 21 part 7)', async () => {
    server.on(TREE, answer([]));
    renderPage(PANEL_READER);
    const empty = await screen.findByTestId('panel-empty');
    expect(empty.textContent).toContain('Nothing has been shared with you yet');
    expect(screen.queryByTestId('panel-new')).toBeNull();
  });

  it('lists dashboards shared with the reader under their own tree, and opens one', async () => {
    const shared = {
      ...node('p-2', 'Ops', 'panel'),
      permission: 'view' as const,
      sharedWithMe: true,
    };
    server.on(
      TREE,
      answer([
        node('f-mine', 'Mine', 'folder', [node('p-1', 'Sales overview', 'panel')]),
        node('f-team', 'Team', 'folder', [shared]),
      ]),
    );
    renderPage(PANEL_READER);
    const section = await screen.findByTestId('panel-shared');
    expectVisible(within(section).getByText('Shared with me (1)'));
    expectVisible(within(section).getByText('Ops'));
    // Listed once: its folder of others' dashboards is not in the reader's own tree.
    expectVisible(screen.getByTestId('panel-node-Mine'));
    expect(screen.queryByTestId('panel-node-Team')).toBeNull();
    expect(screen.queryByTestId('panel-node-Ops')).toBeNull();

    fireEvent.click(within(section).getByTestId('panel-shared-p-2'));
    await waitFor(() => expect(where()).toBe('/panel/index?id=p-2'));
    await waitFor(() => expect(server.callsTo(findOne('p-2'))).toHaveLength(1));
    expect(screen.getByTestId('panel-shared-p-2').getAttribute('aria-current')).toBe('page');
  });

  it('takes a manager to the editor and the previews', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('panel-edit'));
    expect(where()).toBe('/panelEdit/edit?id=p-1');
    fireEvent.click(screen.getByTestId('panel-preview'));
    // (No routes here: the page stays mounted under the new address.)
    expect(where()).toMatch(/^\/preview\/p-1/);
    fireEvent.click(screen.getByTestId('panel-fullscreen'));
    expect(where()).toBe('/previewFullScreen?id=p-1');
  });

  it('creates a dashboard from a name and opens it in the editor', async () => {
    server.on(SAVE, answer({ id: 'p-new', version: 1 }));
    renderPage();
    await screen.findByTestId('panel-name');
    fireEvent.click(screen.getByTestId('panel-new'));
    const input = await screen.findByTestId('panel-name-input');
    fireEvent.click(screen.getByTestId('panel-name-ok'));
    expectVisible(await screen.findByText('The name cannot be empty'));
    expect(server.callsTo(SAVE)).toHaveLength(0);
    fireEvent.change(input, { target: { value: '  Q3 review ' } });
    fireEvent.click(screen.getByTestId('panel-name-ok'));
    await waitFor(() => expect(where()).toBe('/panelEdit/edit?id=p-new'));
    // Created in the folder of the open dashboard.
    expect(server.callsTo(SAVE).map((call) => call.body)).toEqual([
      { nodeType: 'panel', name: 'Q3 review', pid: 'f-demo' },
    ]);
  });

  it('deletes a folder with what it holds after a confirmation, leaving its open dashboard', async () => {
    server.on('POST /panel/group/deleteCircle/f-demo', answer(null));
    renderPage();
    await screen.findByTestId('panel-name');
    fireEvent.click(screen.getByTestId('panel-actions-f-demo'));
    fireEvent.click(await screen.findByText('Delete'));
    expectVisible(await screen.findByText(/Everything in the folder/));
    server.on(TREE, answer([node('f-empty', 'Drafts', 'folder')]));
    fireEvent.click(screen.getByTestId('panel-delete-ok'));
    await waitFor(() =>
      expect(server.callsTo('POST /panel/group/deleteCircle/f-demo')).toHaveLength(1),
    );
    expectVisible(await screen.findByTestId('panel-empty'));
  });
});

describe('the dashboards page on a narrow window (issue 19)', () => {
  afterEach(() => {
    window.innerWidth = 1440;
  });

  it('opens the tree from a button and closes it once a dashboard is picked', async () => {
    window.innerWidth = 390;
    renderPage(PANEL_READER);
    expect((await screen.findByTestId('panel-name')).textContent).toBe('Sales overview');
    expect(screen.queryByTestId('panel-tree-pane')).toBeNull();
    fireEvent.click(screen.getByTestId('panel-tree-open'));
    fireEvent.click(await screen.findByTestId('panel-node-Ops'));
    await waitFor(() => expect(where()).toBe('/panel/index?id=p-2'));
    await waitFor(() =>
      expect(document.querySelector('.panel-tree-drawer.ant-drawer-open')).toBeNull(),
    );
  });
});

describe('the history drawer', () => {
  it('lists the versions, current one marked, and restores an earlier one after a confirmation', async () => {
    server.on(RESTORE, answer({ id: 'p-1', version: 4 }));
    renderPage();
    fireEvent.click(await screen.findByTestId('panel-history-open'));
    const old = await screen.findByTestId('panel-version-2');
    expect(
      within(screen.getByTestId('panel-version-3')).getByTestId('panel-version-current'),
    ).toBeTruthy();
    expect(old.textContent).toContain('Saved by Bo');
    expect(old.textContent).toContain('5 components');
    // The current version cannot be restored onto itself.
    expect(screen.queryByTestId('panel-version-restore-3')).toBeNull();
    const panelReads = server.callsTo(findOne('p-1')).length;
    const versionReads = server.callsTo(VERSION_LIST).length;
    fireEvent.click(screen.getByTestId('panel-version-restore-2'));
    fireEvent.click(await screen.findByTestId('panel-restore-ok'));
    await waitFor(() =>
      expect(server.callsTo(RESTORE).map((call) => call.body)).toEqual([
        { version: 2, currentVersion: 3 },
      ]),
    );
    expectVisible(await screen.findByText('Version 2 restored'));
    // The dashboard and its history are read again.
    await waitFor(() => expect(server.callsTo(findOne('p-1')).length).toBeGreaterThan(panelReads));
    await waitFor(() => expect(server.callsTo(VERSION_LIST).length).toBeGreaterThan(versionReads));
  });

  it('shows the server’s message when someone saved in between', async () => {
    server.on(RESTORE, () => ({
      status: 409,
      message: 'The dashboard was saved by someone else meanwhile; reload it first',
    }));
    renderPage();
    fireEvent.click(await screen.findByTestId('panel-history-open'));
    fireEvent.click(await screen.findByTestId('panel-version-restore-2'));
    fireEvent.click(await screen.findByTestId('panel-restore-ok'));
    expect((await screen.findByTestId('panel-history-error')).textContent).toContain(
      'saved by someone else meanwhile',
    );
  });

  it('opens an earlier version read only', async () => {
    server.on(VERSION_2, answer(panelDetail({ version: 2, panelData: '[]' })));
    renderPage(PANEL_READER);
    fireEvent.click(await screen.findByTestId('panel-history-open'));
    expect(screen.queryByTestId('panel-version-restore-2')).toBeNull();
    fireEvent.click(await screen.findByTestId('panel-version-open-2'));
    const preview = await screen.findByTestId('panel-version-preview');
    expectVisible(await within(preview).findByTestId('panel-canvas'));
    expect(server.callsTo(VERSION_2)).toHaveLength(1);
    // A reader cannot restore from the preview either.
    expect(screen.queryByTestId('panel-version-preview-restore')).toBeNull();
  });

  it('restores the version open in the preview from there, and says which version a restore came from', async () => {
    server.on(VERSION_2, answer(panelDetail({ version: 2, panelData: '[]' })));
    server.on(RESTORE, answer({ id: 'p-1', version: 4 }));
    renderPage();
    fireEvent.click(await screen.findByTestId('panel-history-open'));
    expect((await screen.findByTestId('panel-version-restored-from-3')).textContent).toBe(
      'restored from version 1',
    );
    expect(screen.queryByTestId('panel-version-restored-from-2')).toBeNull();
    fireEvent.click(await screen.findByTestId('panel-version-open-2'));
    await screen.findByTestId('panel-version-preview');
    fireEvent.click(await screen.findByTestId('panel-version-preview-restore'));
    fireEvent.click(await screen.findByTestId('panel-restore-ok'));
    await waitFor(() =>
      expect(server.callsTo(RESTORE).map((call) => call.body)).toEqual([
        { version: 2, currentVersion: 3 },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('panel-version-preview')).toBeNull());
  });
});
