import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleLabel, sortRoles } from '../system/roles/roleLabel';
import { useRoleList } from '../system/queries';
import type { TargetPickerProps } from './pickedTarget';

/** A role: the built-in ones first, by their names in the reader's language. */
export function RolePicker({ value, onPick }: TargetPickerProps) {
  const { t } = useTranslation();
  const roles = useRoleList();
  const options = sortRoles(roles.data ?? []).map((role) => ({
    value: role.id,
    label: roleLabel(role, t),
  }));
  return (
    <Select<number>
      className="grants-add__target"
      placeholder={t('grants.add.pickRole')}
      value={value?.id}
      showSearch={{ optionFilterProp: 'label' }}
      loading={roles.isPending}
      options={options}
      onChange={(id) => {
        const option = options.find((candidate) => candidate.value === id);
        onPick(option ? { id: option.value, name: option.label } : null);
      }}
      data-testid="grants-add-target"
    />
  );
}
