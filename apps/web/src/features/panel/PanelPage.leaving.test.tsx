import { lazy, Suspense, type ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { PanelTreeNode } from '@tessera/contracts';
import { initI18n } from '../../i18n';
import { useSession } from '../../store/session';
import { installFakeHttp, type FakeAnswer } from '../../test/fakeHttp';
import { renderWithProviders } from '../../test/render';
import { userWith } from '../../test/userFixtures';
import PanelPage from './PanelPage';
import { DEMO_TREE, PANEL_READER, panelDetail } from './testFixtures';

/** A promise and the hand that settles it, so a test decides when an answer arrives. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const where = () => screen.getByTestId('where').textContent;

/**
 * The shell as the reader meets it right after signing in: the dashboards page is open, its tree
 * still on its way, and the charts page is a lazily loaded chunk not downloaded yet. Following a
 * menu link then renders in a transition that waits for that chunk, so the dashboards page stays
 * on screen (and keeps running its effects) after the address has already moved on.
 */
function renderShell(treeAnswer: Promise<FakeAnswer>) {
  installFakeHttp(({ url }) => {
    if (url === '/panel/group/tree') return treeAnswer;
    const opened = /^\/panel\/group\/findOne\/(.+)$/.exec(url)?.[1];
    if (opened) return { data: panelDetail({ id: decodeURIComponent(opened) }) };
    return { status: 404, message: `No fake answer for ${url}` };
  });
  const chartsChunk = deferred<{ default: ComponentType }>();
  const ChartsPage = lazy(() => chartsChunk.promise);
  useSession.getState().setUser(userWith(PANEL_READER), []);
  renderWithProviders(
    <MemoryRouter initialEntries={['/panel/index']}>
      <Link to="/chart/index" data-testid="top-menu-chart">
        Charts
      </Link>
      <Suspense fallback={<p>Loading the page</p>}>
        <Routes>
          <Route path="/panel/index" element={<PanelPage />} />
          <Route path="/chart/index" element={<ChartsPage />} />
        </Routes>
      </Suspense>
      <Where />
    </MemoryRouter>,
  );
  const chartsArrive = () =>
    act(async () => {
      chartsChunk.resolve({ default: () => <h1 data-testid="charts-page">Charts</h1> });
      await chartsChunk.promise;
    });
  return { chartsArrive };
}

beforeAll(async () => {
  await initI18n('en');
  window.innerWidth = 1440;
});
afterEach(cleanup);
// Drawing a dashboard takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('the dashboards page left before its tree arrives', () => {
  it('leaves the reader on the page of the menu they clicked, not on the first dashboard', async () => {
    const tree = deferred<FakeAnswer>();
    const { chartsArrive } = renderShell(tree.promise);
    await screen.findByTestId('panel-page');

    fireEvent.click(screen.getByTestId('top-menu-chart'));
    // The charts chunk is still downloading: what is drawn is still the dashboards page's address.
    expect(where()).toBe('/panel/index');
    expect(screen.queryByTestId('charts-page')).toBeNull();

    tree.resolve({ data: DEMO_TREE satisfies PanelTreeNode[] });
    // The tree is drawn on the page still on screen: its effects have run.
    expect((await screen.findByTestId('panel-node-Demo')).textContent).toBe('Demo');
    await chartsArrive();

    expect((await screen.findByTestId('charts-page')).textContent).toBe('Charts');
    await waitFor(() => expect(where()).toBe('/chart/index'));
    expect(screen.queryByTestId('panel-page')).toBeNull();
  });

  it('still opens the first dashboard for a reader who stays', async () => {
    const tree = deferred<FakeAnswer>();
    renderShell(tree.promise);
    await screen.findByTestId('panel-page');

    tree.resolve({ data: DEMO_TREE });

    expect((await screen.findByTestId('panel-name')).textContent).toBe('Sales overview');
    expect(where()).toBe('/panel/index');
  });
});
