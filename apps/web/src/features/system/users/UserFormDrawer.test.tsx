import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import { answer } from '../../../test/fakeServer';
import { expectVisible } from '../../../test/visible';
import { renderUsersPage } from './renderUsersPage';

// antd forms validate and drawers open slowly under jsdom on a shared machine.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const CREATE = 'POST /api/user/create';

/** Opens the form for a new user in Sales (the organisation filtered by) and fills it in. */
async function fillNewUser(username: string) {
  await screen.findByTestId('users-row-bob');
  fireEvent.click(screen.getByTestId('users-dept-2'));
  fireEvent.click(screen.getByTestId('users-add'));
  fireEvent.change(await screen.findByTestId('users-form-username'), {
    target: { value: username },
  });
  fireEvent.change(screen.getByTestId('users-form-nickname'), { target: { value: 'Dan Dare' } });
  fireEvent.mouseDown(screen.getByTestId('users-form-roles').querySelector('input')!);
  const member = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (node) => node.textContent === 'Organization Member',
    );
    expect(found).toBeDefined();
    return found!;
  });
  fireEvent.click(member);
}

const save = () => fireEvent.click(screen.getByTestId('users-form-save'));

describe('the user form', () => {
  it('creates a user with a generated password and shows that password once', async () => {
    const server = renderUsersPage();
    server.on(CREATE, answer({ id: 20, password: 'Xy7pQ2mLr9Tz' }));
    await fillNewUser('dan');
    fireEvent.click(screen.getByTestId('users-attribute-add'));
    fireEvent.change(screen.getByTestId('users-attribute-name-0'), { target: { value: 'region' } });
    fireEvent.change(screen.getByTestId('users-attribute-value-0'), { target: { value: 'East' } });
    save();

    const shown = (await screen.findByTestId('users-password-value')) as HTMLInputElement;
    expect(shown.value).toBe('Xy7pQ2mLr9Tz');
    expectVisible(screen.getByText('dan must change it at their next sign-in.'));
    const body = server.callsTo(CREATE)[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      username: 'dan',
      nickName: 'Dan Dare',
      email: '',
      phone: '',
      deptId: 2,
      roleIds: [3],
      enabled: true,
      attributes: { region: 'East' },
    });
    expect('password' in body).toBe(false);

    fireEvent.click(screen.getByTestId('users-password-done'));
    await waitFor(() => expect(screen.queryByTestId('users-password-value')).toBeNull());
    expect(screen.queryByDisplayValue('Xy7pQ2mLr9Tz')).toBeNull();
  });

  it('copies the shown password, and says nothing when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.assign(navigator, { clipboard: { writeText } });
    const server = renderUsersPage();
    server.on(CREATE, answer({ id: 20, password: 'Xy7pQ2mLr9Tz' }));
    await fillNewUser('dan');
    save();
    fireEvent.click(await screen.findByTestId('users-password-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Xy7pQ2mLr9Tz'));
    expect(screen.getByTestId('users-password-copy').textContent).toBe('Copy');
  });

  it('refuses a weak typed password with the policy and sends nothing', async () => {
    const server = renderUsersPage();
    await fillNewUser('dan');
    fireEvent.click(screen.getByText('Type one'));
    fireEvent.change(await screen.findByTestId('users-form-password'), {
      target: { value: 'weakpass' },
    });
    save();
    expectVisible(
      await screen.findByText(
        'The password must be 8-30 characters with upper and lower case letters and digits',
      ),
    );
    expect(server.callsTo(CREATE)).toHaveLength(0);
  });

  it('sends a strong typed password with the must-change choice, and shows no password', async () => {
    const server = renderUsersPage();
    server.on(CREATE, answer({ id: 21 }));
    await fillNewUser('dan');
    fireEvent.click(screen.getByText('Type one'));
    fireEvent.change(await screen.findByTestId('users-form-password'), {
      target: { value: 'Str0ngPass' },
    });
    fireEvent.click(screen.getByTestId('users-form-must-change'));
    save();
    await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(1));
    expect(server.callsTo(CREATE)[0]?.body).toMatchObject({
      password: 'Str0ngPass',
      mustChangePassword: false,
    });
    expect(screen.queryByTestId('users-password-value')).toBeNull();
  });

  it('shows a taken username under the username field', async () => {
    const server = renderUsersPage();
    server.on(CREATE, () => ({
      status: 409,
      code: 'USER_NAME_TAKEN',
      message: 'The username bob is already taken',
    }));
    await fillNewUser('bob');
    save();
    const message = await screen.findByText('The username bob is already taken');
    expectVisible(message);
    const field = screen.getByTestId('users-form-username').closest('.ant-form-item')!;
    expect(within(field as HTMLElement).getByText('The username bob is already taken')).toBe(
      message,
    );
    expect(server.errors).toEqual([]);
  });

  it('checks the email and mobile with the shared rules', async () => {
    const server = renderUsersPage();
    await fillNewUser('dan');
    fireEvent.change(screen.getByTestId('users-form-email'), { target: { value: 'not-mail' } });
    fireEvent.change(screen.getByTestId('users-form-phone'), { target: { value: '12345678901' } });
    save();
    expectVisible(await screen.findByText('Please enter a valid email address'));
    expectVisible(screen.getByText('Please enter a valid mobile number'));
    expect(server.callsTo(CREATE)).toHaveLength(0);
  });

  it('edits a user with their current values and sends the update', async () => {
    const server = renderUsersPage();
    server.on('POST /api/user/update', answer(null));
    await screen.findByTestId('users-row-bob');
    fireEvent.click(screen.getByTestId('users-edit-2'));
    const name = (await screen.findByTestId('users-form-nickname')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Bob Brown'));
    expect(screen.queryByTestId('users-form-password-mode')).toBeNull();
    fireEvent.change(name, { target: { value: 'Robert Brown' } });
    save();
    await waitFor(() =>
      expect(server.callsTo('POST /api/user/update')[0]?.body).toEqual({
        id: 2,
        username: 'bob',
        nickName: 'Robert Brown',
        email: '',
        phone: '13812345678',
        deptId: 2,
        roleIds: [3, 7],
        enabled: true,
        attributes: {},
      }),
    );
  });
});
