import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_LINK_POLICY, type LinkPolicy } from '@tessera/contracts';
import { i18n, initI18n } from '../../../i18n';
import { answer, installFakeServer } from '../../../test/fakeServer';
import { renderWithProviders } from '../../../test/render';
import { expectVisible } from '../../../test/visible';
import ParametersPage from './ParametersPage';

// antd switches and number inputs under jsdom: each journey clicks a few.
vi.setConfig({ testTimeout: 20_000 });

const GET = 'GET /api/link/policy';
const POST = 'POST /api/link/policy';

function renderPage(stored: LinkPolicy = DEFAULT_LINK_POLICY) {
  const server = installFakeServer({ [GET]: answer(stored) });
  renderWithProviders(<ParametersPage />);
  return server;
}

const card = () => screen.findByTestId('link-policy-card');
const pwdSwitch = () => screen.findByTestId('link-policy-pwd');
const expirySwitch = () => screen.findByTestId('link-policy-expiry');
const maxDays = () => screen.findByTestId<HTMLInputElement>('link-policy-max-days');
const saveButton = () => screen.findByTestId('link-policy-save');

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('System parameters → Share links', () => {
  it('shows the stored policy: switches, the longest expiry, and saving off until a change', async () => {
    renderPage({ requirePwd: true, requireOverTime: true, maxDays: 30 });
    expectVisible(within(await card()).getByText('Share links'));
    await waitFor(async () =>
      expect((await pwdSwitch()).getAttribute('aria-checked')).toBe('true'),
    );
    expect((await expirySwitch()).getAttribute('aria-checked')).toBe('true');
    expect((await maxDays()).value).toBe('30');
    expect((await maxDays()).hasAttribute('disabled')).toBe(false);
    expect((await saveButton()).hasAttribute('disabled')).toBe(true);
  });

  it('keeps the longest expiry off while no expiry is required', async () => {
    renderPage();
    await waitFor(async () => expect((await maxDays()).hasAttribute('disabled')).toBe(true));
    fireEvent.click(await expirySwitch());
    await waitFor(async () => expect((await maxDays()).hasAttribute('disabled')).toBe(false));
    // Seven days by default, sooner when the longest allowed is shorter.
    expectVisible(await screen.findByText(/New links expire after 7 days/));
    fireEvent.change(await maxDays(), { target: { value: '3' } });
    expectVisible(await screen.findByText(/New links expire after 3 days/));
  });

  it('saves what was switched, and shows it saved', async () => {
    const server = renderPage();
    fireEvent.click(await pwdSwitch());
    fireEvent.click(await expirySwitch());
    fireEvent.change(await maxDays(), { target: { value: '14' } });
    const saved = { requirePwd: true, requireOverTime: true, maxDays: 14 };
    server.on(POST, answer(saved));
    await waitFor(async () => expect((await saveButton()).hasAttribute('disabled')).toBe(false));
    fireEvent.click(await saveButton());
    expectVisible(await screen.findByTestId('link-policy-saved'));
    expect(server.callsTo(POST).map((call) => call.body)).toEqual([saved]);
    expect((await saveButton()).hasAttribute('disabled')).toBe(true);
    expect(server.errors).toEqual([]);
  });

  it('sends no longest expiry when the field is emptied', async () => {
    const server = renderPage({ requirePwd: false, requireOverTime: true, maxDays: 30 });
    await waitFor(async () => expect((await maxDays()).value).toBe('30'));
    fireEvent.change(await maxDays(), { target: { value: '' } });
    server.on(POST, answer({ requirePwd: false, requireOverTime: true, maxDays: null }));
    fireEvent.click(await saveButton());
    await waitFor(() => expect(server.callsTo(POST)).toHaveLength(1));
    expect(server.callsTo(POST)[0]?.body).toEqual({
      requirePwd: false,
      requireOverTime: true,
      maxDays: null,
    });
  });

  it('shows a refusal on the card, not as a toast, and keeps the edit', async () => {
    const server = renderPage();
    server.on(POST, () => ({ status: 403, code: 'FORBIDDEN', message: 'No permission' }));
    fireEvent.click(await pwdSwitch());
    fireEvent.click(await saveButton());
    expectVisible(
      within(await screen.findByTestId('link-policy-error')).getByText('No permission'),
    );
    expect(server.errors).toEqual([]);
    expect((await pwdSwitch()).getAttribute('aria-checked')).toBe('true');
  });

  it('speaks Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    renderPage();
    expectVisible(await screen.findByText('系统参数'));
    expectVisible(await screen.findByText('要求设置分享密码'));
    await act(() => i18n.changeLanguage('zh-TW'));
    expectVisible(await screen.findByText('要求設定有效期限'));
  });
});
