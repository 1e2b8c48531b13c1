import { useState } from 'react';
import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, NAME_LIMITS, type DatasetField, type DeType } from '@tessera/contracts';
import { DeTypeTag } from '../../../lib/deType/DeTypeTag';
import { DE_TYPES } from '../../../lib/deType/deType';
import { nameProblem } from '../create/tableDataset';
import { needsDateFormat, type FieldPatch } from './fieldSave';

export interface CellProps {
  field: DatasetField;
  canEdit: boolean;
  onChange(patch: FieldPatch): void;
}

/** The display name, edited in place; saved on Enter or leaving the input, when valid. */
export function NameCell({ field, canEdit, onChange }: CellProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  if (!canEdit) return <span>{field.name}</span>;
  const value = draft ?? field.name;
  const problem = draft === null ? null : nameProblem(draft);
  const commit = () => {
    if (draft !== null && !problem && draft.trim() !== field.name) onChange({ name: draft.trim() });
    if (!problem) setDraft(null);
  };
  return (
    <Input
      size="small"
      value={value}
      status={problem ? 'error' : undefined}
      title={problem ? t(problem) : undefined}
      maxLength={NAME_LIMITS.title.max}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onPressEnter={commit}
      aria-label={t('dataset.fields.name')}
      data-testid={`field-name-${field.id}`}
    />
  );
}

const TYPE_CODES = Object.keys(DE_TYPES).map(Number) as DeType[];

/** The type (text / time / number), and how a text column is read when it becomes time. */
export function TypeCell({ field, canEdit, onChange }: CellProps) {
  const { t } = useTranslation();
  if (!canEdit) return <DeTypeTag deType={field.deType} />;
  return (
    <Space size={4} wrap>
      <Select<DeType>
        size="small"
        value={field.deType}
        onChange={(deType) => onChange({ deType, dateFormat: null })}
        options={TYPE_CODES.map((code) => ({
          value: code,
          label: <DeTypeTag deType={code} />,
        }))}
        style={{ width: 120 }}
        aria-label={t('dataset.fields.type')}
        data-testid={`field-type-${field.id}`}
      />
      {needsDateFormat(field) && (
        <Select
          size="small"
          value={field.dateFormat ?? DATE_FORMATS[0]}
          onChange={(dateFormat) => onChange({ dateFormat })}
          options={DATE_FORMATS.map((format) => ({ value: format, label: format }))}
          style={{ width: 180 }}
          aria-label={t('dataset.fields.dateFormat')}
          data-testid={`field-format-${field.id}`}
        />
      )}
    </Space>
  );
}
