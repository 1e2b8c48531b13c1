import { Button } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasourceTypeInfo } from '@tessera/contracts';
import { typeLabel } from './datasourceTypes';
import { TypeMark } from './TypeMark';

/** The form's type, with its family; creating offers to go back and pick another. */
export function FormTypeHeader({
  info,
  onChangeType,
}: {
  info: DatasourceTypeInfo;
  /** Absent on edit: a stored source keeps its type. */
  onChangeType?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="ds-form__type" data-testid="ds-form-type">
      <TypeMark type={info.type} size={36} />
      <div className="ds-form__type-text">
        <div className="ds-form__type-name">{typeLabel(info.type, t)}</div>
        <div className="ds-muted">{t(`datasource.family.${info.family}`)}</div>
      </div>
      {onChangeType && (
        <Button
          type="link"
          icon={<SwapOutlined />}
          onClick={onChangeType}
          data-testid="ds-change-type"
        >
          {t('datasource.form.changeType')}
        </Button>
      )}
    </div>
  );
}
