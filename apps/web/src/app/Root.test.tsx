import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../i18n';
import { useSession } from '../store/session';
import { isLoginHash, Root } from './Root';
import { expectVisible } from '../test/visible';
import { answer, installFakeServer } from '../test/fakeServer';

vi.mock('./shell', () => ({
  Shell: () => <div data-testid="shell">{window.location.hash}</div>,
  preloadShell: vi.fn(),
}));
// The fake server is these tests' HTTP client: signing in must not swap in the browser's.
vi.mock('./browserHttp', () => ({ ensureBrowserHttp: vi.fn() }));
vi.mock('../store/loadSession', () => ({ loadPublicInfo: vi.fn(async () => undefined) }));

beforeAll(() => initI18n('en'));
let server: ReturnType<typeof installFakeServer>;
beforeEach(() => {
  useSession.getState().reset();
  server = installFakeServer();
});
afterEach(() => {
  cleanup();
  window.location.hash = '';
});

describe('the first screen', () => {
  it('knows the login route with and without its redirect', () => {
    expect(isLoginHash('#/login')).toBe(true);
    expect(isLoginHash('#/login?redirect=%2Fabout%2Findex')).toBe(true);
    expect(isLoginHash('#/loginx')).toBe(false);
    expect(isLoginHash('#/panel/index')).toBe(false);
    expect(isLoginHash('')).toBe(false);
  });

  it('shows the light login page alone, then the shell at the redirect target after sign-in', async () => {
    window.location.hash = '#/login?redirect=%2Fabout%2Findex';
    server.on('POST /api/auth/login', answer({ token: 'tok' }));
    render(<Root />);
    expect(screen.queryByTestId('shell')).toBeNull();
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Admin#2026ok' } });
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    await waitFor(() => expect(screen.getByTestId('shell').textContent).toBe('#/about/index'));
    // What was sent to sign in, and the token the answer carried is kept.
    expect(server.callsTo('POST /api/auth/login').map((call) => call.body)).toEqual([
      { username: 'admin', password: 'Admin#2026ok' },
    ]);
    expect(useSession.getState().token).toBe('tok');
  });

  it('goes straight to the shell on any other route', () => {
    window.location.hash = '#/panel/index';
    render(<Root />);
    expectVisible(screen.getByTestId('shell'));
    expect(screen.queryByTestId('login-username')).toBeNull();
  });

  it('names the tab after the product title of the UI settings', () => {
    window.location.hash = '#/login';
    useSession
      .getState()
      .setUiInfo([{ paramKey: 'ui.title', paramValue: 'Acme BI', type: 'text' }]);
    render(<Root />);
    expect(document.title).toBe('Acme BI');
    expect(screen.getByTestId('login-product').textContent).toBe('Acme BI');
    useSession.getState().setUiInfo([]);
  });
});
