import { Radio, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { GRANT_TARGET_TYPES, type DeptNode, type GrantTargetType } from '@tessera/contracts';
import { roleLabel, sortRoles } from '../../system/roles/roleLabel';
import { useDeptTree, useRoleList } from '../../system/queries';
import { UserSelect } from './UserSelect';

export interface PickedTarget {
  targetType: GrantTargetType;
  targetId: number | null;
}

export interface TargetPickerProps {
  value: PickedTarget;
  onChange(next: PickedTarget): void;
}

interface DeptOption {
  value: number;
  title: string;
  children: DeptOption[];
}
const deptOptions = (nodes: readonly DeptNode[]): DeptOption[] =>
  nodes.map((node) => ({ value: node.id, title: node.name, children: deptOptions(node.children) }));

/** Chooses who a rule applies to: a user (searched), a role or an organisation (a tree). */
export function TargetPicker({ value, onChange }: TargetPickerProps) {
  const { t } = useTranslation();
  const roles = useRoleList();
  const depts = useDeptTree();
  const pick = (targetId: number) => onChange({ ...value, targetId });
  return (
    <div className="dataset-perm__target-picker">
      <Radio.Group
        optionType="button"
        value={value.targetType}
        options={GRANT_TARGET_TYPES.map((type) => ({
          value: type,
          label: t(`datasetPermissions.target.${type}`),
        }))}
        onChange={(event) =>
          onChange({ targetType: event.target.value as GrantTargetType, targetId: null })
        }
        data-testid="perm-target-type"
      />
      {value.targetType === 'user' && (
        <UserSelect value={value.targetId} onChange={pick} data-testid="perm-target-user" />
      )}
      {value.targetType === 'role' && (
        <Select<number>
          className="dataset-perm__picker"
          value={value.targetId ?? undefined}
          loading={roles.isPending}
          options={sortRoles(roles.data ?? []).map((role) => ({
            value: role.id,
            label: roleLabel(role, t),
          }))}
          placeholder={t('datasetPermissions.target.pickRole')}
          onChange={pick}
          aria-label={t('datasetPermissions.target.role')}
          data-testid="perm-target-role"
        />
      )}
      {value.targetType === 'dept' && (
        <TreeSelect<number>
          className="dataset-perm__picker"
          value={value.targetId ?? undefined}
          loading={depts.isPending}
          treeData={deptOptions(depts.data ?? [])}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          placeholder={t('datasetPermissions.target.pickDept')}
          onChange={pick}
          aria-label={t('datasetPermissions.target.dept')}
          data-testid="perm-target-dept"
        />
      )}
    </div>
  );
}
