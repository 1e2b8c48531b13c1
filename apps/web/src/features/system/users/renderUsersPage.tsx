import { PERMISSIONS } from '@tessera/contracts';
import { useSession } from '../../../store/session';
import { answer, installFakeServer } from '../../../test/fakeServer';
import { renderWithProviders } from '../../../test/render';
import { userWith } from '../../../test/userFixtures';
import { BASE_ROUTES } from './testFixtures';
import UsersPage from './UsersPage';

/** A fake server answering the page's reads, and the page, for the signed-in administrator. */
export function renderUsersPage() {
  const server = installFakeServer(
    Object.fromEntries(Object.entries(BASE_ROUTES).map(([key, data]) => [key, answer(data)])),
  );
  useSession.getState().setUser(userWith([PERMISSIONS.systemUser]), []);
  renderWithProviders(<UsersPage />);
  return server;
}
