import { Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ButtonComponent } from '@tessera/contracts';
import { Row } from '../fields';
import type { OptionsPaneProps } from '../types';
import { LinkField } from './LinkField';

/** A button's label, its link and whether the link opens in a new tab. */
export function ButtonOptionsPane({ component, onReplace }: OptionsPaneProps<ButtonComponent>) {
  const { t } = useTranslation();
  const { propValue } = component;
  const setProps = (patch: Partial<ButtonComponent['propValue']>) =>
    onReplace({ ...component, propValue: { ...propValue, ...patch } });
  return (
    <>
      <h4>{t('panelEditor.side.button')}</h4>
      <Row label={t('panelEditor.button.text')}>
        <Input
          size="small"
          maxLength={50}
          defaultValue={propValue.text}
          data-testid="button-text"
          onBlur={(e) => e.target.value !== propValue.text && setProps({ text: e.target.value })}
        />
      </Row>
      <LinkField value={propValue.link} onCommit={(link) => setProps({ link })} />
      <Row label={t('panelEditor.button.newTab')}>
        <Switch
          size="small"
          checked={propValue.newTab}
          onChange={(newTab) => setProps({ newTab })}
        />
      </Row>
    </>
  );
}
