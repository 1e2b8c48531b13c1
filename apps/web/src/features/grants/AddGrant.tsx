import { useState } from 'react';
import { Button, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GrantLevelName, GrantTargetType } from '@tessera/contracts';
import { DeptPicker } from './DeptPicker';
import type { GrantRow } from './grantRows';
import { LevelSelect } from './LevelSelect';
import type { PickedTarget } from './pickedTarget';
import { RolePicker } from './RolePicker';
import { UserPicker } from './UserPicker';

const PICKERS = { user: UserPicker, role: RolePicker, dept: DeptPicker };

export interface AddGrantProps {
  /** The kinds of target the caller may list (at least one). */
  types: readonly GrantTargetType[];
  onAdd(row: GrantRow): void;
}

/** Add a target to the list: its kind, which one, and the level it holds. */
export function AddGrant({ types, onAdd }: AddGrantProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<GrantTargetType>(types[0]!);
  const [target, setTarget] = useState<PickedTarget | null>(null);
  const [level, setLevel] = useState<GrantLevelName>('view');
  const Picker = PICKERS[type];

  const add = () => {
    if (!target) return;
    onAdd({
      targetType: type,
      targetId: target.id,
      targetName: target.name,
      level,
      withSubOrgs: false,
    });
    setTarget(null);
  };

  return (
    <div className="grants-add" data-testid="grants-add">
      <Select<GrantTargetType>
        className="grants-add__type"
        value={type}
        onChange={(next) => {
          setType(next);
          setTarget(null);
        }}
        aria-label={t('grants.add.type')}
        options={types.map((value) => ({ value, label: t(`grants.targets.${value}`) }))}
        data-testid="grants-add-type"
      />
      <Picker key={type} value={target} onPick={setTarget} />
      <LevelSelect value={level} onChange={setLevel} size="middle" data-testid="grants-add-level" />
      <Button icon={<PlusOutlined />} disabled={!target} onClick={add} data-testid="grants-add-ok">
        {t('grants.add.ok')}
      </Button>
    </div>
  );
}
