import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { initI18n } from '../../../i18n';
import * as chartApi from '../../../api/chart';
import * as panelApi from '../../../api/panel';
import { renderWithProviders } from '../../../test/render';
import { canvasStyle, kpiAnswer, panelDetail } from '../testFixtures';
import PanelFullScreenPage from './PanelFullScreenPage';
import PanelPreviewPage from './PanelPreviewPage';

vi.mock('../../../api/panel', () => ({ findPanel: vi.fn(), fetchPanelImage: vi.fn() }));
vi.mock('../../../api/chart', () => ({ getChartData: vi.fn() }));
vi.mock('../view/preloadCharts', () => ({ preloadChartDrawing: vi.fn() }));
const api = vi.mocked(panelApi);

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
beforeEach(() => {
  vi.clearAllMocks();
  api.findPanel.mockResolvedValue(
    panelDetail({
      panelStyle: JSON.stringify(
        canvasStyle({ selfAdaption: false, scaleWidth: 50, scaleHeight: 50 }),
      ),
    }),
  );
  vi.mocked(chartApi.getChartData).mockImplementation((id) => Promise.resolve(kpiAnswer(id)));
});
afterEach(cleanup);

describe('the dashboard previews', () => {
  it('shows the dashboard alone at its fixed scale, with its name and a way back', async () => {
    renderAt('/preview/p-1');
    await waitFor(() =>
      expect(screen.getByTestId('panel-name').textContent).toBe('Sales overview'),
    );
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
});
