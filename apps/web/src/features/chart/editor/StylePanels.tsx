import type { ReactNode } from 'react';
import { Collapse, ColorPicker, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ChartType, type CustomAttrInput, type CustomStyleInput } from '@tessera/contracts';
import { resolveAttrFor, resolveStyleFor } from '../../../charts/resolve';
import type { ChartTypeMeta } from '../../../charts/types';
import { setStyleValue } from './editorModel';
import { ATTR_PANELS, STYLE_PANELS, appliesTo, type Control } from './styleControls';

export interface StylePanelsProps {
  meta: ChartTypeMeta;
  attr: CustomAttrInput;
  style: CustomStyleInput;
  onAttr(attr: CustomAttrInput): void;
  onStyle(style: CustomStyleInput): void;
  /** Map charts: the area picker, when its part is merged. */
  areaSlot?: ReactNode;
}

type Sections = Record<string, Record<string, unknown> | undefined>;

/** customAttr and customStyle panels; the defaults shown are SPEC §9's plus the type's own. */
export function StylePanels({ meta, attr, style, onAttr, onStyle, areaSlot }: StylePanelsProps) {
  const { t } = useTranslation();
  const attrDefaults = resolveAttrFor(meta, {}) as unknown as Sections;
  const styleDefaults = resolveStyleFor(meta, {}) as unknown as Sections;
  const type: ChartType = meta.type;

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
    ...ATTR_PANELS.map(({ panel, controls }) => ({
      key: `attr.${panel}`,
      label: t(`chartEditor.panel.${panel}`),
      children: (
        <>
          {panel === 'color' && palette()}
          {controls
            .filter((ctl) => appliesTo(ctl, type))
            .map((ctl) =>
              control(ctl, attr, attrDefaults, (next) => onAttr(next as CustomAttrInput)),
            )}
        </>
      ),
      shown: controls.some((ctl) => appliesTo(ctl, type)),
    })),
    ...STYLE_PANELS.map(({ panel, controls }) => ({
      key: `style.${panel}`,
      label: t(`chartEditor.panel.${panel}`),
      children: controls
        .filter((ctl) => appliesTo(ctl, type))
        .map((ctl) =>
          control(ctl, style, styleDefaults, (next) => onStyle(next as CustomStyleInput)),
        ),
      shown: controls.some((ctl) => appliesTo(ctl, type)),
    })),
    ...(type === 'map'
      ? [
          {
            key: 'attr.area',
            label: t('chartEditor.panel.area'),
            children: areaSlot,
            shown: true,
          },
        ]
      : []),
  ];

  return (
    <Collapse
      size="small"
      defaultActiveKey={['attr.color']}
      items={items.filter((item) => item.shown).map(({ shown: _shown, ...item }) => item)}
      data-testid="chart-style-panels"
    />
  );
}
