import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Empty, Spin, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuNode, RoleRow } from '@tessera/contracts';
import { toastSuccess } from '../../../app/feedback';
import { describeError } from '../../../lib/errors';
import { useGrantableMenus, useRoleMenus } from '../queries';
import { allMenuIds, checkState, indexMenus, toggleMenu } from './menuChecks';
import { isAdminRole } from './roleLabel';
import { useRoleMutations } from './useRoleMutations';

export interface RoleMenusTabProps {
  role: RoleRow;
  /** The session user is a system administrator: only they change built-in roles' menus. */
  sessionIsAdmin: boolean;
}

interface MenuRow {
  key: number;
  title: ReactNode;
  children: MenuRow[];
}

/**
 * Menu authorisation (SPEC §6): the menus and operations the caller may grant, ticked from what
 * the role holds. The page keeps the user's ticks as a draft until they save it; the parent
 * remounts it (key) for each role so a draft never crosses to another role.
 */
export function RoleMenusTab({ role, sessionIsAdmin }: RoleMenusTabProps) {
  const { t } = useTranslation();
  // Its own mutation: a refusal shown for one role is gone when another is chosen.
  const { saveMenus } = useRoleMutations();
  const tree = useGrantableMenus();
  const holdsAll = isAdminRole(role);
  // The administrator's ticks come from the tree itself: its stored menus are never asked for.
  const held = useRoleMenus(holdsAll ? null : role.id);
  const [draft, setDraft] = useState<Set<number> | null>(null);
  const index = useMemo(() => indexMenus(tree.data ?? []), [tree.data]);

  const readOnly = holdsAll || (role.builtin && !sessionIsAdmin);
  const note = holdsAll
    ? t('roles.menus.adminHoldsAll')
    : readOnly
      ? t('roles.menus.builtinAdminOnly')
      : null;

  if (tree.isError || held.isError)
    return <Alert type="error" showIcon title={t('roles.menus.loadFailed')} />;
  if (!tree.data || (!holdsAll && !held.data))
    return (
      <div className="roles-detail__loading">
        <Spin />
      </div>
    );
  if (tree.data.length === 0) return <Empty description={t('roles.menus.empty')} />;

  const current: ReadonlySet<number> = holdsAll
    ? new Set(allMenuIds(tree.data))
    : (draft ?? new Set(held.data?.menuIds ?? []));
  const rows = (nodes: readonly MenuNode[]): MenuRow[] =>
    nodes.map((node) => ({
      key: node.id,
      title: <span data-testid={`role-menu-${node.id}`}>{t(node.title)}</span>,
      children: rows(node.children),
    }));
  const refused = describeError(saveMenus.error);

  const save = () =>
    saveMenus.mutate(
      // Sorted for a stable body; folders are in the set already (menuChecks keeps them).
      { roleId: role.id, menuIds: [...current].sort((a, b) => a - b) },
      {
        onSuccess: () => {
          setDraft(null);
          toastSuccess(t('roles.menus.saved'));
        },
      },
    );

  return (
    <div className="roles-menus" data-testid="role-menus">
      {note ? (
        <Alert type="info" showIcon title={note} data-testid="role-menus-note" />
      ) : (
        <div className="roles-menus__hint">{t('roles.menus.hint')}</div>
      )}
      <Tree<MenuRow>
        className="roles-menus__tree"
        checkable
        // Ticks follow menuChecks, not antd's all-or-nothing rule: a page is granted without
        // its operations.
        checkStrictly
        selectable={false}
        defaultExpandAll
        disabled={readOnly}
        treeData={rows(tree.data)}
        checkedKeys={checkState(tree.data, current)}
        onCheck={(_keys, info) => {
          saveMenus.reset();
          setDraft(toggleMenu(index, current, Number(info.node.key), info.checked));
        }}
        data-testid="role-menu-tree"
      />
      {refused && <Alert type="error" showIcon title={refused} data-testid="role-menus-error" />}
      {!readOnly && (
        <div className="roles-menus__actions">
          <Button
            type="primary"
            disabled={!draft}
            loading={saveMenus.isPending}
            onClick={save}
            data-testid="role-menus-save"
          >
            {t('roles.menus.save')}
          </Button>
          <Button
            disabled={!draft}
            onClick={() => {
              saveMenus.reset();
              setDraft(null);
            }}
          >
            {t('roles.menus.reset')}
          </Button>
        </div>
      )}
    </div>
  );
}
