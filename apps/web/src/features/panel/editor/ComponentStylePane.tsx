import { Button, Input, Radio, Select, Slider, Switch } from 'antd';
import { BarChartOutlined, EditOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { externalLinkSchema, type CanvasComponent, type ComponentStyle } from '@tessera/contracts';
import { replaceComponent } from '../../../canvas/core/edits';
import { useEditor, useEditorStoreApi } from './editorStore';
import { ColorField, NumberField, Row } from './fields';
import { FilterOptionsPane } from './interactions/FilterOptionsPane';

export interface ComponentStylePaneProps {
  onPickChart(componentId: string): void;
  onEditChart(viewId: string): void;
  onDetails(viewId: string): void;
  onPickPicture(componentId: string): void;
}

/** Which SPEC §3 style fields each kind of component offers beyond its geometry. */
const TEXT_FIELDS = new Set(['text', 'button', 'filter']);
const BOX_FIELDS = new Set(['text', 'rect', 'button', 'picture', 'user-view']);

/**
 * The side panel's component tab (SPEC §3 style fields): geometry for any component, text and
 * box look where the kind has them, and the kind's own settings (a button's label and link, a
 * picture, a chart). Every commit is one change in the history.
 */
export function ComponentStylePane(props: ComponentStylePaneProps) {
  const { t } = useTranslation();
  const selection = useEditor((s) => s.editor.selection);
  const component = useEditor((s) =>
    s.editor.selection.length === 1
      ? s.editor.doc.components.find((c) => c.id === s.editor.selection[0])
      : undefined,
  );
  if (selection.length > 1)
    return (
      <p className="panel-side__hint">
        {t('panelEditor.side.several', { count: selection.length })}
      </p>
    );
  if (!component) return <p className="panel-side__hint">{t('panelEditor.side.none')}</p>;
  return <ComponentFields key={component.id} component={component} {...props} />;
}

function ComponentFields({
  component,
  onPickChart,
  onEditChart,
  onDetails,
  onPickPicture,
}: ComponentStylePaneProps & { component: CanvasComponent }) {
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const style = component.style;
  const locked = component.isLock;
  const setStyle = (patch: Partial<ComponentStyle>) =>
    store.getState().run('setComponentStyle', { id: component.id, style: patch });
  const replace = (next: CanvasComponent) =>
    store.getState().apply((s) => replaceComponent(s, next));
  const kind = component.component;

  return (
    <fieldset className="panel-side__fields" disabled={locked} data-testid="component-style-pane">
      <div className="panel-side__kind">
        {component.component === 'filter'
          ? t(`filters.widget.${component.serviceName}`)
          : t(`panelEditor.palette.${kind === 'group' ? 'group' : kind}`)}
        {locked && <span className="panel-side__locked">{t('panelEditor.side.locked')}</span>}
      </div>
      {component.component === 'filter' && <FilterOptionsPane component={component} />}
      <h4>{t('panelEditor.side.position')}</h4>
      <div className="panel-side__grid">
        <Row label="X">
          <NumberField
            value={style.left}
            onCommit={(left) => setStyle({ left })}
            testId="style-left"
          />
        </Row>
        <Row label="Y">
          <NumberField value={style.top} onCommit={(top) => setStyle({ top })} testId="style-top" />
        </Row>
        <Row label={t('panelEditor.style.width')}>
          <NumberField
            value={style.width}
            min={10}
            max={20000}
            onCommit={(width) => setStyle({ width })}
            testId="style-width"
          />
        </Row>
        <Row label={t('panelEditor.style.height')}>
          <NumberField
            value={style.height}
            min={10}
            max={20000}
            onCommit={(height) => setStyle({ height })}
            testId="style-height"
          />
        </Row>
        <Row label={t('panelEditor.style.rotate')}>
          <NumberField
            value={style.rotate}
            min={-360}
            max={360}
            suffix="°"
            onCommit={(rotate) => setStyle({ rotate })}
            testId="style-rotate"
          />
        </Row>
      </div>
      <Row label={t('panelEditor.style.opacity')}>
        <Slider
          min={0}
          max={1}
          step={0.05}
          value={style.opacity}
          onChangeComplete={(opacity: number) => setStyle({ opacity })}
        />
      </Row>

      {TEXT_FIELDS.has(kind) && (
        <>
          <h4>{t('panelEditor.side.text')}</h4>
          <div className="panel-side__grid">
            <Row label={t('panelEditor.style.fontSize')}>
              <NumberField
                value={style.fontSize ?? 14}
                min={6}
                max={200}
                onCommit={(fontSize) => setStyle(withFontSize(style, fontSize))}
                testId="style-fontSize"
              />
            </Row>
            <Row label={t('panelEditor.style.fontWeight')}>
              <Select
                size="small"
                value={String(style.fontWeight ?? 'normal')}
                style={{ width: '100%' }}
                options={['normal', 'bold', '300', '500', '700', '900'].map((v) => ({
                  value: v,
                  label: v,
                }))}
                onChange={(v: string) =>
                  setStyle({ fontWeight: /^\d+$/.test(v) ? Number(v) : (v as 'normal' | 'bold') })
                }
              />
            </Row>
            <Row label={t('panelEditor.style.lineHeight')}>
              <NumberField
                value={style.lineHeight}
                min={0}
                max={500}
                onCommit={(lineHeight) => setStyle({ lineHeight })}
              />
            </Row>
            <Row label={t('panelEditor.style.letterSpacing')}>
              <NumberField
                value={style.letterSpacing ?? 0}
                min={-20}
                max={100}
                onCommit={(letterSpacing) => setStyle({ letterSpacing })}
              />
            </Row>
          </div>
          <Row label={t('panelEditor.style.textAlign')}>
            <Radio.Group
              size="small"
              value={style.textAlign ?? 'left'}
              onChange={(e) =>
                setStyle({ textAlign: e.target.value as ComponentStyle['textAlign'] })
              }
              options={(['left', 'center', 'right', 'justify'] as const).map((v) => ({
                value: v,
                label: t(`panelEditor.style.align.${v}`),
              }))}
              optionType="button"
            />
          </Row>
          <Row label={t('panelEditor.style.color')}>
            <ColorField
              value={style.color}
              onCommit={(color) => setStyle({ color })}
              testId="style-color"
            />
          </Row>
        </>
      )}

      {BOX_FIELDS.has(kind) && (
        <>
          <h4>{t('panelEditor.side.box')}</h4>
          <Row label={t('panelEditor.style.backgroundColor')}>
            <ColorField
              value={style.backgroundColor}
              allowClear
              onCommit={(backgroundColor) => setStyle({ backgroundColor })}
              testId="style-backgroundColor"
            />
          </Row>
          <div className="panel-side__grid">
            <Row label={t('panelEditor.style.borderWidth')}>
              <NumberField
                value={style.borderWidth ?? 0}
                min={0}
                max={100}
                onCommit={(borderWidth) => setStyle({ borderWidth })}
              />
            </Row>
            <Row label={t('panelEditor.style.borderRadius')}>
              <NumberField
                value={style.borderRadius ?? 0}
                min={0}
                max={10000}
                onCommit={(borderRadius) => setStyle({ borderRadius })}
              />
            </Row>
          </div>
          <Row label={t('panelEditor.style.borderStyle')}>
            <Select
              size="small"
              value={style.borderStyle ?? 'solid'}
              style={{ width: '100%' }}
              options={(['solid', 'dashed', 'dotted', 'none'] as const).map((v) => ({
                value: v,
                label: t(`panelEditor.style.border.${v}`),
              }))}
              onChange={(borderStyle: ComponentStyle['borderStyle']) => setStyle({ borderStyle })}
            />
          </Row>
          <Row label={t('panelEditor.style.borderColor')}>
            <ColorField
              value={style.borderColor}
              onCommit={(borderColor) => setStyle({ borderColor })}
            />
          </Row>
        </>
      )}

      {component.component === 'text' && (
        <p className="panel-side__hint">{t('panelEditor.side.textHint')}</p>
      )}

      {component.component === 'button' && (
        <>
          <h4>{t('panelEditor.side.button')}</h4>
          <Row label={t('panelEditor.button.text')}>
            <Input
              size="small"
              maxLength={50}
              defaultValue={component.propValue.text}
              data-testid="button-text"
              onBlur={(e) =>
                e.target.value !== component.propValue.text &&
                replace({
                  ...component,
                  propValue: { ...component.propValue, text: e.target.value },
                })
              }
            />
          </Row>
          <LinkField
            value={component.propValue.link}
            onCommit={(link) =>
              replace({ ...component, propValue: { ...component.propValue, link } })
            }
          />
          <Row label={t('panelEditor.button.newTab')}>
            <Switch
              size="small"
              checked={component.propValue.newTab}
              onChange={(newTab) =>
                replace({ ...component, propValue: { ...component.propValue, newTab } })
              }
            />
          </Row>
        </>
      )}

      {component.component === 'picture' && (
        <>
          <h4>{t('panelEditor.side.picture')}</h4>
          <Button
            size="small"
            icon={<UploadOutlined />}
            onClick={() => onPickPicture(component.id)}
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
                replace({ ...component, propValue: { ...component.propValue, fit } })
              }
            />
          </Row>
        </>
      )}

      {component.component === 'user-view' && (
        <>
          <h4>{t('panelEditor.side.chart')}</h4>
          <div className="panel-side__buttons">
            <Button
              size="small"
              icon={<BarChartOutlined />}
              onClick={() => onPickChart(component.id)}
              data-testid="chart-change"
            >
              {t('panelEditor.chart.change')}
            </Button>
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={() => onEditChart(component.propValue.viewId)}
              data-testid="chart-edit"
            >
              {t('panelEditor.chart.edit')}
            </Button>
            <Button
              size="small"
              icon={<EyeOutlined />}
              onClick={() => onDetails(component.propValue.viewId)}
            >
              {t('panelEditor.context.details')}
            </Button>
          </div>
        </>
      )}
    </fieldset>
  );
}

/** A button's link: SPEC §5 external links only (http(s):, mailto:, tel:), checked as typed. */
function LinkField({ value, onCommit }: { value: string; onCommit(link: string): void }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const check = (text: string) =>
    text === '' || externalLinkSchema.safeParse(text).success
      ? null
      : t('validation.link.external');
  return (
    <Row label={t('panelEditor.button.link')}>
      <Input
        size="small"
        defaultValue={value}
        placeholder="https://"
        status={problem ? 'error' : undefined}
        data-testid="button-link"
        onChange={(e) => problem && setProblem(check(e.target.value.trim()))}
        onBlur={(e) => {
          const text = e.target.value.trim();
          const found = check(text);
          setProblem(found);
          if (!found && text !== value) onCommit(text);
        }}
      />
      {problem && (
        <span className="panel-side__error" role="alert" data-testid="button-link-error">
          {problem}
        </span>
      )}
    </Row>
  );
}

/**
 * A new font size; a line height set in pixels that would now be shorter than the letters
 * grows with it (1.5 lines), so a larger title is not cut off at the top.
 */
export function withFontSize(style: ComponentStyle, fontSize: number): Partial<ComponentStyle> {
  if (style.lineHeight !== undefined && style.lineHeight < fontSize * 1.2)
    return { fontSize, lineHeight: Math.round(fontSize * 1.5) };
  return { fontSize };
}
