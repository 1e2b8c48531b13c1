import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parsePanelDocument } from './document';
import { PanelView, type PanelViewProps } from './PanelView';
import { LazyResult } from '../../../lib/LazyResult';

export interface PanelDocumentProps extends Omit<PanelViewProps, 'canvasStyle' | 'components'> {
  /** Canvas style, JSON text as stored. */
  panelStyle: string;
  /** Component list, JSON text as stored. */
  panelData: string;
}

/** A stored dashboard drawn by PanelView; one that does not parse says so, in the reader's language. */
export function PanelDocument({ panelStyle, panelData, ...view }: PanelDocumentProps) {
  const { t } = useTranslation();
  const parts = useMemo(() => parsePanelDocument(panelStyle, panelData), [panelStyle, panelData]);
  if (!parts) {
    return (
      <div data-testid="panel-document-invalid">
        <LazyResult
          status="warning"
          title={t('panelView.document.invalid')}
          subTitle={t('panelView.document.invalidHint')}
        />
      </div>
    );
  }
  return <PanelView {...view} canvasStyle={parts.canvasStyle} components={parts.components} />;
}
