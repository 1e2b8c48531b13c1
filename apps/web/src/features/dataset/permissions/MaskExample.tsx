import { useTranslation } from 'react-i18next';
import { MASK_SAMPLE, maskText } from './maskModel';

/** What the mask does to a sample value, as the numbers change. */
export function MaskExample({ keepStart, keepEnd }: { keepStart: number; keepEnd: number }) {
  const { t } = useTranslation();
  return (
    <div className="ds-muted" data-testid="mask-example">
      {t('datasetPermissions.columns.example')} <code>{MASK_SAMPLE}</code> →{' '}
      <code data-testid="mask-example-result">{maskText(MASK_SAMPLE, keepStart, keepEnd)}</code>
    </div>
  );
}
