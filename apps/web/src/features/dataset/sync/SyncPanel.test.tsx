import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS, type DatasetView } from '@tessera/contracts';
import { initI18n } from '../../../i18n';
import { useSession } from '../../../store/session';
import {
  chooseOption,
  datasetView,
  field,
  syncLog,
  user,
} from '../../../test/datasetPartsFixtures';
import { renderWithProviders } from '../../../test/render';
import { SyncPanel } from './SyncPanel';
import { expectVisible } from '../../../test/visible';
import { answer, installFakeServer } from '../../../test/fakeServer';

const LOGS = 'POST /dataset/sync/log/orders';
const FIELD_LIST = 'POST /dataset/field/list/orders';
// antd selects and drawers are slow under jsdom on a shared machine; these click through many steps.
vi.setConfig({ testTimeout: 45_000 });

const EXTRACT = datasetView({ id: 'orders', mode: 'extract' });
const MANAGER = [PERMISSIONS.datasetRead, PERMISSIONS.datasetManage];

function renderPanel(dataset: DatasetView = EXTRACT, permissions = MANAGER) {
  useSession.getState().setUser(user(permissions), []);
  return renderWithProviders(<SyncPanel dataset={dataset} />);
}

const cron = () => screen.getByTestId<HTMLInputElement>('dss-cron').value;
const setNumber = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(async () => {
  await initI18n('en');
});
let server: ReturnType<typeof installFakeServer>;
beforeEach(() => {
  server = installFakeServer({ [LOGS]: answer([]), [FIELD_LIST]: answer([]) });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the schedule editor', () => {
  it('turns each preset into its cron expression', async () => {
    renderPanel();
    expect(cron()).toBe('0 0 2 * * ?');
    await chooseOption(screen.getByTestId('dss-kind'), 'Every N minutes');
    setNumber('dss-every', '15');
    expect(cron()).toBe('0 0/15 * * * ?');
    await chooseOption(screen.getByTestId('dss-kind'), 'Every N hours');
    setNumber('dss-every', '6');
    setNumber('dss-minute', '30');
    expect(cron()).toBe('0 30 0/6 * * ?');
    await chooseOption(screen.getByTestId('dss-kind'), 'Every week');
    await chooseOption(screen.getByTestId('dss-week'), 'Friday');
    setNumber('dss-hour', '7');
    expect(cron()).toBe('0 30 7 ? * 6');
    await chooseOption(screen.getByTestId('dss-kind'), 'Every month');
    setNumber('dss-day', '15');
    expect(cron()).toBe('0 30 7 15 * ?');
  });

  it('shows the SPEC message for each invalid schedule and will not save it', async () => {
    renderPanel();
    await chooseOption(screen.getByTestId('dss-kind'), 'Every N minutes');
    setNumber('dss-every', '60');
    expect(screen.getByTestId('dss-cron-error').textContent).toBe(
      'Minutes must be between 1 and 59',
    );
    expect(screen.getByTestId<HTMLButtonElement>('dss-save').disabled).toBe(true);
    await chooseOption(screen.getByTestId('dss-kind'), 'Every N hours');
    setNumber('dss-every', '24');
    expect(screen.getByTestId('dss-cron-error').textContent).toBe('Hours must be between 1 and 23');
    fireEvent.change(screen.getByTestId('dss-cron'), { target: { value: '0 0 1 1/32 * ?' } });
    expect(screen.getByTestId('dss-cron-error').textContent).toBe('Days must be between 1 and 31');
    fireEvent.change(screen.getByTestId('dss-cron'), { target: { value: '0 0 1 * * 2' } });
    expect(screen.getByTestId('dss-cron-error').textContent).toBe(
      'Set either the day or the week, not both and not neither',
    );
    fireEvent.change(screen.getByTestId('dss-cron'), { target: { value: '0 0 1 ? * ?' } });
    expect(screen.getByTestId('dss-cron-error').textContent).toBe(
      'Set either the day or the week, not both and not neither',
    );
    fireEvent.change(screen.getByTestId('dss-cron'), { target: { value: '0 15 3 ? * 2' } });
    expect(screen.queryByTestId('dss-cron-error')).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>('dss-save').disabled).toBe(false);
  });

  it('opens a saved schedule on its preset and saves an incremental one by a time or number field', async () => {
    server.on(
      FIELD_LIST,
      answer([
        field('orders', 'o-region', 'order_region'),
        field('orders', 'o-time', 'order_time', 1),
        field('orders', 'o-id', 'order_id', 2),
      ]),
    );
    const dataset = datasetView({
      id: 'orders',
      mode: 'extract',
      schedule: {
        enabled: false,
        cron: '0 0 0/4 * * ?',
        syncType: 'full',
        incrementalFieldId: null,
      },
    });
    server.on('POST /dataset/sync/schedule/save', answer(dataset));
    renderPanel(dataset);
    expect(screen.getByTestId<HTMLInputElement>('dss-every').value).toBe('4');
    fireEvent.click(screen.getByTestId('dss-enabled'));
    fireEvent.click(screen.getByTestId('dss-type-incremental'));
    expect(screen.getByTestId<HTMLButtonElement>('dss-save').disabled).toBe(true);
    await chooseOption(screen.getByTestId('dss-field'), 'Timeorder_time');
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map(
      (n) => n.textContent,
    );
    expect(offered).toEqual(['Timeorder_time', 'Numberorder_id']);
    fireEvent.click(screen.getByTestId('dss-save'));
    await waitFor(() =>
      expect(server.callsTo('POST /dataset/sync/schedule/save').map((call) => call.body)).toEqual([
        {
          datasetId: 'orders',
          schedule: {
            enabled: true,
            cron: '0 0 0/4 * * ?',
            syncType: 'incremental',
            incrementalFieldId: 'o-time',
          },
        },
      ]),
    );
  });
});

describe('synchronising and the sync log', () => {
  it('polls the log every second while a run is in progress, with its live rows, and stops when it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const done = syncLog({ status: 'success', rows: 5_000, endTime: Date.now() });
    // The server's answers to the first, second and later polls.
    const polls = [[syncLog({ rows: 100 })], [syncLog({ rows: 2_500 })]];
    server.on(LOGS, () => ({ data: polls[server.callsTo(LOGS).length - 1] ?? [done] }));
    renderPanel();
    expect((await screen.findByTestId('dss-running-rows')).textContent).toBe('100 rows so far');
    expect(screen.getByTestId('dss-now').hasAttribute('disabled')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() =>
      expect(screen.getByTestId('dss-running-rows').textContent).toBe('2,500 rows so far'),
    );
    expect(screen.getByTestId('dss-log-rows-log-1').textContent).toBe('2,500');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(screen.queryByTestId('dss-running')).toBeNull());
    const row = screen.getByTestId('dss-log-log-1');
    expectVisible(within(row).getByText('Succeeded'));
    expectVisible(within(row).getByText('5,000'));
    const calls = server.callsTo(LOGS).length;
    expect(calls).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(server.callsTo(LOGS).length).toBe(calls);
  });

  it('starts a run now and shows it at once', async () => {
    renderPanel();
    await screen.findByText('No synchronisation yet');
    server.on('POST /dataset/table/sync/orders', answer(syncLog({ id: 'log-9', rows: 0 })));
    server.on(LOGS, answer([syncLog({ id: 'log-9', rows: 10 })]));
    fireEvent.click(screen.getByTestId('dss-now'));
    await waitFor(() =>
      expect(server.callsTo('POST /dataset/table/sync/orders').map((call) => call.body)).toEqual([
        { syncType: 'full' },
      ]),
    );
    expectVisible(await screen.findByTestId('dss-running'));
    expectVisible(screen.getByTestId('dss-log-log-9'));
  });

  it('shows a failed run with its error', async () => {
    server.on(
      LOGS,
      answer([
        syncLog({
          status: 'failed',
          endTime: Date.now(),
          rows: 0,
          error: 'relation "orders" does not exist',
        }),
      ]),
    );
    renderPanel();
    const row = await screen.findByTestId('dss-log-log-1');
    expectVisible(within(row).getByText('Failed'));
    expectVisible(within(row).getByText('relation "orders" does not exist'));
  });

  it('lets a member see the schedule and log but not sync or save', async () => {
    renderPanel(EXTRACT, [PERMISSIONS.datasetRead]);
    await screen.findByText('No synchronisation yet');
    expect(screen.queryByTestId('dss-now')).toBeNull();
    expect(screen.queryByTestId('dss-save')).toBeNull();
    expect(screen.getByTestId<HTMLInputElement>('dss-cron').disabled).toBe(true);
  });

  it('explains that a direct dataset is not synchronised', () => {
    renderPanel(datasetView({ mode: 'direct' }));
    expect(screen.getByTestId('dss-not-extract').textContent).toBe(
      'Only extract datasets are synchronised',
    );
    expect(server.calls.filter((call) => call.url.startsWith('/dataset/sync/log/'))).toEqual([]);
  });
});
