import { Button, Select } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PictureComponent } from '@tessera/contracts';
import { Row } from '../fields';
import type { OptionsPaneProps } from '../types';

/** A picture: upload or replace it, and how it fits its box. */
export function PictureOptionsPane({
  component,
  onReplace,
  editor,
}: OptionsPaneProps<PictureComponent>) {
  const { t } = useTranslation();
  return (
    <>
      <h4>{t('panelEditor.side.picture')}</h4>
      <Button
        size="small"
        icon={<UploadOutlined />}
        onClick={() => editor.onPickPicture(component.id)}
        data-testid="picture-replace"
      >
        {component.propValue.url
          ? t('panelEditor.picture.replace')
          : t('panelEditor.picture.upload')}
      </Button>
      <Row label={t('panelEditor.picture.fit')}>
        <Select
          size="small"
          value={component.propValue.fit}
          style={{ width: '100%' }}
          options={(['contain', 'cover', 'fill'] as const).map((v) => ({
            value: v,
            label: t(`panelEditor.picture.fits.${v}`),
          }))}
          onChange={(fit: 'contain' | 'cover' | 'fill') =>
            onReplace({ ...component, propValue: { ...component.propValue, fit } })
          }
        />
      </Row>
    </>
  );
}
