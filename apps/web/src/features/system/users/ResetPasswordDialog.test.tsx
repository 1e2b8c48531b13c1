import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import { answer } from '../../../test/fakeServer';
import { expectVisible } from '../../../test/visible';
import { renderUsersPage } from './renderUsersPage';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const RESET = 'POST /api/user/adminUpdatePwd';

describe('resetting a password', () => {
  it('generates one by default and shows it once', async () => {
    const server = renderUsersPage();
    server.on(RESET, answer({ password: 'Nw4pR8sLq2Vx' }));
    await screen.findByTestId('users-row-bob');
    // One's own password is changed on the personal page, not here.
    expect(screen.queryByTestId('users-resetPassword-1')).toBeNull();
    fireEvent.click(screen.getByTestId('users-resetPassword-2'));
    expectVisible(await screen.findByText('Reset the password of bob?'));
    fireEvent.click(screen.getByTestId('users-reset-ok'));
    const shown = (await screen.findByTestId('users-password-value')) as HTMLInputElement;
    expect(shown.value).toBe('Nw4pR8sLq2Vx');
    expect(server.callsTo(RESET)[0]?.body).toEqual({ userId: 2 });
    expectVisible(screen.getByText('bob must change it at their next sign-in.'));
  });

  it('sends a typed password only once it meets the policy', async () => {
    const server = renderUsersPage();
    server.on(RESET, answer({}));
    await screen.findByTestId('users-row-bob');
    fireEvent.click(screen.getByTestId('users-resetPassword-2'));
    fireEvent.click(await screen.findByText('Type one'));
    fireEvent.change(await screen.findByTestId('users-reset-password'), {
      target: { value: 'short' },
    });
    fireEvent.click(screen.getByTestId('users-reset-ok'));
    expectVisible(
      await screen.findByText(
        'The password must be 8-30 characters with upper and lower case letters and digits',
      ),
    );
    expect(server.callsTo(RESET)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('users-reset-password'), {
      target: { value: 'Str0ngPass' },
    });
    fireEvent.click(screen.getByTestId('users-reset-ok'));
    await waitFor(() =>
      expect(server.callsTo(RESET)[0]?.body).toEqual({ userId: 2, newPassword: 'Str0ngPass' }),
    );
    expect(screen.queryByTestId('users-password-value')).toBeNull();
  });
});
