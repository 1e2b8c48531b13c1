import { Button, Popconfirm, Space, type ButtonProps } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface RuleActionsProps {
  /** Names the rule in test ids: `<testId>-edit`, `<testId>-delete`. */
  testId: string;
  onEdit(): void;
  onDelete(): void;
}

/** A rule's edit and delete buttons; deleting asks first. */
export function RuleActions({ testId, onEdit, onDelete }: RuleActionsProps) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      <Button
        type="text"
        icon={<EditOutlined />}
        aria-label={t('datasetPermissions.edit')}
        onClick={onEdit}
        data-testid={`${testId}-edit`}
      />
      <Popconfirm
        title={t('datasetPermissions.deleteConfirm')}
        okText={t('datasetPermissions.delete')}
        cancelText={t('datasetPermissions.cancel')}
        okButtonProps={{ danger: true, 'data-testid': `${testId}-delete-ok` } as ButtonProps}
        onConfirm={onDelete}
      >
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('datasetPermissions.delete')}
          data-testid={`${testId}-delete`}
        />
      </Popconfirm>
    </Space>
  );
}
