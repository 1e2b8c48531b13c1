import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { initI18n } from '../../../i18n';
import { answer, installFakeServer } from '../../../test/fakeServer';
import { renderWithProviders } from '../../../test/render';
import { canvasStyle, kpiAnswer, panelDetail } from '../testFixtures';
import PanelFullScreenPage from './PanelFullScreenPage';
import PanelPreviewPage from './PanelPreviewPage';

vi.mock('../view/preloadCharts', () => ({ preloadChartDrawing: vi.fn() }));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/preview/:reportId" element={<PanelPreviewPage />} />
        <Route path="/previewFullScreen" element={<PanelFullScreenPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
const where = () => screen.getByTestId('where').textContent;

beforeAll(() => initI18n('en'));
let server: ReturnType<typeof installFakeServer>;
beforeEach(() => {
  server = installFakeServer({
    'GET /panel/group/findOne/p-1': answer(
      panelDetail({
        panelStyle: JSON.stringify(
          canvasStyle({ selfAdaption: false, scaleWidth: 50, scaleHeight: 50 }),
        ),
      }),
    ),
    'POST /chart/view/getData/v-ok': answer(kpiAnswer('v-ok')),
    'POST /chart/view/getData/v-broken': answer(kpiAnswer('v-broken')),
  });
});
afterEach(cleanup);

describe('the dashboard previews', () => {
  it('shows the dashboard alone at its fixed scale, with its name and a way back', async () => {
    renderAt('/preview/p-1');
    await waitFor(() =>
      expect(screen.getByTestId('panel-name').textContent).toBe('Sales overview'),
    );
    expect(server.callsTo('GET /panel/group/findOne/p-1')).toHaveLength(1);
    const canvas = await screen.findByTestId('panel-canvas');
    expect([canvas.style.width, canvas.style.height]).toEqual(['800px', '450px']);
    fireEvent.click(screen.getByTestId('panel-preview-fullscreen'));
    expect(where()).toBe('/previewFullScreen?id=p-1');
  });

  it('goes back to the dashboards page from the preview', async () => {
    renderAt('/preview/p-1');
    fireEvent.click(await screen.findByTestId('panel-preview-back'));
    expect(where()).toBe('/panel/index?id=p-1');
  });

  it('fills the window in full screen, fitted to its width, and leaves with Esc', async () => {
    renderAt('/previewFullScreen?id=p-1');
    const view = await screen.findByTestId('panel-view');
    expect(view.className).toContain('panel-view--width');
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(where()).toBe('/panel/index?id=p-1'));
  });

  it('leaves full screen with its exit button too', async () => {
    renderAt('/previewFullScreen?id=p-1');
    fireEvent.click(await screen.findByTestId('panel-fullscreen-exit'));
    expect(where()).toBe('/panel/index?id=p-1');
  });

  it('offers the export (PNG, PDF) to a holder of the export grant, not to a viewer', async () => {
    renderAt('/preview/p-1');
    await screen.findByTestId('panel-canvas');
    expect(screen.getByTestId('dashboard-export').textContent).toContain('Export');

    cleanup();
    server.on(
      'GET /panel/group/findOne/p-1',
      answer(panelDetail({ panelStyle: JSON.stringify(canvasStyle()), permission: 'view' })),
    );
    renderAt('/preview/p-1');
    await screen.findByTestId('panel-canvas');
    expect(screen.queryByTestId('dashboard-export')).toBeNull();
  });
});
