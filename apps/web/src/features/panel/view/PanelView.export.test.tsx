import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { HEADERS, PERMISSIONS, type GrantLevelName } from '@tessera/contracts';
import { initI18n } from '../../../i18n';
import { http } from '../../../api/client';
import { feedback } from '../../../app/feedback';
import { answer, installFakeServer } from '../../../test/fakeServer';
import { renderWithProviders } from '../../../test/render';
import { userWith } from '../../../test/userFixtures';
import { useSession } from '../../../store/session';
import type { ChartExportRule } from '../../../canvas/components/user-view/chartActions';
import { canvasStyle, kpiAnswer, twoCharts } from '../testFixtures';
import { PanelView } from './PanelView';
import { preloadDropdown } from '../../../lib/LazyDropdown';

// Issue 23 part 5: the export action on a dashboard's charts — shown to whoever may export the
// chart (its grant, or a share link whose owner allows it), calling the export with the chart's
// conditions, downloading under the server's name, and saying when the server's limit cut it.

vi.mock('./preloadCharts', () => ({ preloadChartDrawing: vi.fn() }));

const EXPORT_BUTTON = 'chart-export-chart-v-kpi';

let server: ReturnType<typeof installFakeServer>;
/** The export calls that reached the "server": url, body. */
let exports: { url: string; body: unknown }[];
/** How the next export is answered. */
let exportAnswer: () => { status: number; body: Blob; headers: Record<string, string> };
/** The names the page handed to the browser's download. */
let downloads: string[];

function renderBoard(
  options: { permission?: GrantLevelName; holds?: string[]; rule?: ChartExportRule | null } = {},
) {
  useSession
    .getState()
    .setUser(userWith(options.holds ?? [PERMISSIONS.chartRead, PERMISSIONS.panelRead]), []);
  server.on(
    'POST /chart/view/getData/v-kpi',
    answer({ ...kpiAnswer('v-kpi'), permission: options.permission ?? 'export' }),
  );
  return renderWithProviders(
    <PanelView
      canvasStyle={canvasStyle({ selfAdaption: false })}
      components={twoCharts(['v-kpi'])}
      {...(options.rule !== undefined ? { chartExport: options.rule } : {})}
    />,
  );
}

const drawn = () =>
  waitFor(() =>
    expect(screen.getByTestId('canvas-chart-chart-v-kpi').dataset.status).toBe('success'),
  );

async function exportAs(format: 'xlsx' | 'csv') {
  fireEvent.click(await screen.findByTestId(EXPORT_BUTTON));
  fireEvent.click(await screen.findByText(format === 'xlsx' ? 'Excel (.xlsx)' : 'CSV (.csv)'));
}

beforeAll(async () => {
  await initI18n('en');
  await preloadDropdown();
  URL.createObjectURL = vi.fn(() => 'blob:test/export');
  URL.revokeObjectURL = vi.fn();
});
beforeEach(() => {
  server = installFakeServer();
  exports = [];
  downloads = [];
  exportAnswer = () => ({
    status: 200,
    body: new Blob(['a,b\r\n']),
    headers: {
      'content-disposition': `attachment; filename="__.xlsx"; filename*=UTF-8''${encodeURIComponent('销售.xlsx')}`,
    },
  });
  // The fake transport answers JSON envelopes; an export's answer is a file (a Blob).
  const json = http().instance.defaults.adapter as AxiosAdapter;
  http().instance.defaults.adapter = async (config) => {
    if (config.responseType !== 'blob') return json(config);
    exports.push({ url: config.url ?? '', body: JSON.parse(String(config.data)) as unknown });
    const reply = exportAnswer();
    const response = {
      data: reply.body,
      status: reply.status,
      statusText: '',
      headers: new AxiosHeaders(reply.headers),
      config,
      request: {},
    };
    if (reply.status >= 400)
      throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the export action on a dashboard’s chart', () => {
  it('is offered to a viewer holding export on the chart, not to one who only views or uses it', async () => {
    const first = renderBoard({ permission: 'export' });
    await drawn();
    expect(screen.getByTestId(EXPORT_BUTTON)).toBeTruthy();
    first.unmount();

    for (const permission of ['view', 'use'] as const) {
      const view = renderBoard({ permission });
      await drawn();
      expect(screen.queryByTestId(EXPORT_BUTTON)).toBeNull();
      view.unmount();
    }
    // The grant is not enough without the chart page (a dashboards-only role).
    renderBoard({ permission: 'manage', holds: [PERMISSIONS.panelRead] });
    await drawn();
    expect(screen.queryByTestId(EXPORT_BUTTON)).toBeNull();
  });

  it('is not offered where the page says no one exports', async () => {
    renderBoard({ permission: 'manage', rule: null });
    await drawn();
    expect(screen.queryByTestId(EXPORT_BUTTON)).toBeNull();
  });

  it('exports the chart’s data under its conditions and downloads it under the server’s name', async () => {
    const warning = vi.spyOn(feedback.message, 'warning');
    renderBoard();
    await drawn();
    await exportAs('xlsx');
    await waitFor(() => expect(downloads).toEqual(['销售.xlsx']));
    expect(exports).toEqual([
      {
        url: '/chart/view/export/v-kpi',
        body: { filter: [], linkageFilters: [], drill: [], format: 'xlsx' },
      },
    ]);
    expect(warning).not.toHaveBeenCalled();
  });

  it('says when the server’s row limit cut the file', async () => {
    const warning = vi.spyOn(feedback.message, 'warning');
    exportAnswer = () => ({
      status: 200,
      body: new Blob(['x']),
      headers: {
        'content-disposition': 'attachment; filename="board.csv"',
        [HEADERS.exportCutAt.toLowerCase()]: '1000000',
        [HEADERS.exportTotalRows.toLowerCase()]: '1234567',
      },
    });
    renderBoard();
    await drawn();
    await exportAs('csv');
    await waitFor(() => expect(warning).toHaveBeenCalledTimes(1));
    expect(downloads).toEqual(['board.csv']);
    expect(warning.mock.calls[0]?.[0]).toMatchObject({
      content:
        'The data has 1,234,567 rows: only the first 1,000,000 were exported (the export limit).',
    });
  });

  it('shows the server’s refusal in its words, and downloads nothing', async () => {
    const error = vi.spyOn(feedback.message, 'error');
    exportAnswer = () => ({
      status: 403,
      body: new Blob([
        JSON.stringify({
          success: false,
          code: 'FORBIDDEN',
          message: 'No export for you',
          data: null,
        }),
      ]),
      headers: { 'content-type': 'application/json' },
    });
    renderBoard();
    await drawn();
    await exportAs('csv');
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error.mock.calls[0]?.[0]).toMatchObject({ content: 'No export for you' });
    expect(downloads).toEqual([]);
  });

  it('goes through the link’s own call on a share link’s page, whatever the chart’s grant', async () => {
    renderBoard({ permission: 'view', holds: [], rule: { viaLink: true, allowed: () => true } });
    await drawn();
    await exportAs('csv');
    await waitFor(() => expect(exports).toHaveLength(1));
    expect(exports[0]?.url).toBe('/api/link/chart/export/v-kpi');
  });
});
