import { Button, Radio, Select, Switch } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CanvasStyle } from '@tessera/contracts';
import { useEditor, useEditorStoreApi } from './editorStore';
import { ColorField, NumberField, Row } from '../../../canvas/components/fields';
import { ThemePicker } from './ThemePicker';

/** The side panel's canvas tab (SPEC §3 canvas style): size, zoom, preview fit, grid, background, gap, theme. */
export function CanvasStylePane({ onPickBackground }: { onPickBackground(): void }) {
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const canvas = useEditor((s) => s.editor.doc.canvasStyle);
  const set = (patch: Partial<CanvasStyle>) => store.getState().run('setCanvasStyle', patch);
  const setPanel = (patch: Partial<CanvasStyle['panel']>) =>
    set({ panel: { ...canvas.panel, ...patch } });

  return (
    <div className="panel-side__fields" data-testid="canvas-style-pane">
      <h4>{t('panelEditor.canvas.size')}</h4>
      <div className="panel-side__grid">
        <Row label={t('panelEditor.style.width')}>
          <NumberField
            value={canvas.width}
            min={100}
            max={10000}
            onCommit={(width) => set({ width })}
            testId="canvas-width"
          />
        </Row>
        <Row label={t('panelEditor.style.height')}>
          <NumberField
            value={canvas.height}
            min={100}
            max={20000}
            onCommit={(height) => set({ height })}
            testId="canvas-height"
          />
        </Row>
      </div>
      <Row label={t('panelEditor.canvas.selfAdaption')}>
        <Switch
          size="small"
          checked={canvas.selfAdaption}
          onChange={(selfAdaption) => set({ selfAdaption })}
          data-testid="canvas-selfAdaption"
        />
      </Row>
      {!canvas.selfAdaption && (
        <Row label={t('panelEditor.canvas.previewScale')}>
          <Select
            size="small"
            value={canvas.scaleWidth}
            style={{ width: '100%' }}
            options={[50, 75, 100, 125, 150].map((v) => ({ value: v, label: `${v}%` }))}
            onChange={(v: number) => set({ scaleWidth: v, scaleHeight: v })}
          />
        </Row>
      )}
      <Row label={t('panelEditor.canvas.matrix')}>
        <Switch
          size="small"
          checked={canvas.auxiliaryMatrix}
          onChange={(auxiliaryMatrix) => set({ auxiliaryMatrix })}
          data-testid="canvas-matrix"
        />
      </Row>
      <Row label={t('panelEditor.canvas.commonStyle')}>
        <Switch
          size="small"
          checked={canvas.openCommonStyle}
          onChange={(openCommonStyle) => set({ openCommonStyle })}
        />
      </Row>
      <Row label={t('panelEditor.canvas.gap')}>
        <Switch
          size="small"
          checked={canvas.panel.gap === 'yes'}
          onChange={(on) => setPanel({ gap: on ? 'yes' : 'no' })}
          data-testid="canvas-gap"
        />
      </Row>

      <h4>{t('panelEditor.canvas.background')}</h4>
      <Radio.Group
        size="small"
        optionType="button"
        value={canvas.panel.backgroundType}
        onChange={(e) => setPanel({ backgroundType: e.target.value as 'color' | 'image' })}
        options={[
          { value: 'color', label: t('panelEditor.canvas.backgroundColor') },
          { value: 'image', label: t('panelEditor.canvas.backgroundImage') },
        ]}
      />
      {canvas.panel.backgroundType === 'color' ? (
        <Row label={t('panelEditor.style.color')}>
          <ColorField
            value={canvas.panel.color}
            onCommit={(color) => color && setPanel({ color })}
            testId="canvas-color"
          />
        </Row>
      ) : (
        <Button
          size="small"
          icon={<UploadOutlined />}
          onClick={onPickBackground}
          data-testid="canvas-background-upload"
        >
          {canvas.panel.imageUrl
            ? t('panelEditor.picture.replace')
            : t('panelEditor.picture.upload')}
        </Button>
      )}

      <h4>{t('panelEditor.theme.title')}</h4>
      <ThemePicker />
    </div>
  );
}
