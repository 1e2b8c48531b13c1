import { useState } from 'react';
import { Button, InputNumber, Modal, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MeasureFilter } from '@tessera/contracts';

const OPERATORS: MeasureFilter['operator'][] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'between'];

export interface MeasureFilterDialogProps {
  name: string;
  value: MeasureFilter[];
  onSubmit(value: MeasureFilter[]): void;
  onClose(): void;
}

/** Conditions on one measure's aggregated value (HAVING), ANDed; at most 10. */
export function MeasureFilterDialog({ name, value, onSubmit, onClose }: MeasureFilterDialogProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<MeasureFilter[]>(value);
  const set = (index: number, row: MeasureFilter) =>
    setRows((all) => all.map((old, i) => (i === index ? row : old)));
  return (
    <Modal
      open
      title={t('chartEditor.well.filterTitle', { name })}
      onOk={() => {
        onSubmit(rows);
        onClose();
      }}
      onCancel={onClose}
      okText={t('chartEditor.action.ok')}
      cancelText={t('chartEditor.action.cancel')}
      destroyOnHidden
    >
      {rows.map((row, index) => (
        <Space key={index} style={{ display: 'flex', marginBottom: 8 }}>
          <Select
            style={{ width: 110 }}
            value={row.operator}
            options={OPERATORS.map((op) => ({ value: op, label: t(`chartEditor.op.${op}`) }))}
            onChange={(operator) =>
              set(
                index,
                operator === 'between'
                  ? { operator, value: [0, 0] }
                  : { operator, value: Array.isArray(row.value) ? row.value[0] : row.value },
              )
            }
          />
          {row.operator === 'between' ? (
            <>
              <InputNumber
                value={row.value[0]}
                onChange={(v) => set(index, { operator: 'between', value: [v ?? 0, row.value[1]] })}
              />
              <InputNumber
                value={row.value[1]}
                onChange={(v) => set(index, { operator: 'between', value: [row.value[0], v ?? 0] })}
              />
            </>
          ) : (
            <InputNumber
              value={row.value}
              onChange={(v) => set(index, { operator: row.operator, value: v ?? 0 })}
            />
          )}
          <Button
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('chartEditor.action.remove')}
            onClick={() => setRows((all) => all.filter((_, i) => i !== index))}
          />
        </Space>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={rows.length >= 10}
        onClick={() => setRows((all) => [...all, { operator: 'gt', value: 0 }])}
      >
        {t('chartEditor.well.addCondition')}
      </Button>
    </Modal>
  );
}
