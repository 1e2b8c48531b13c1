// The data-source form warns that a login may do more than read (DESIGN §5): after a test
// that found a superuser, and at once when editing a stored source known to be one; the
// warning goes when the user or host changes and a test finds a read-only login.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PERMISSIONS, type DatasourceView } from '@tessera/contracts';
import { i18n, initI18n } from '../../i18n';
import zhCN from '../../i18n/zh-CN.json';
import { useSession } from '../../store/session';
import { TYPES } from '../../test/datasourceFixtures';
import { renderWithProviders } from '../../test/render';
import { userWith } from '../../test/userFixtures';
import { DatasourceList } from './DatasourceList';
import { answer, installFakeServer } from '../../test/fakeServer';
import { expectVisible } from '../../test/visible';

vi.setConfig({ testTimeout: 20_000 });

const SUPER: DatasourceView = {
  id: 'super',
  name: 'Warehouse as postgres',
  desc: '',
  type: 'postgresql',
  configuration: {
    host: 'db.internal',
    port: 5432,
    database: 'sales',
    username: 'postgres',
    hasPassword: true,
  },
  builtin: false,
  status: 'ok',
  statusMessage: null,
  statusTime: 0,
  permission: 'manage',
  createTime: 0,
  updateTime: 0,
  privileged: true,
};

const TITLE = 'This login can do more than read';

beforeAll(async () => {
  await initI18n('en');
});
let server: ReturnType<typeof installFakeServer>;
beforeEach(() => {
  server = installFakeServer({
    'POST /datasource/list': answer([SUPER]),
    'GET /datasource/types': answer(TYPES),
  });
  useSession
    .getState()
    .setUser(userWith([PERMISSIONS.datasourceRead, PERMISSIONS.datasourceManage]), []);
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('the warning about a privileged login on the data-source form', () => {
  it('appears after a test finds a superuser, and not after one finds a read-only user', async () => {
    renderWithProviders(<DatasourceList onBrowse={vi.fn()} />);
    await screen.findByTestId('ds-row-Warehouse as postgres');
    fireEvent.click(screen.getByTestId('ds-add'));
    fireEvent.click(await screen.findByTestId('ds-type-postgresql'));
    fireEvent.change(screen.getByTestId('ds-form-host'), { target: { value: 'db.internal' } });
    fireEvent.change(screen.getByTestId('ds-form-database'), { target: { value: 'sales' } });
    fireEvent.change(screen.getByTestId('ds-form-username'), { target: { value: 'postgres' } });
    expect(screen.queryByTestId('ds-privileged-warning')).toBeNull();

    server.on(
      'POST /datasource/validate',
      answer({ ok: true, message: null, elapsedMs: 9, privileged: true }),
    );
    fireEvent.click(screen.getByTestId('ds-form-test'));
    const warning = await screen.findByTestId('ds-privileged-warning');
    expect(warning.textContent).toContain(TITLE);
    expect(warning.textContent).toContain('read-only user');
    // What the form sent to be tested: the connection as typed.
    expect(server.callsTo('POST /datasource/validate')[0]?.body).toMatchObject({
      type: 'postgresql',
      configuration: { host: 'db.internal', database: 'sales', username: 'postgres' },
    });

    fireEvent.change(screen.getByTestId('ds-form-username'), { target: { value: 'reporter' } });
    await waitFor(() => expect(screen.queryByTestId('ds-privileged-warning')).toBeNull());
    server.on(
      'POST /datasource/validate',
      answer({ ok: true, message: null, elapsedMs: 9, privileged: false }),
    );
    fireEvent.click(screen.getByTestId('ds-form-test'));
    expectVisible(await screen.findByText('Connection succeeded in 9 ms'));
    expect(screen.queryByTestId('ds-privileged-warning')).toBeNull();
  });

  it('shows at once when editing a source known to log in as a superuser, in the user’s language', async () => {
    await i18n.changeLanguage('zh-CN');
    renderWithProviders(<DatasourceList onBrowse={vi.fn()} />);
    await screen.findByTestId('ds-row-Warehouse as postgres');
    fireEvent.click(screen.getByTestId('ds-edit-super'));
    const warning = await screen.findByTestId('ds-privileged-warning');
    expect(warning.textContent).toContain(zhCN.datasource.form.privilegedTitle);
    expect(warning.textContent).toContain('只读用户');
  });
});
