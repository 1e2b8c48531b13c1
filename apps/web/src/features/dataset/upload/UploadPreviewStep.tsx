import { useState } from 'react';
import { Alert, Button, Form, Spin } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DeType, UploadPreview } from '@tessera/contracts';
import { ColumnTypesList } from './ColumnTypesList';
import { failureText } from './failureText';
import { ImportTargetFields } from './ImportTargetFields';
import { PreviewRowsTable } from './PreviewRowsTable';
import { suggestedName, toImportBody } from './uploadRules';
import { useImportUpload } from './useImportUpload';

export interface UploadPreviewStepProps {
  preview: UploadPreview;
  groupId: string | null;
  target?: { datasetId: string; name: string };
  onBack(): void;
  onDone(datasetId: string): void;
}

interface FormValues {
  name: string;
  groupId: string | null;
  mode: 'replace' | 'append';
}

/** What the server read: sheet, columns with correctable types, first rows; then import. */
export function UploadPreviewStep({
  preview,
  groupId,
  target,
  onBack,
  onDone,
}: UploadPreviewStepProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [types, setTypes] = useState<DeType[]>(() => preview.fields.map((f) => f.deType));
  const importing = useImportUpload();
  const problem = importing.isError ? failureText(importing.error) : null;

  const submit = (values: FormValues) => {
    const body = toImportBody(preview, { ...values, types }, target);
    importing.mutate(body, { onSuccess: (view) => onDone(view.id) });
  };

  return (
    <Spin spinning={importing.isPending} description={t('datasetUpload.preview.importing')}>
      <div className="dsu-preview" data-testid="dsu-preview">
        <div className="dsu-preview__file">
          <FileExcelOutlined />
          <span className="ds-strong">{preview.fileName}</span>
          {preview.sheet !== null && (
            <span className="ds-muted" data-testid="dsu-sheet">
              {t('datasetUpload.preview.sheet', { sheet: preview.sheet })}
            </span>
          )}
          <span className="ds-muted" data-testid="dsu-row-count">
            {t('datasetUpload.preview.rows', {
              count: preview.rows,
              rows: preview.rows.toLocaleString(i18n.language),
            })}
          </span>
        </div>
        <h4 className="dsu-section">{t('datasetUpload.preview.columns')}</h4>
        <ColumnTypesList
          fields={preview.fields}
          types={types}
          onChange={(index, deType) =>
            setTypes((current) => current.map((old, i) => (i === index ? deType : old)))
          }
        />
        <h4 className="dsu-section">
          {t('datasetUpload.preview.firstRows', { count: preview.data.length })}
        </h4>
        <PreviewRowsTable fields={preview.fields} types={types} data={preview.data} />
        {problem !== null && (
          <Alert
            type="error"
            showIcon
            className="dsu-alert"
            data-testid="dsu-import-error"
            title={t('datasetUpload.preview.importFailed')}
            description={problem}
          />
        )}
        <Form<FormValues>
          form={form}
          layout="vertical"
          className="dsu-form"
          initialValues={{ name: suggestedName(preview.fileName), groupId, mode: 'replace' }}
          onFinish={submit}
        >
          <ImportTargetFields target={target} />
          <div className="dsu-footer">
            <Button onClick={onBack} disabled={importing.isPending} data-testid="dsu-back">
              {t('datasetUpload.preview.another')}
            </Button>
            <Button
              type="primary"
              htmlType="submit"
              loading={importing.isPending}
              data-testid="dsu-import"
            >
              {t('datasetUpload.preview.import')}
            </Button>
          </div>
        </Form>
      </div>
    </Spin>
  );
}
