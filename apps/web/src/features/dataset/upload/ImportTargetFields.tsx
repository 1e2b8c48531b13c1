import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { datasetNameSchema } from '@tessera/contracts';
import { zodRule } from '../../forms/zodRule';
import { FolderSelect } from './FolderSelect';

export interface ImportTargetFieldsProps {
  /** The upload dataset whose data this file replaces or extends; else a new dataset. */
  target?: { datasetId: string; name: string };
}

/** A new dataset's name and folder, or for an existing one: replace its rows or append. */
export function ImportTargetFields({ target }: ImportTargetFieldsProps) {
  const { t } = useTranslation();
  if (target) {
    return (
      <>
        <div className="dsu-target" data-testid="dsu-target">
          {t('datasetUpload.form.into', { name: target.name })}
        </div>
        <Form.Item name="mode" label={t('datasetUpload.form.mode')}>
          <Radio.Group data-testid="dsu-mode">
            <Radio value="replace" data-testid="dsu-mode-replace">
              {t('datasetUpload.form.replace')}
            </Radio>
            <Radio value="append" data-testid="dsu-mode-append">
              {t('datasetUpload.form.append')}
            </Radio>
          </Radio.Group>
        </Form.Item>
      </>
    );
  }
  return (
    <>
      <Form.Item
        name="name"
        label={t('datasetUpload.form.name')}
        required
        rules={[zodRule(datasetNameSchema, t)]}
      >
        <Input maxLength={50} showCount data-testid="dsu-name" />
      </Form.Item>
      <Form.Item name="groupId" label={t('datasetUpload.form.folder')}>
        <FolderSelect data-testid="dsu-folder" />
      </Form.Item>
    </>
  );
}
