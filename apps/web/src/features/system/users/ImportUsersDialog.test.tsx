import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserImportReply } from '@tessera/contracts';
import { initI18n } from '../../../i18n';
import { answer } from '../../../test/fakeServer';
import { expectVisible } from '../../../test/visible';
import { renderUsersPage } from './renderUsersPage';
import { GRID } from './testFixtures';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const IMPORT = 'POST /api/user/import';

const REPLY: UserImportReply = {
  created: 1,
  rows: [
    { row: 2, username: 'ann', status: 'created', password: 'Gq7mT2vXk9Lp' },
    { row: 3, username: 'bob', status: 'failed', error: 'Please enter a valid email address' },
    { row: 4, username: 'admin', status: 'skipped', error: 'This username is already taken' },
  ],
};

async function openDialog() {
  const server = renderUsersPage();
  await screen.findByTestId('users-row-bob');
  fireEvent.click(screen.getByTestId('users-import'));
  const dialog = await screen.findByTestId('users-import-dialog');
  return { server, dialog };
}

function drop(dialog: HTMLElement, name: string, content = 'username,nickName,dept,roles\n') {
  const file = new File([content], name, { type: 'text/csv' });
  const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [file] } });
  return file;
}

describe('importing users from a file', () => {
  it('sends the file and shows a report line per row, with the generated password to copy', async () => {
    const { server, dialog } = await openDialog();
    server.on(IMPORT, answer(REPLY));
    const gridCalls = server.callsTo(GRID).length;
    drop(dialog, 'team.csv');

    const summary = await screen.findByTestId('users-import-summary');
    expectVisible(within(summary).getByText('1 created, 1 skipped, 1 failed'));
    const part = (server.callsTo(IMPORT)[0]!.body as FormData).get('file') as File;
    expect(part.name).toBe('team.csv');

    const ann = screen.getByTestId('users-import-row-2');
    expectVisible(within(ann).getByText('Created'));
    expect(screen.getByTestId('users-import-password-2').textContent).toBe('Gq7mT2vXk9Lp');
    const bob = screen.getByTestId('users-import-row-3');
    expectVisible(within(bob).getByText('Failed'));
    expectVisible(within(bob).getByText('Please enter a valid email address'));
    expect(screen.queryByTestId('users-import-password-3')).toBeNull();
    expectVisible(within(screen.getByTestId('users-import-row-4')).getByText('Skipped'));
    expectVisible(screen.getByText(/Generated passwords are shown only now/));

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByTestId('users-import-copy-2'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Gq7mT2vXk9Lp'));
    fireEvent.click(screen.getByTestId('users-import-copy-all'));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('ann\tGq7mT2vXk9Lp'));

    // The list behind the dialog is read again, with the new users in it.
    await waitFor(() => expect(server.callsTo(GRID).length).toBeGreaterThan(gridCalls));
  });

  it('offers a template in the interface language that names the organisation', async () => {
    const { dialog } = await openDialog();
    const link = within(dialog).getByTestId('users-import-template') as HTMLAnchorElement;
    expectVisible(link);
    expect(link.getAttribute('download')).toBe('users-template.csv');
    const csv = decodeURIComponent(link.href.replace(/^data:text\/csv;charset=utf-8,/, ''));
    const [header, example] = csv.replace(/^\ufeff/, '').split('\r\n');
    expect(header).toBe('username,nickName,email,phone,dept,roles,enabled,attr.region');
    expect(example).toContain(',Acme,Organization Member,');
  });

  it('refuses a file of another type without sending it', async () => {
    const { server, dialog } = await openDialog();
    drop(dialog, 'team.txt');
    const refused = await screen.findByTestId('users-import-refused');
    expectVisible(
      within(refused).getByText(
        '“team.txt” was not sent: only .csv and .xlsx files can be imported',
      ),
    );
    expect(server.callsTo(IMPORT)).toHaveLength(0);
  });

  it("shows the server's refusal of the whole file in place, and lets another file be tried", async () => {
    const { server, dialog } = await openDialog();
    server.on(IMPORT, () => ({
      status: 400,
      code: 'USER_IMPORT_COLUMNS_MISSING',
      message: 'The file lacks the required columns: nickName',
    }));
    drop(dialog, 'team.csv');
    const failed = await screen.findByTestId('users-import-failed');
    expectVisible(within(failed).getByText('“team.csv” was not imported'));
    expectVisible(within(failed).getByText('The file lacks the required columns: nickName'));
    // Shown in place: no toast on top of it.
    expect(server.errors).toEqual([]);

    server.on(IMPORT, answer(REPLY));
    drop(screen.getByTestId('users-import-dialog'), 'fixed.csv');
    await screen.findByTestId('users-import-summary');
    expect(screen.queryByTestId('users-import-failed')).toBeNull();
  });
});
