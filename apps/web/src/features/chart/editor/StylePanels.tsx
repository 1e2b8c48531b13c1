import { Suspense, type ReactNode } from 'react';
import { Collapse, ColorPicker, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomAttrInput, CustomStyleInput } from '@tessera/contracts';
import { resolveAttrFor, resolveStyleFor } from '../../../charts/resolve';
import type { ChartTypeMeta } from '../../../charts/types';
import { setStyleValue } from './editorModel';
import type { Control } from '../../../charts/common/controls';
import { controlPanelsFor } from './styleControls';

export interface StylePanelsProps {
  meta: ChartTypeMeta;
  attr: CustomAttrInput;
  style: CustomStyleInput;
  onAttr(attr: CustomAttrInput): void;
  onStyle(style: CustomStyleInput): void;
}

type Sections = Record<string, Record<string, unknown> | undefined>;

/**
 * customAttr and customStyle panels: the controls the type's meta asks for (see
 * styleControls.ts), then the panels the type draws itself. The defaults shown are SPEC §9's
 * plus the type's own.
 */
export function StylePanels({ meta, attr, style, onAttr, onStyle }: StylePanelsProps) {
  const { t } = useTranslation();
  const attrDefaults = resolveAttrFor(meta, {}) as unknown as Sections;
  const styleDefaults = resolveStyleFor(meta, {}) as unknown as Sections;

  const control = (ctl: Control, doc: object, defaults: Sections, set: (next: object) => void) => {
    const fallback = defaults[ctl.section]?.[ctl.key];
    const saved = (doc as Sections)[ctl.section]?.[ctl.key];
    const value = saved ?? fallback;
    const change = (next: unknown) => set(setStyleValue(doc, ctl.section, ctl.key, next, fallback));
    const label = t(`chartEditor.style.${ctl.section}.${ctl.key}`);
    let input: ReactNode;
    switch (ctl.kind) {
      case 'switch':
        input = (
          <Switch size="small" checked={value === true} onChange={change} aria-label={label} />
        );
        break;
      case 'number':
        input = (
          <InputNumber
            size="small"
            min={ctl.min}
            max={ctl.max}
            step={ctl.step ?? 1}
            value={typeof value === 'number' ? value : null}
            onChange={(v) => v !== null && change(v)}
            aria-label={label}
          />
        );
        break;
      case 'color':
        input = (
          <ColorPicker
            size="small"
            value={typeof value === 'string' ? value : undefined}
            onChangeComplete={(color) => change(color.toHexString())}
            aria-label={label}
          />
        );
        break;
      case 'select':
        input = (
          <Select
            size="small"
            style={{ width: 120 }}
            value={value as string}
            options={(ctl.options ?? []).map((option) => ({
              value: option,
              label: t(`chartEditor.option.${option}`),
            }))}
            onChange={change}
            aria-label={label}
          />
        );
        break;
      case 'text':
        input = (
          <Input
            size="small"
            style={{ width: 140 }}
            maxLength={ctl.section === 'xAxis' || ctl.section === 'yAxis' ? 50 : 100}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => change(event.target.value)}
            aria-label={label}
          />
        );
        break;
    }
    return (
      <label key={`${ctl.section}.${ctl.key}`} className="chart-style__row">
        <span>{label}</span>
        {input}
      </label>
    );
  };

  const palette = () => {
    const colors = (attr.color?.colors ?? attrDefaults.color?.colors) as string[];
    return (
      <div className="chart-style__palette" data-testid="chart-palette">
        {colors.map((colour, index) => (
          <ColorPicker
            key={index}
            size="small"
            value={colour}
            onChangeComplete={(next) => {
              const updated = colors.map((old, i) => (i === index ? next.toHexString() : old));
              onAttr(setStyleValue(attr, 'color', 'colors', updated, attrDefaults.color?.colors));
            }}
          />
        ))}
      </div>
    );
  };

  const items = [
    ...controlPanelsFor(meta).map(({ panel, target, controls }) => ({
      key: `${target}.${panel}`,
      label: t(`chartEditor.panel.${panel}`),
      children: (
        <>
          {target === 'attr' && panel === 'color' && palette()}
          {controls.map((ctl) =>
            target === 'attr'
              ? control(ctl, attr, attrDefaults, (next) => onAttr(next as CustomAttrInput))
              : control(ctl, style, styleDefaults, (next) => onStyle(next as CustomStyleInput)),
          )}
        </>
      ),
    })),
    ...(meta.stylePanels ?? []).map(({ panel, Editor }) => ({
      key: `attr.${panel}`,
      label: t(`chartEditor.panel.${panel}`),
      children: (
        <Suspense fallback={null}>
          <Editor attr={attr} onAttr={onAttr} />
        </Suspense>
      ),
    })),
  ];

  return (
    <Collapse
      size="small"
      defaultActiveKey={['attr.color']}
      items={items}
      data-testid="chart-style-panels"
    />
  );
}
