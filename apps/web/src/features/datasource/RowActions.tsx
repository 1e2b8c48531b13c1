import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { ApiOutlined, DeleteOutlined, EditOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasourceView, UserInfo } from '@tessera/contracts';
import { toastError, toastSuccess } from '../../app/feedback';
import { AuthoriseButton } from '../grants/AuthoriseButton';
import { canAuthoriseDatasource, canEditDatasource, canTestDatasource } from './permissions';
import { useDeleteDatasource, useValidateDatasource } from './queries';

export interface RowActionsProps {
  view: DatasourceView;
  user: UserInfo | null;
  onBrowse(id: string): void;
  onEdit(view: DatasourceView): void;
}

/** A row's actions: browse tables for everyone; test, edit, authorise and delete for its managers. */
export function RowActions({ view, user, onBrowse, onEdit }: RowActionsProps) {
  const { t } = useTranslation();
  const validate = useValidateDatasource();
  const remove = useDeleteDatasource();
  const editable = canEditDatasource(user, view);

  // Errors reach the user as the HTTP client's toast (409 DATASOURCE_IN_USE names dependents).
  const test = () =>
    validate.mutate(view.id, {
      onSuccess: (result) =>
        result.ok
          ? toastSuccess(t('datasource.testOk', { ms: result.elapsedMs }))
          : toastError(t('datasource.testFailed', { message: result.message ?? '' })),
    });
  const confirmDelete = () =>
    remove.mutate(view, {
      onSuccess: () => toastSuccess(t('datasource.deleted', { name: view.name })),
    });

  return (
    <Space size={2} className="ds-actions">
      <Button
        type="link"
        size="small"
        icon={<TableOutlined />}
        onClick={() => onBrowse(view.id)}
        data-testid={`ds-browse-${view.id}`}
      >
        {t('datasource.action.browse')}
      </Button>
      {canTestDatasource(user, view) && (
        <Tooltip title={t('datasource.form.test')}>
          <Button
            type="text"
            size="small"
            icon={<ApiOutlined />}
            aria-label={t('datasource.action.test')}
            loading={validate.isPending}
            onClick={test}
            data-testid={`ds-test-${view.id}`}
          />
        </Tooltip>
      )}
      {editable && (
        <Tooltip title={t('datasource.action.edit')}>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('datasource.action.edit')}
            onClick={() => onEdit(view)}
            data-testid={`ds-edit-${view.id}`}
          />
        </Tooltip>
      )}
      {canAuthoriseDatasource(user, view) && (
        <AuthoriseButton kind="datasource" resourceId={view.id} resourceName={view.name} />
      )}
      {editable && (
        <Popconfirm
          title={t('datasource.deleteConfirm', { name: view.name })}
          description={t('datasource.deleteHint')}
          okText={t('datasource.action.delete')}
          okButtonProps={{ danger: true, 'data-testid': 'ds-delete-confirm' }}
          cancelText={t('datasource.form.cancel')}
          onConfirm={confirmDelete}
        >
          <Tooltip title={t('datasource.action.delete')}>
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('datasource.action.delete')}
              loading={remove.isPending}
              data-testid={`ds-delete-${view.id}`}
            />
          </Tooltip>
        </Popconfirm>
      )}
    </Space>
  );
}
