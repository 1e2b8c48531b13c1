import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { initI18n } from '../../i18n';
import { useSession } from '../../store/session';
import { answer, installFakeServer } from '../../test/fakeServer';
import { renderWithProviders } from '../../test/render';
import { userWith } from '../../test/userFixtures';
import { expectVisible } from '../../test/visible';
import type { FolderTreeKind } from './folderKind';
import { FolderTreePane } from './FolderTreePane';

/** Reports in folders; the caller manages some of them. */
interface ReportNode {
  id: string;
  name: string;
  nodeType: 'folder' | 'chart';
  pid: string | null;
  managed?: boolean;
  children: ReportNode[];
}

const leaf = (id: string, name: string, managed: boolean): ReportNode => ({
  id,
  name,
  nodeType: 'chart',
  pid: 'f-1',
  managed,
  children: [],
});
const TREE: ReportNode[] = [
  {
    id: 'f-1',
    name: 'Reports',
    nodeType: 'folder',
    pid: null,
    children: [leaf('c-mine', 'Mine', true), leaf('c-theirs', 'Theirs', false)],
  },
];

const noop = () => Promise.resolve({ id: 'x' });
const reports: FolderTreeKind<ReportNode> = {
  prefix: 'report',
  leafType: 'chart',
  nameSchema: z.string(),
  useTree: () => useQuery({ queryKey: ['reports'], queryFn: () => TREE }),
  useSave: () => useMutation({ mutationFn: noop }),
  useDelete: () => useMutation({ mutationFn: noop }),
  icon: () => null,
  grantKind: 'chart',
  canAuthorise: (node) => node.managed === true,
  texts: new Proxy(
    {},
    { get: (_, role) => `report.${String(role)}` },
  ) as FolderTreeKind<ReportNode>['texts'],
};

let server: ReturnType<typeof installFakeServer>;

/** The entries of a node's menu, opened from its button. */
async function menuOf(id: string) {
  fireEvent.click(screen.getByTestId(`report-actions-${id}`));
  // Menus opened before stay in the document, hidden: the newest is the last.
  const menu = await waitFor(() => {
    const menus = document.querySelectorAll('.ant-dropdown-menu');
    expect(menus.length).toBeGreaterThan(0);
    return menus[menus.length - 1]!;
  });
  return [...menu.querySelectorAll('.ant-dropdown-menu-title-content')].map(
    (entry) => entry.textContent,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useSession.getState().setUser(userWith([]), []);
  server = installFakeServer({
    'POST /api/auth/grants/chart/c-mine': answer([
      { targetType: 'user', targetId: 7, targetName: 'Ann Lee', level: 'use', withSubOrgs: false },
    ]),
  });
  renderWithProviders(
    <FolderTreePane kind={reports} selectedId="c-mine" onSelect={vi.fn()} canManage />,
  );
});
afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

describe('the kit’s "Authorise" entry', () => {
  it('shows on a leaf the caller manages and opens who holds what on it', async () => {
    await screen.findByTestId('report-node-Mine');
    expect(await menuOf('c-mine')).toContain('Authorise');
    fireEvent.click(screen.getAllByText('Authorise').at(-1)!);
    const dialog = await screen.findByTestId('grants-dialog');
    expectVisible(await within(dialog).findByText('Ann Lee'));
    expectVisible(screen.getByText('Authorise: Mine'));
    expect(server.callsTo('POST /api/auth/grants/chart/c-mine')).toHaveLength(1);
  });

  it('is not on a folder, nor on a leaf the caller does not manage', async () => {
    await screen.findByTestId('report-node-Theirs');
    const theirs = await menuOf('c-theirs');
    expect(theirs).toContain('report.rename');
    expect(theirs).not.toContain('Authorise');
    const folder = await menuOf('f-1');
    expect(folder).toContain('report.newSubfolder');
    expect(folder).not.toContain('Authorise');
  });
});
