import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../../i18n';
import { preloadShell } from '../../app/shell';
import { useSession } from '../../store/session';
import { LoginPage } from './LoginPage';
import { expectVisible } from '../../test/visible';
import { answer, installFakeServer } from '../../test/fakeServer';

vi.mock('../../store/loadSession', () => ({ loadPublicInfo: vi.fn(async () => undefined) }));
vi.mock('../../app/shell', () => ({ preloadShell: vi.fn() }));
const LOGIN = 'POST /api/auth/login';

function renderLogin(redirect: string | null = '/about/index') {
  const onSignedIn = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <LoginPage redirect={redirect} onSignedIn={onSignedIn} />
    </I18nextProvider>,
  );
  return { onSignedIn };
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByTestId('login-submit')));

beforeAll(() => initI18n('en'));
let server: ReturnType<typeof installFakeServer>;
beforeEach(() => {
  vi.clearAllMocks();
  server = installFakeServer();
  useSession.getState().reset();
});
afterEach(cleanup);

describe('the login page', () => {
  it('says what is wrong with the input before sending anything (SPEC §5)', async () => {
    renderLogin();
    await submit();
    expectVisible(await screen.findByText('Please enter the username'));
    // An empty password is asked for; a short one is measured (issue 19).
    expectVisible(screen.getByText('Please enter the password'));
    expect(screen.getByTestId('login-username').getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo(LOGIN)).toHaveLength(0);

    type('login-username', 'admin');
    type('login-password', 'Abc1234');
    await submit();
    expect(screen.queryByText('Please enter the username')).toBeNull();
    expectVisible(screen.getByText('The password cannot be shorter than 8 characters'));
  });

  it('signs in with the trimmed username, keeps the token and goes back where asked', async () => {
    server.on(LOGIN, answer({ token: 'tok-new' }));
    const { onSignedIn } = renderLogin('/about/index');
    type('login-username', '  admin ');
    type('login-password', 'Admin#2026ok');
    await submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/about/index'));
    expect(server.callsTo(LOGIN).map((call) => call.body)).toEqual([
      { username: 'admin', password: 'Admin#2026ok' },
    ]);
    expect(useSession.getState().token).toBe('tok-new');
    // The shell started downloading while the password was checked.
    expect(preloadShell).toHaveBeenCalled();
  });

  it('never follows a redirect out of the app', async () => {
    server.on(LOGIN, answer({ token: 'tok-new' }));
    const { onSignedIn } = renderLogin('//evil.example/');
    type('login-username', 'admin');
    type('login-password', 'Admin#2026ok');
    await submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/panel/index'));
  });

  it('shows a refused sign-in next to the form and stays', async () => {
    server.on(LOGIN, () => ({
      status: 401,
      code: 'AUTH_INVALID_CREDENTIALS',
      message: 'Wrong username or password',
    }));
    const { onSignedIn } = renderLogin();
    type('login-username', 'admin');
    type('login-password', 'Wrong#pass1');
    await submit();
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Wrong username or password',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBeUndefined();
    // Said next to the form only, not toasted as well.
    expect(server.errors).toEqual([]);
  });

  it('reveals the password on request and switches language in place', async () => {
    renderLogin();
    const password = screen.getByTestId('login-password') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');

    fireEvent.click(screen.getByTestId('lang-switch'));
    await act(async () => fireEvent.click(screen.getByTestId('lang-option-zh-TW')));
    // The switch shows once the language's texts have arrived (their own chunk, i18n/texts).
    await waitFor(() => expect(screen.getByTestId('login-submit').textContent).toBe('登 入'));
    expect(screen.getByTestId('lang-switch').textContent).toBe('繁體中文');
    await act(() => i18n.changeLanguage('en'));
  });
});
