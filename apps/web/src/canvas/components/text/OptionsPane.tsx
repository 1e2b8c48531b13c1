import { useTranslation } from 'react-i18next';

/** A text is edited on the canvas itself: the side panel says how. */
export function TextOptionsPane() {
  const { t } = useTranslation();
  return <p className="panel-side__hint">{t('panelEditor.side.textHint')}</p>;
}
