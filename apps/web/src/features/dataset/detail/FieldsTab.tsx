import { useState } from 'react';
import { Button, Empty, Popconfirm, Switch, Table, Tag, Tooltip } from 'antd';
import { DeleteOutlined, FunctionOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasetField } from '@tessera/contracts';
import { toastSuccess } from '../../../app/feedback';
import { useDatasetFields, useDeleteField, useSaveField } from '../queries';
import { CalcFieldDialog } from './CalcFieldDialog';
import { NameCell, TypeCell } from './FieldCells';
import { applyPatch, fieldSaveBody, type FieldPatch } from './fieldSave';
import { readableExpression } from './expression';

/**
 * The fields of a dataset: display name, origin, type, dimension or measure, hidden. Each
 * change is saved at once (/dataset/field/save); calculated fields are added and deleted here.
 */
export function FieldsTab({ datasetId, canEdit }: { datasetId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const fields = useDatasetFields(datasetId);
  const save = useSaveField(datasetId);
  const remove = useDeleteField(datasetId);
  const [adding, setAdding] = useState(false);
  const list = fields.data ?? [];

  const change = (field: DatasetField, patch: FieldPatch) =>
    save.mutate({ body: fieldSaveBody(field, patch), shown: applyPatch(field, patch) });

  const columns = [
    {
      key: 'name',
      title: t('dataset.fields.name'),
      width: 220,
      render: (_: unknown, field: DatasetField) => (
        <NameCell
          key={field.name}
          field={field}
          canEdit={canEdit}
          onChange={(patch) => change(field, patch)}
        />
      ),
    },
    {
      key: 'origin',
      title: t('dataset.fields.origin'),
      render: (_: unknown, field: DatasetField) =>
        field.kind === 'calculated' ? (
          <Tooltip title={readableExpression(field.expression ?? '', list)}>
            <Tag icon={<FunctionOutlined />} color="purple">
              {t('dataset.fields.calculated')}
            </Tag>
          </Tooltip>
        ) : (
          <span className="dataset-fields__origin">
            {field.originName}
            <span className="ds-muted"> {field.nativeType}</span>
          </span>
        ),
    },
    {
      key: 'type',
      title: t('dataset.fields.type'),
      render: (_: unknown, field: DatasetField) => (
        <TypeCell field={field} canEdit={canEdit} onChange={(patch) => change(field, patch)} />
      ),
    },
    {
      key: 'role',
      title: t('dataset.fields.role'),
      width: 120,
      render: (_: unknown, field: DatasetField) => (
        <Switch
          checked={field.groupType === 'q'}
          disabled={!canEdit}
          checkedChildren={t('dataset.fields.measure')}
          unCheckedChildren={t('dataset.fields.dimension')}
          onChange={(measure) => change(field, { groupType: measure ? 'q' : 'd' })}
          data-testid={`field-role-${field.id}`}
        />
      ),
    },
    {
      key: 'hidden',
      title: t('dataset.fields.hidden'),
      width: 80,
      render: (_: unknown, field: DatasetField) => (
        <Switch
          size="small"
          checked={field.hidden}
          disabled={!canEdit}
          onChange={(hidden) => change(field, { hidden })}
          aria-label={t('dataset.fields.hidden')}
          data-testid={`field-hidden-${field.id}`}
        />
      ),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: '',
            width: 48,
            render: (_: unknown, field: DatasetField) =>
              field.kind === 'calculated' && (
                <Popconfirm
                  title={t('dataset.fields.deleteConfirm', { name: field.name })}
                  okText={t('dataset.action.delete')}
                  cancelText={t('dataset.action.cancel')}
                  okButtonProps={{ danger: true, 'data-testid': 'field-delete-ok' }}
                  onConfirm={() =>
                    remove.mutate(field.id, {
                      onSuccess: () =>
                        toastSuccess(t('dataset.fields.deleted', { name: field.name })),
                    })
                  }
                >
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('dataset.action.delete')}
                    data-testid={`field-delete-${field.id}`}
                  />
                </Popconfirm>
              ),
          },
        ]
      : []),
  ];

  return (
    <div data-testid="dataset-fields">
      <div className="dataset-fields__bar">
        <span className="ds-muted">{t('dataset.fields.count', { count: list.length })}</span>
        {canEdit && (
          <Button
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            disabled={!fields.data}
            data-testid="field-add-calc"
          >
            {t('dataset.calc.add')}
          </Button>
        )}
      </div>
      <Table<DatasetField>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list}
        loading={fields.isFetching && !fields.data}
        pagination={false}
        locale={{
          emptyText: fields.isError ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('dataset.fields.loadFailed')}
            >
              <Button onClick={() => void fields.refetch()}>{t('errors.retry')}</Button>
            </Empty>
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('dataset.detail.noFields')}
            />
          ),
        }}
        onRow={(field) => ({ 'data-testid': `field-row-${field.id}` }) as object}
      />
      {adding && (
        <CalcFieldDialog datasetId={datasetId} fields={list} onClose={() => setAdding(false)} />
      )}
    </div>
  );
}
