import { Radio, Select, Slider, Spin } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CanvasComponent, ComponentStyle } from '@tessera/contracts';
import { componentMeta } from '../../../canvas/components/registry';
import type { CanvasComponentMeta, OptionsPaneEditor } from '../../../canvas/components/types';
import { useEditor, useEditorStoreApi } from './editorStore';
import { FilterOptionsPane } from './interactions/FilterOptionsPane';
import { ColorField, NumberField, Row } from '../../../canvas/components/fields';

/** The editor's callbacks; the filter setup pane is this feature's own, lent to the filter type. */
export type ComponentStylePaneProps = Omit<OptionsPaneEditor, 'FilterSetup'>;

/**
 * The side panel's component tab (SPEC §3 style fields): geometry for any component, the
 * shared text and box sections where its type's meta asks for them, and the type's own options
 * pane (a button's label and link, a picture, a chart, a filter's setup). Every commit is one
 * change in the history.
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

/**
 * A type's meta, typed for any of its components: the registry pairs each type with its own
 * meta, so a component always meets the meta of its own type.
 */
const metaOf = (component: CanvasComponent) =>
  componentMeta(component.component) as unknown as CanvasComponentMeta;

function ComponentFields({
  component,
  ...callbacks
}: ComponentStylePaneProps & { component: CanvasComponent }) {
  const editor: OptionsPaneEditor = { ...callbacks, FilterSetup: FilterOptionsPane };
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const style = component.style;
  const locked = component.isLock;
  const setStyle = (patch: Partial<ComponentStyle>) =>
    store.getState().run('setComponentStyle', { id: component.id, style: patch });
  const replace = (next: CanvasComponent) => store.getState().run('replaceComponent', next);
  const meta = metaOf(component);
  const { OptionsPane } = meta;
  const options: ReactNode = OptionsPane ? (
    // Each type's pane has a chunk of its own (canvas/components/*/index.tsx).
    <Suspense fallback={<Spin size="small" />}>
      <OptionsPane component={component} onReplace={replace} editor={editor} />
    </Suspense>
  ) : null;

  return (
    <fieldset className="panel-side__fields" disabled={locked} data-testid="component-style-pane">
      <div className="panel-side__kind">
        {t(meta.nameKeyOf?.(component) ?? meta.labelKey)}
        {locked && <span className="panel-side__locked">{t('panelEditor.side.locked')}</span>}
      </div>
      {meta.optionsFirst && options}
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

      {meta.styleSections.text && (
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

      {meta.styleSections.box && (
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

      {!meta.optionsFirst && options}
    </fieldset>
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
