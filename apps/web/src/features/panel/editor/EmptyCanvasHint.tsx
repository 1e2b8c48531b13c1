import { BarChartOutlined, FontSizeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaletteItem } from './paletteItems';

/**
 * What an empty canvas says (issue 19 part 7): what to do next, with the two first steps at
 * hand. Drawn over the canvas without taking its pointer events, so drops and the rubber band
 * still reach it; it goes once anything is placed.
 */
export function EmptyCanvasHint({ onAdd }: { onAdd(item: PaletteItem): void }) {
  const { t } = useTranslation();
  return (
    <div className="editor-empty-hint" data-testid="editor-empty-hint" role="note">
      <div className="editor-empty-hint__box">
        <h3>{t('defaults.emptyCanvas.title')}</h3>
        <p>{t('defaults.emptyCanvas.body')}</p>
        <div className="editor-empty-hint__actions">
          <Button
            type="primary"
            icon={<BarChartOutlined />}
            onClick={() => onAdd('user-view')}
            data-testid="editor-empty-add-chart"
          >
            {t('defaults.emptyCanvas.addChart')}
          </Button>
          <Button
            icon={<FontSizeOutlined />}
            onClick={() => onAdd('text')}
            data-testid="editor-empty-add-text"
          >
            {t('defaults.emptyCanvas.addText')}
          </Button>
        </div>
      </div>
    </div>
  );
}
