import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { http } from '../api/client';
import PersonPwdPage from '../features/person/PersonPwdPage';
import { i18n, initI18n } from '../i18n';
import { useSession } from '../store/session';
import { answer, installFakeServer } from '../test/fakeServer';
import { testQueryClient } from '../test/render';
import { userWith } from '../test/userFixtures';
import { expectVisible } from '../test/visible';
import { PasswordChangeGate } from './PasswordChangeGate';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** A page that calls the server as it opens, as every page does. */
function CallingPage() {
  useEffect(() => {
    http()
      .post('/api/dataset/list')
      .catch(() => undefined);
  }, []);
  return <div>datasets</div>;
}

function renderAt(path: string, mustChangePassword: boolean) {
  useSession.setState({
    token: 't',
    user: { ...userWith([]), mustChangePassword },
    menus: [],
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<PasswordChangeGate />}>
              <Route path="/panel/index" element={<div>home</div>} />
              <Route path="/dataset/index" element={<CallingPage />} />
              <Route path="/person-pwd/index" element={<PersonPwdPage />} />
            </Route>
          </Routes>
          <Where />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('the forced password change', () => {
  it('holds a user whose password an administrator set on the change page, then lets them go', async () => {
    const server = installFakeServer({
      'POST /api/user/updatePersonPwd': answer({ token: 't2' }),
      'POST /api/auth/userInfo': answer(userWith([])),
      'POST /api/dynamicMenu/menus': answer([]),
    });
    renderAt('/panel/index', true);
    expectVisible(
      await screen.findByText(
        'Your password was set by an administrator: choose your own to continue.',
      ),
    );
    expect(screen.getByTestId('where').textContent).toBe('/person-pwd/index');
    expect(screen.queryByText('home')).toBeNull();

    fireEvent.change(screen.getByTestId('pwd-old'), { target: { value: 'Xy7pQ2mLr9Tz' } });
    fireEvent.change(screen.getByTestId('pwd-new'), { target: { value: 'MyOwn2026pw' } });
    fireEvent.change(screen.getByTestId('pwd-confirm'), { target: { value: 'MyOwn2026pw' } });
    fireEvent.click(screen.getByTestId('pwd-save'));

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/panel/index'));
    expectVisible(screen.getByText('home'));
    expect(server.callsTo('POST /api/auth/userInfo')).toHaveLength(1);
    expect(useSession.getState().user?.mustChangePassword).toBe(false);
  });

  it('lets everyone else go where they asked, and shows no notice on the change page', async () => {
    installFakeServer({ 'POST /api/dataset/list': answer([]) });
    renderAt('/dataset/index', false);
    expectVisible(await screen.findByText('datasets'));
    expect(screen.getByTestId('where').textContent).toBe('/dataset/index');
    cleanup();
    renderAt('/person-pwd/index', false);
    await screen.findByTestId('pwd-save');
    expect(screen.queryByTestId('pwd-forced')).toBeNull();
  });

  it('sends the user to the change page when any call is refused until the password changes', async () => {
    installFakeServer({
      'POST /api/dataset/list': () => ({
        status: 403,
        code: 'PASSWORD_CHANGE_REQUIRED',
        message: 'Please set a new password before you continue',
      }),
    });
    renderAt('/dataset/index', false);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/person-pwd/index'));
    expectVisible(screen.getByTestId('pwd-forced'));
  });
});
