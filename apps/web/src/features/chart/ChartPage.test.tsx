import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  act,
  cleanup,
  configure,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { i18n, initI18n } from '../../i18n';
import { useSession } from '../../store/session';
import type { ChartSave } from '@tessera/contracts';
import { answer, installFakeServer } from '../../test/fakeServer';
import { renderWithProviders } from '../../test/render';
import { userWith } from '../../test/userFixtures';
import ChartPage from './ChartPage';
import { PREVIEW_DEBOUNCE_MS } from './editor/Preview';
import { CHART_MANAGER, FIELDS, chartView } from './testFixtures';
import { expectVisible } from '../../test/visible';

const SAVE = 'POST /chart/view/save';
const PREVIEW = 'POST /chart/view/previewData';
/** The bodies of the saves that reached the server, in order. */
const saves = () => server.callsTo(SAVE).map((call) => call.body as ChartSave);
/** The bodies of the preview calls that reached the server, in order. */
const previews = () =>
  server.callsTo(PREVIEW).map((call) => call.body as { view: ChartSave; request: unknown });

let server: ReturnType<typeof installFakeServer>;
vi.setConfig({ testTimeout: 30_000 });
// antd's first render of the editor takes seconds under jsdom.
configure({ asyncUtilTimeout: 8_000 });

function renderPage(path = '/chart/index?id=c-1') {
  useSession.getState().setUser(userWith(CHART_MANAGER), []);
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <ChartPage />
    </MemoryRouter>,
  );
}

const names = (testId: string) =>
  [...within(screen.getByTestId(testId)).getAllByTestId(/^chart-field-/)].map((el) =>
    el.getAttribute('data-testid')!.replace('chart-field-', ''),
  );

const wellCaptions = (well: string) =>
  [...screen.getByTestId(`chart-well-${well}`).querySelectorAll('.chart-well__caption')].map(
    (el) => el.textContent?.trim() ?? '',
  );

/** Adds a field to a well through its "+" menu (the keyboard- and test-friendly way). */
async function addByMenu(well: string, fieldName: string) {
  fireEvent.click(screen.getByTestId(`chart-well-add-${well}`));
  // Role queries walk the accessibility tree of the whole editor (slow in jsdom): the open
  // menu's items are found by their text instead.
  const item = await waitFor(() => {
    const menu = screen.getByTestId(`chart-well-menu-${well}`);
    const found = [...menu.querySelectorAll('button')].find(
      (el) => el.textContent?.trim() === fieldName,
    );
    if (!found) throw new Error(`no menu item ${fieldName}`);
    return found;
  });
  fireEvent.click(item);
  await waitFor(() =>
    expect(wellCaptions(well).some((caption) => caption.startsWith(fieldName))).toBe(true),
  );
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  server = installFakeServer({
    'POST /chart/group/tree': answer([
      {
        id: 'c-1',
        name: 'Sales by region',
        nodeType: 'chart',
        pid: null,
        type: 'bar',
        children: [],
      },
    ]),
    'POST /chart/view/getOneWithPermission/c-1': answer(chartView()),
    [PREVIEW]: answer(chartView()),
    [SAVE]: ({ body }) => {
      const { id, version } = body as ChartSave;
      return { data: { id: id ?? 'c-new', version: (version ?? 0) + 1 } };
    },
    'POST /dataset/field/list/d-orders': answer(FIELDS),
    'POST /dataset/group/tree': answer([]),
  });
});
afterEach(cleanup);

describe('the chart editor', () => {
  it('lists the dataset fields split into dimensions and measures', async () => {
    renderPage();
    await screen.findByTestId('chart-fields-dimensions');
    expect(names('chart-fields-dimensions')).toEqual(['Region', 'Product', 'Order date']);
    expect(names('chart-fields-measures')).toEqual(['Amount', 'Quantity']);
  });

  it('adds fields to wells through the + menu, measures summed', async () => {
    renderPage();
    await screen.findByTestId('chart-fields-dimensions');
    await addByMenu('xaxis', 'Region');
    await addByMenu('yaxis', 'Amount');
    expect(wellCaptions('xaxis')[0]).toMatch(/^Region/);
    expect(wellCaptions('yaxis')[0]).toMatch(/^Amount \(Sum\)/);
  });

  it('names every chart type in the picker under its icon, visibly', async () => {
    renderPage();
    const picker = await screen.findByRole('radiogroup', { name: /type/i });
    const radios = within(picker).getAllByRole('radio');
    expect(radios).toHaveLength(17);
    expect(radios.map((r) => r.textContent)).toContain('Rose');
    expect(within(picker).getByRole('radio', { name: 'Line' }).textContent).toBe('Line');
  });

  it('keeps the wells that still apply when the type changes, and restores the rest on the way back', async () => {
    renderPage();
    await screen.findByTestId('chart-fields-dimensions');
    await addByMenu('xaxis', 'Region');
    await addByMenu('xaxis', 'Product');
    await addByMenu('yaxis', 'Amount');
    fireEvent.click(screen.getByTestId('chart-type-pie'));
    expect(wellCaptions('xaxis')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('chart-type-gauge'));
    expect(screen.queryByTestId('chart-well-xaxis')).toBeNull();
    expect(wellCaptions('yaxis')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('chart-type-bar'));
    expect(wellCaptions('xaxis').map((c) => c.split(' ')[0])).toEqual(['Region', 'Product']);
  });

  it('saves the wells, the custom filter JSON and the loaded version', async () => {
    renderPage();
    await screen.findByTestId('chart-fields-dimensions');
    await addByMenu('xaxis', 'Region');
    await addByMenu('yaxis', 'Amount');
    fireEvent.click(screen.getByTestId('chart-filter-add-condition'));
    fireEvent.change(await screen.findByTestId('chart-filter-value'), {
      target: { value: 'East' },
    });
    expectVisible(screen.getByTestId('chart-dirty'));
    fireEvent.click(screen.getByTestId('chart-save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const body = saves()[0]!;
    expect(body).toMatchObject({
      id: 'c-1',
      version: 3,
      title: 'Sales by region',
      tableId: 'd-orders',
      type: 'bar',
      xaxis: [{ fieldId: 'f-region', sort: 'none', filter: [] }],
      yaxis: [{ fieldId: 'f-amount', aggregation: 'sum', sort: 'none', filter: [] }],
    });
    expect(JSON.parse(body.customFilter ?? '')).toEqual({
      kind: 'and',
      children: [{ kind: 'condition', fieldId: 'f-region', operator: 'eq', value: 'East' }],
    });
    expect(body).not.toHaveProperty('aside');
    await waitFor(() => expect(screen.queryByTestId('chart-dirty')).toBeNull());
  });

  it('saves with Ctrl+S and sends the new version the next time', async () => {
    renderPage();
    await screen.findByTestId('chart-fields-dimensions');
    await addByMenu('yaxis', 'Amount');
    act(() => {
      fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    });
    await waitFor(() => expect(saves()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('chart-dirty')).toBeNull());
    await addByMenu('yaxis', 'Quantity');
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]!.version).toBe(4);
  });

  it('asks for data once the wells hold what the type needs', async () => {
    renderPage();
    await screen.findByTestId('chart-preview-needs');
    await screen.findByTestId('chart-fields-dimensions');
    expect(previews()).toHaveLength(0);
    await addByMenu('xaxis', 'Region');
    await addByMenu('yaxis', 'Amount');
    await waitFor(() => expect(previews().length).toBeGreaterThan(0));
    const { view, request } = previews().at(-1)!;
    expect(view.yaxis?.[0]?.fieldId).toBe('f-amount');
    expect(request).toEqual({ refresh: false });
  });

  it('redraws style changes from the data it has, and asks again only on refresh', async () => {
    renderPage();
    await screen.findByTestId('chart-fields-dimensions');
    await addByMenu('xaxis', 'Region');
    await addByMenu('yaxis', 'Amount');
    await waitFor(() => expect(previews()).toHaveLength(1));
    fireEvent.click(screen.getByRole('tab', { name: 'Style' }));
    const opacity = await screen.findByLabelText('Opacity %');
    // The preview's debounce runs on a fake clock, moved past its deadline: still the one request.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(opacity, { target: { value: '50' } });
      await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DEBOUNCE_MS + 1));
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByTestId('chart-dirty').textContent).toBe('Unsaved changes');
    expect(previews()).toHaveLength(1);
    fireEvent.click(screen.getByTestId('chart-preview-refresh'));
    await waitFor(() => expect(previews()).toHaveLength(2));
    expect(previews()[1]!.request).toEqual({ refresh: true });
  });
});

describe('the new chart dialog', () => {
  it('shows the title rules of SPEC §5 in the reader language', async () => {
    renderPage('/chart/index');
    fireEvent.click(await screen.findByTestId('chart-new'));
    const title = await screen.findByTestId('chart-create-title');
    fireEvent.click(screen.getByTestId('chart-create-ok'));
    expectVisible(await screen.findByText(i18n.t('validation.name.required')));
    fireEvent.change(title, { target: { value: 'x'.repeat(51) } });
    expectVisible(await screen.findByText(i18n.t('validation.name.tooLong', { max: 50 })));
    expect(saves()).toHaveLength(0);
  });
});
