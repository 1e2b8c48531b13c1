import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StarOutlined } from '@ant-design/icons';
import { z } from 'zod';
import { initI18n } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import type { FolderPane, FolderSave, FolderTreeKind } from './folderKind';
import { FolderIcon } from './FolderIcon';
import { FolderTreePane } from './FolderTreePane';
import { NewLeafButton } from './NewLeafButton';

/** A kind that exists only here: widgets in folders, kept by a fake server. */
interface WidgetNode {
  id: string;
  name: string;
  nodeType: 'folder' | 'widget';
  pid: string | null;
  locked?: boolean;
  children: WidgetNode[];
}

const server = {
  tree: vi.fn<() => Promise<WidgetNode[]>>(),
  save: vi.fn<(body: FolderSave<WidgetNode>) => Promise<{ id: string }>>(),
  remove: vi.fn<(node: WidgetNode) => Promise<void>>(),
  star: vi.fn<(node: WidgetNode) => void>(),
};

const useWidgetTree = () => useQuery({ queryKey: ['widgets'], queryFn: () => server.tree() });
const useRefreshing = <V, R>(call: (variables: V) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ['widgets'] }),
  });
};

/** The whole adapter: everything else is the kit's. */
const widgetFolders: FolderTreeKind<WidgetNode> = {
  prefix: 'widget',
  leafType: 'widget',
  nameSchema: z.string().trim().min(1),
  useTree: useWidgetTree,
  useSave: () => useRefreshing((body: FolderSave<WidgetNode>) => server.save(body)),
  useDelete: () => useRefreshing((node: WidgetNode) => server.remove(node)),
  useActions: (pane: FolderPane) => [
    {
      key: 'star',
      icon: <StarOutlined />,
      label: 'widget.star',
      on: 'leaf',
      run: (node) => {
        server.star(node);
        pane.select(node.id);
      },
    },
  ],
  icon: (node, open) => (node.nodeType === 'folder' ? <FolderIcon open={open} /> : null),
  mayChange: (node) => !node.locked,
  texts: Object.fromEntries(
    [
      'search',
      'refresh',
      'loadFailed',
      'retry',
      'empty',
      'noMatch',
      'actions',
      'newFolder',
      'newSubfolder',
      'folderCreated',
      'rename',
      'renameTitle',
      'name',
      'save',
      'cancel',
      'moveTo',
      'moveTitle',
      'moveOk',
      'root',
      'delete',
      'deleteFolderTitle',
      'deleteLeafTitle',
      'deleteFolderHint',
      'deleteLeafHint',
      'deleted',
      'newLeaf',
      'newLeafTitle',
      'newLeafFolder',
    ].map((role) => [role, `widget.${role}`]),
  ) as unknown as FolderTreeKind<WidgetNode>['texts'],
};

const widget = (id: string, name: string, pid: string | null, locked = false): WidgetNode => ({
  id,
  name,
  nodeType: 'widget',
  pid,
  locked,
  children: [],
});
const TREE: WidgetNode[] = [
  {
    id: 'f-tools',
    name: 'Tools',
    nodeType: 'folder',
    pid: null,
    children: [widget('w-clock', 'Clock', 'f-tools'), widget('w-map', 'Map', 'f-tools')],
  },
  { id: 'f-old', name: 'Old', nodeType: 'folder', pid: null, children: [] },
  widget('w-locked', 'Locked', null, true),
];

const onSelect = vi.fn<(id: string | null) => void>();
const onLeafCreated = vi.fn<(id: string) => void>();

function renderTree(selectedId: string | null = null) {
  return renderWithProviders(
    <FolderTreePane
      kind={widgetFolders}
      selectedId={selectedId}
      onSelect={onSelect}
      canManage
      create={(folder, pane) => (
        <NewLeafButton kind={widgetFolders} onClick={() => pane.openNewLeaf(folder)} />
      )}
      onLeafCreated={onLeafCreated}
    />,
  );
}

const shownNames = () =>
  [...document.querySelectorAll('[data-testid^="widget-node-"]')].map((node) =>
    node.getAttribute('data-testid')!.replace('widget-node-', ''),
  );

const openMenu = async (id: string, entry: string) => {
  fireEvent.click(screen.getByTestId(`widget-actions-${id}`));
  // Menus opened before stay in the document, hidden: the newest is the last.
  fireEvent.click((await screen.findAllByText(entry)).at(-1)!);
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  vi.clearAllMocks();
  server.tree.mockResolvedValue(TREE);
  server.save.mockResolvedValue({ id: 'new' });
  server.remove.mockResolvedValue(undefined);
});
afterEach(cleanup);
vi.setConfig({ testTimeout: 60_000 });

describe('a folder tree from one adapter', () => {
  it('shows, opens, searches and selects with test ids of its own kind', async () => {
    renderTree();
    await screen.findByTestId('widget-node-Tools');
    expect(screen.getByTestId('widget-tree-pane')).toBeTruthy();
    expect(shownNames()).toEqual(['Tools', 'Old', 'Locked']);
    fireEvent.click(screen.getByTestId('widget-node-Tools'));
    expect(await screen.findByTestId('widget-node-Clock')).toBeTruthy();
    fireEvent.click(screen.getByTestId('widget-node-Clock'));
    expect(onSelect).toHaveBeenCalledWith('w-clock');

    fireEvent.change(screen.getByTestId('widget-search'), { target: { value: 'MAP' } });
    await waitFor(() => expect(shownNames()).toEqual(['Tools', 'Map']));
    fireEvent.change(screen.getByTestId('widget-search'), { target: { value: 'zzz' } });
    expect((await screen.findByTestId('widget-tree-empty')).textContent).toContain(
      'widget.noMatch',
    );
  });

  it('opens the way to the selected leaf, and hides the menu where the adapter says no', async () => {
    renderTree('w-map');
    expect(await screen.findByTestId('widget-node-Map')).toBeTruthy();
    expect(screen.getByTestId('widget-actions-w-map')).toBeTruthy();
    expect(screen.queryByTestId('widget-actions-w-locked')).toBeNull();
  });

  it('creates a folder and a leaf by name in the folder the user is in', async () => {
    renderTree('w-map');
    await screen.findByTestId('widget-node-Map');
    fireEvent.click(screen.getByTestId('widget-new-folder'));
    fireEvent.change(await screen.findByTestId('widget-name-input'), {
      target: { value: ' Spare ' },
    });
    fireEvent.click(screen.getByTestId('widget-name-ok'));
    await waitFor(() =>
      expect(server.save).toHaveBeenCalledWith({
        nodeType: 'folder',
        name: 'Spare',
        pid: 'f-tools',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('widget-name-input')).toBeNull());

    fireEvent.click(screen.getByTestId('widget-new'));
    fireEvent.change(await screen.findByTestId('widget-name-input'), {
      target: { value: 'Radar' },
    });
    expect(screen.getByTestId('widget-create-folder')).toBeTruthy();
    fireEvent.click(screen.getByTestId('widget-name-ok'));
    await waitFor(() => expect(onLeafCreated).toHaveBeenCalledWith('new'));
    expect(server.save).toHaveBeenLastCalledWith({
      nodeType: 'widget',
      name: 'Radar',
      pid: 'f-tools',
    });
  });

  it('renames through its dialog and runs its own menu entry', async () => {
    renderTree('w-map');
    await screen.findByTestId('widget-node-Map');
    await openMenu('w-map', 'widget.rename');
    fireEvent.change(await screen.findByTestId('widget-name-input'), {
      target: { value: 'Atlas' },
    });
    fireEvent.click(screen.getByTestId('widget-name-ok'));
    await waitFor(() =>
      expect(server.save).toHaveBeenCalledWith({
        id: 'w-map',
        nodeType: 'widget',
        name: 'Atlas',
        pid: 'f-tools',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('widget-name-input')).toBeNull());

    await openMenu('w-map', 'widget.star');
    expect(server.star).toHaveBeenCalledWith(expect.objectContaining({ id: 'w-map' }));
    expect(onSelect).toHaveBeenCalledWith('w-map');
  });

  it('moves only to folders outside the one moved, and a delete drops a selection inside', async () => {
    renderTree('w-map');
    await screen.findByTestId('widget-node-Map');
    // A folder is never offered as a place inside itself.
    await openMenu('f-tools', 'widget.moveTo');
    fireEvent.mouseDown((await screen.findByTestId('widget-move-folder')).querySelector('input')!);
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-tree-node-content-wrapper')];
      expect(found.length).toBeGreaterThan(0);
      return found.map((option) => option.getAttribute('title'));
    });
    expect(options).toEqual(['Old']);
    fireEvent.click(screen.getByText('widget.cancel'));

    // Deleting the folder that holds the open leaf drops the selection.
    await openMenu('f-tools', 'widget.delete');
    fireEvent.click(await screen.findByTestId('widget-delete-ok'));
    await waitFor(() => expect(onSelect).toHaveBeenLastCalledWith(null));
    expect(server.remove).toHaveBeenCalledWith(expect.objectContaining({ id: 'f-tools' }));
  });
});
