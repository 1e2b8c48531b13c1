import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LinkInfo } from '@tessera/contracts';
import { initI18n } from '../../../i18n';
import { answer, installFakeServer } from '../../../test/fakeServer';
import { renderWithProviders } from '../../../test/render';
import { ShareDialog } from './ShareDialog';
import { shareUrl } from './shareUrl';

const LINK: LinkInfo = {
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  resourceId: 'p-1',
  enablePwd: false,
  pwd: '0420',
  valid: true,
  overTime: null,
  failedAttempts: 0,
  allowExport: false,
  policy: { requirePwd: false, requireOverTime: false, maxDays: null },
};

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const open = () =>
  renderWithProviders(
    <ShareDialog panelId="p-1" panelName="Sales" open onClose={() => undefined} />,
  );

/** Types digits into antd's one-box-per-digit input. */
function typeDigits(host: HTMLElement, digits: string) {
  const boxes = within(host).getAllByRole('textbox');
  [...digits].forEach((digit, i) => fireEvent.input(boxes[i]!, { target: { value: digit } }));
}

describe('the share dialog (issue 23 part 2)', () => {
  it('shows the link made on first ask, with its address and QR code; no PIN until asked', async () => {
    const server = installFakeServer({ 'POST /api/link/currentGenerate/p-1': answer(LINK) });
    open();
    const url = (await screen.findByTestId('share-url')) as HTMLInputElement;
    expect(url.value).toBe(shareUrl(window.location, LINK.id));
    expect(url.value).toMatch(/#\/link\/AbCdEfGhIjKlMnOpQrStUv$/);
    expect(screen.queryByTestId('share-pin')).toBeNull();
    expect(server.callsTo('POST /api/link/currentGenerate/p-1')).toHaveLength(1);
  });

  it('asks for a PIN, shows it, and sets the owner’s own digits', async () => {
    const server = installFakeServer({
      'POST /api/link/currentGenerate/p-1': answer(LINK),
      'POST /api/link/enablePwd': answer({ ...LINK, enablePwd: true }),
      'POST /api/link/resetPwd': (call) => ({ data: { pwd: (call.body as { pwd: string }).pwd } }),
    });
    open();
    fireEvent.click(await screen.findByTestId('share-pwd-switch'));
    expect((await screen.findByTestId('share-pin')).textContent).toBe('0420');
    expect(server.callsTo('POST /api/link/enablePwd')[0]!.body).toEqual({
      resourceId: 'p-1',
      enablePwd: true,
    });
    typeDigits(screen.getByTestId('share-own-pin'), '2468');
    fireEvent.click(screen.getByTestId('share-own-pin-save'));
    await waitFor(() => expect(screen.getByTestId('share-pin').textContent).toBe('2468'));
    expect(server.callsTo('POST /api/link/resetPwd')[0]!.body).toEqual({
      resourceId: 'p-1',
      pwd: '2468',
    });
  });

  it('warns of wrong PINs tried, and a new PIN clears the count', async () => {
    installFakeServer({
      'POST /api/link/currentGenerate/p-1': answer({ ...LINK, enablePwd: true, failedAttempts: 3 }),
      'POST /api/link/resetPwd': answer({ pwd: '9753' }),
    });
    open();
    expect((await screen.findByTestId('share-failed-attempts')).textContent).toContain(
      '3 wrong passwords',
    );
    fireEvent.click(screen.getByTestId('share-pin-reset'));
    await waitFor(() => expect(screen.getByTestId('share-pin').textContent).toBe('9753'));
    expect(screen.queryByTestId('share-failed-attempts')).toBeNull();
  });

  it('switched off, says what visitors see and hides the address', async () => {
    installFakeServer({
      'POST /api/link/currentGenerate/p-1': answer(LINK),
      'POST /api/link/switchLink': answer({ ...LINK, valid: false }),
    });
    open();
    fireEvent.click(await screen.findByTestId('share-switch'));
    expect(await screen.findByTestId('share-off-hint')).toBeTruthy();
    expect(screen.queryByTestId('share-url')).toBeNull();
  });

  it('under the administrator’s policy, the PIN cannot be turned off and says why', async () => {
    installFakeServer({
      'POST /api/link/currentGenerate/p-1': answer({
        ...LINK,
        enablePwd: true,
        overTime: Date.now() + 86_400_000,
        policy: { requirePwd: true, requireOverTime: true, maxDays: 30 },
      }),
    });
    open();
    const pwdSwitch = await screen.findByTestId('share-pwd-switch');
    expect(pwdSwitch.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('share-pwd-policy').textContent).toContain('password on every link');
    expect(screen.getByTestId('share-expiry-policy').textContent).toContain('at most 30 days');
  });

  it('lets visitors export when the owner says so', async () => {
    const server = installFakeServer({
      'POST /api/link/currentGenerate/p-1': answer(LINK),
      'POST /api/link/allowExport': answer({ ...LINK, allowExport: true }),
    });
    open();
    fireEvent.click(await screen.findByTestId('share-export-switch'));
    await waitFor(() =>
      expect(screen.getByTestId('share-export-switch').getAttribute('aria-checked')).toBe('true'),
    );
    expect(server.callsTo('POST /api/link/allowExport')[0]!.body).toEqual({
      resourceId: 'p-1',
      allowExport: true,
    });
  });

  it('copy with PIN carries the PIN in the fragment only', () => {
    const url = shareUrl({ origin: 'https://bi.example', pathname: '/' }, LINK.id, '0420');
    expect(url).toBe('https://bi.example/#/link/AbCdEfGhIjKlMnOpQrStUv?pwd=0420');
    expect(new URL(url).search).toBe('');
  });
});
