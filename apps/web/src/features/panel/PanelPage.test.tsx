import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { initI18n } from '../../i18n';
import { useSession } from '../../store/session';
import * as chartApi from '../../api/chart';
import * as panelApi from '../../api/panel';
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
  refusal,
} from './testFixtures';
import { expectVisible } from '../../test/visible';

vi.mock('../../api/panel', () => ({
  panelTree: vi.fn(),
  panelDefaultTree: vi.fn(),
  savePanel: vi.fn(),
  findPanel: vi.fn(),
  deletePanelNode: vi.fn(),
  listPanelVersions: vi.fn(),
  findPanelVersion: vi.fn(),
  restorePanelVersion: vi.fn(),
  fetchPanelImage: vi.fn(),
}));
vi.mock('../../api/chart', () => ({ getChartData: vi.fn() }));
vi.mock('./view/preloadCharts', () => ({ preloadChartDrawing: vi.fn() }));
const api = vi.mocked(panelApi);
const charts = vi.mocked(chartApi);
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
  vi.clearAllMocks();
  api.panelTree.mockResolvedValue(DEMO_TREE);
  api.panelDefaultTree.mockResolvedValue([
    node('f-empty', 'Drafts', 'folder'),
    node('f-demo', 'Demo', 'folder'),
  ]);
  api.findPanel.mockImplementation((id) => Promise.resolve(panelDetail({ id })));
  api.listPanelVersions.mockResolvedValue(VERSIONS);
  charts.getChartData.mockImplementation((id) => Promise.resolve(kpiAnswer(id)));
});
afterEach(cleanup);

describe('the dashboards page', () => {
  it('opens the first dashboard of the tree by itself, with its charts drawn', async () => {
    renderPage(PANEL_READER);
    await waitFor(() => expect(where()).toBe('/panel/index?id=p-1'));
    // The dashboard is asked for once the page has re-rendered with the id (a later commit).
    await waitFor(() => expect(api.findPanel).toHaveBeenCalledWith('p-1', expect.anything()));
    expect((await screen.findByTestId('panel-name')).textContent).toBe('Sales overview');
    await waitFor(() =>
      expect(document.querySelectorAll('[data-status="success"]')).toHaveLength(2),
    );
    expect(charts.getChartData.mock.calls.map((call) => call[0]).sort()).toEqual([
      'v-broken',
      'v-ok',
    ]);
    // A reader sees no way to edit or to change the tree.
    expect(screen.queryByTestId('panel-edit')).toBeNull();
    expect(screen.queryByTestId('panel-new')).toBeNull();
    expect(screen.queryByTestId('panel-actions-p-1')).toBeNull();
  });

  it('keeps the dashboard named in the address', async () => {
    renderPage(PANEL_MANAGER, '/panel/index?id=p-2');
    expectVisible(await screen.findByTestId('panel-name'));
    expect(where()).toBe('/panel/index?id=p-2');
    expect(api.findPanel).toHaveBeenCalledWith('p-2', expect.anything());
  });

  it('says so when there is no dashboard at all', async () => {
    api.panelTree.mockResolvedValue([node('f-empty', 'Drafts', 'folder')]);
    renderPage();
    expect((await screen.findByTestId('panel-empty')).textContent).toContain('No dashboards yet');
    expect(where()).toBe('/panel/index');
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
    api.savePanel.mockResolvedValue({ id: 'p-new', version: 1 });
    renderPage();
    await screen.findByTestId('panel-name');
    fireEvent.click(screen.getByTestId('panel-new'));
    const input = await screen.findByTestId('panel-name-input');
    fireEvent.click(screen.getByTestId('panel-name-ok'));
    expectVisible(await screen.findByText('The name cannot be empty'));
    expect(api.savePanel).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '  Q3 review ' } });
    fireEvent.click(screen.getByTestId('panel-name-ok'));
    await waitFor(() => expect(where()).toBe('/panelEdit/edit?id=p-new'));
    // Created in the folder of the open dashboard.
    expect(api.savePanel).toHaveBeenCalledWith({
      nodeType: 'panel',
      name: 'Q3 review',
      pid: 'f-demo',
    });
  });

  it('deletes a folder with what it holds after a confirmation, leaving its open dashboard', async () => {
    api.deletePanelNode.mockResolvedValue(null);
    renderPage();
    await screen.findByTestId('panel-name');
    fireEvent.click(screen.getByTestId('panel-actions-f-demo'));
    fireEvent.click(await screen.findByText('Delete'));
    expectVisible(await screen.findByText(/Everything in the folder/));
    api.panelTree.mockResolvedValue([node('f-empty', 'Drafts', 'folder')]);
    fireEvent.click(screen.getByTestId('panel-delete-ok'));
    await waitFor(() => expect(api.deletePanelNode).toHaveBeenCalledWith('f-demo'));
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
    api.restorePanelVersion.mockResolvedValue({ id: 'p-1', version: 4 });
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
    api.findPanel.mockClear();
    api.listPanelVersions.mockClear();
    fireEvent.click(screen.getByTestId('panel-version-restore-2'));
    fireEvent.click(await screen.findByTestId('panel-restore-ok'));
    await waitFor(() =>
      expect(api.restorePanelVersion).toHaveBeenCalledWith('p-1', {
        version: 2,
        currentVersion: 3,
      }),
    );
    expectVisible(await screen.findByText('Version 2 restored'));
    await waitFor(() => expect(api.findPanel).toHaveBeenCalled());
    await waitFor(() => expect(api.listPanelVersions).toHaveBeenCalled());
  });

  it('shows the server’s message when someone saved in between', async () => {
    api.restorePanelVersion.mockRejectedValue(
      refusal(409, 'The dashboard was saved by someone else meanwhile; reload it first'),
    );
    renderPage();
    fireEvent.click(await screen.findByTestId('panel-history-open'));
    fireEvent.click(await screen.findByTestId('panel-version-restore-2'));
    fireEvent.click(await screen.findByTestId('panel-restore-ok'));
    expect((await screen.findByTestId('panel-history-error')).textContent).toContain(
      'saved by someone else meanwhile',
    );
  });

  it('opens an earlier version read only', async () => {
    api.findPanelVersion.mockResolvedValue(panelDetail({ version: 2, panelData: '[]' }));
    renderPage(PANEL_READER);
    fireEvent.click(await screen.findByTestId('panel-history-open'));
    expect(screen.queryByTestId('panel-version-restore-2')).toBeNull();
    fireEvent.click(await screen.findByTestId('panel-version-open-2'));
    const preview = await screen.findByTestId('panel-version-preview');
    expectVisible(await within(preview).findByTestId('panel-canvas'));
    expect(api.findPanelVersion).toHaveBeenCalledWith('p-1', 2, expect.anything());
    // A reader cannot restore from the preview either.
    expect(screen.queryByTestId('panel-version-preview-restore')).toBeNull();
  });

  it('restores the version open in the preview from there, and says which version a restore came from', async () => {
    api.findPanelVersion.mockResolvedValue(panelDetail({ version: 2, panelData: '[]' }));
    api.restorePanelVersion.mockResolvedValue({ id: 'p-1', version: 4 });
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
      expect(api.restorePanelVersion).toHaveBeenCalledWith('p-1', {
        version: 2,
        currentVersion: 3,
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('panel-version-preview')).toBeNull());
  });
});
