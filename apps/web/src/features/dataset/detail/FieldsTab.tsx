import { useState } from 'react';
import { Button, Empty, Modal, Popconfirm, Space, Switch, Table, Tag, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, FunctionOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasetField } from '@tessera/contracts';
import { toastSuccess } from '../../../app/feedback';
import { useDatasetFields, useDeleteField, useSaveField } from '../queries';
import { CalcFieldDialog } from './CalcFieldDialog';
import { NameCell, TypeCell } from './FieldCells';
import { applyPatch, fieldSaveBody, type FieldPatch } from './fieldSave';
import { confirmDependants } from './confirmDependants';
import { toShownExpression } from './expressionNames';
import { fieldDependants } from '../fieldDependants';

/**
 * The fields of a dataset: display name, origin, type, dimension or measure, hidden. Each
 * change is saved at once (/dataset/field/save); calculated fields are added and deleted here.
 */
export function FieldsTab({ datasetId, canEdit }: { datasetId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const fields = useDatasetFields(datasetId);
  const save = useSaveField(datasetId);
  const remove = useDeleteField(datasetId);
  const [modal, modalHolder] = Modal.useModal();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<DatasetField | null>(null);
  const list = fields.data ?? [];

  // A type change under calculated fields is asked about first (the server lists them).
  const change = (field: DatasetField, patch: FieldPatch, confirm = false) =>
    save.mutate(
      {
        body: { ...fieldSaveBody(field, patch), ...(confirm ? { confirm: true } : {}) },
        shown: applyPatch(field, patch),
      },
      {
        onError: (error) => {
          const dependants = fieldDependants(error);
          if (dependants)
            confirmDependants(modal, t, field.name, dependants, () => change(field, patch, true));
        },
      },
    );

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
          <span className="dataset-fields__calc">
            <Tag icon={<FunctionOutlined />} color="purple">
              {t('dataset.fields.calculated')}
            </Tag>
            {/* Read with field names; stored with ids. */}
            <code className="dataset-fields__expr" data-testid={`field-expression-${field.id}`}>
              {toShownExpression(field.expression ?? '', list).text}
            </code>
          </span>
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
            width: 88,
            render: (_: unknown, field: DatasetField) =>
              field.kind === 'calculated' && (
                <Space size={0}>
                  <Tooltip title={t('calculated.editField', { name: field.name })}>
                    <Button
                      type="text"
                      size="small"
                      icon={<EditOutlined />}
                      onClick={() => setEditing(field)}
                      aria-label={t('calculated.editField', { name: field.name })}
                      data-testid={`field-edit-${field.id}`}
                    />
                  </Tooltip>
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
                </Space>
              ),
          },
        ]
      : []),
  ];

  return (
    <div data-testid="dataset-fields">
      {modalHolder}
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
      {(adding || editing) && (
        <CalcFieldDialog
          key={editing?.id ?? 'new'}
          datasetId={datasetId}
          fields={list}
          editing={editing}
          onClose={() => {
            setAdding(false);
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
