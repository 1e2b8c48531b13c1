import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import { answer } from '../../../test/fakeServer';
import { expectVisible } from '../../../test/visible';
import { renderUsersPage } from './renderUsersPage';
import { ADMIN, GRID, gridPage } from './testFixtures';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const DELETE_BOB = 'POST /api/user/delete/2';
const OWNS = 'bob still owns 2 dashboards and 1 dataset: Sales, Margins, Orders';

describe('deleting a user', () => {
  it('deletes after a confirmation and refetches the list', async () => {
    const server = renderUsersPage();
    server.on(DELETE_BOB, answer(null));
    await screen.findByTestId('users-row-bob');
    expect(screen.queryByTestId('users-delete-1')).toBeNull();
    server.on(GRID, answer(gridPage([ADMIN])));
    fireEvent.click(screen.getByTestId('users-delete-2'));
    fireEvent.click(await screen.findByTestId('users-delete-ok'));
    await waitFor(() => expect(screen.queryByTestId('users-row-bob')).toBeNull());
    expect(server.callsTo(DELETE_BOB)[0]?.body).toEqual({});
  });

  it('offers to hand the owned resources to another enabled user, then sends handOverTo', async () => {
    const server = renderUsersPage();
    server.on(DELETE_BOB, (call) =>
      (call.body as { handOverTo?: number }).handOverTo === undefined
        ? { status: 409, code: 'USER_OWNS_RESOURCES', message: OWNS }
        : { data: null },
    );
    await screen.findByTestId('users-row-bob');
    fireEvent.click(screen.getByTestId('users-delete-2'));
    fireEvent.click(await screen.findByTestId('users-delete-ok'));

    expectVisible(await screen.findByText(OWNS));
    expect(server.errors).toEqual([]);
    // Asking again without a receiver says who is missing instead of calling.
    fireEvent.click(screen.getByTestId('users-delete-ok'));
    expectVisible(await screen.findByText('Choose who receives the resources'));
    expect(server.callsTo(DELETE_BOB)).toHaveLength(1);

    fireEvent.mouseDown(screen.getByTestId('users-handover').querySelector('input')!);
    await waitFor(() =>
      expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1),
    );
    // Bob himself and disabled Carol cannot receive them.
    const option = document.querySelector('.ant-select-item-option')!;
    expect(option.textContent).toBe('Ada Admin (admin)');
    fireEvent.click(option);
    fireEvent.click(screen.getByTestId('users-delete-ok'));
    await waitFor(() => expect(server.callsTo(DELETE_BOB)).toHaveLength(2));
    expect(server.callsTo(DELETE_BOB)[1]?.body).toEqual({ handOverTo: 1 });
    await waitFor(() => expect(screen.queryByText(OWNS)).toBeNull());
  });
});
