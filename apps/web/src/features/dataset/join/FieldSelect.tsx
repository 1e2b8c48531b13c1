import { Select } from 'antd';
import type { DatasetField } from '@tessera/contracts';
import { DeTypeTag } from '../../../lib/deType/DeTypeTag';

export interface FieldGroup {
  label: string;
  fields: DatasetField[];
}

export interface FieldSelectProps {
  groups: FieldGroup[];
  value: string | null;
  onChange(fieldId: string): void;
  placeholder: string;
  loading?: boolean;
  'data-testid'?: string;
}

/** A field of one or more datasets (grouped by dataset), with its type tag. */
export function FieldSelect({
  groups,
  value,
  onChange,
  placeholder,
  loading,
  ...rest
}: FieldSelectProps) {
  const option = (field: DatasetField) => ({
    value: field.id,
    name: field.name,
    title: field.name,
    label: (
      <span className="dsj-field">
        <DeTypeTag deType={field.deType} />
        <span>{field.name}</span>
      </span>
    ),
  });
  const options =
    groups.length === 1
      ? (groups[0]?.fields ?? []).map(option)
      : groups.map((group) => ({ label: group.label, options: group.fields.map(option) }));
  return (
    <Select<string>
      value={value ?? undefined}
      onChange={onChange}
      options={options}
      showSearch={{ optionFilterProp: 'name' }}
      loading={loading}
      placeholder={placeholder}
      popupMatchSelectWidth={false}
      // The chosen field shows by name alone: the type tag stays in the list, where there is room.
      labelRender={({ value: chosen, label }) =>
        groups.flatMap((group) => group.fields).find((field) => field.id === chosen)?.name ?? label
      }
      className="dsj-field-select"
      data-testid={rest['data-testid']}
    />
  );
}
