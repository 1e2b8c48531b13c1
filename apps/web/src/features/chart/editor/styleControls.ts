import { COMMON_CONTROLS, type Control } from '../../../charts/common/controls';
import type { ChartTypeMeta } from '../../../charts/types';

/**
 * The style tab's control panels, in order, each named after the customAttr or customStyle
 * section its controls edit (labels `chartEditor.panel.<panel>`). Which controls a type shows
 * is its meta's fact (`styleControls`, after the common ones); this file only orders them.
 */
const ATTR_PANELS = ['color', 'size', 'label', 'tooltip'] as const;
const STYLE_PANELS = ['text', 'legend', 'xAxis', 'yAxis', 'split', 'background'] as const;

export interface ControlPanel {
  panel: string;
  /** Which document the panel's controls edit. */
  target: 'attr' | 'style';
  controls: Control[];
}

/** Every panel section, for tests that check no type declares a control no panel shows. */
export const PANEL_SECTIONS: readonly string[] = [...ATTR_PANELS, ...STYLE_PANELS];

/** The panels a type shows: the common controls, then its own, each in its section's panel. */
export function controlPanelsFor(meta: Pick<ChartTypeMeta<string>, 'styleControls'>) {
  const controls = [...COMMON_CONTROLS, ...meta.styleControls];
  const panel = (target: ControlPanel['target']) => (name: string) => ({
    panel: name,
    target,
    controls: controls.filter((ctl) => ctl.section === name),
  });
  return [...ATTR_PANELS.map(panel('attr')), ...STYLE_PANELS.map(panel('style'))].filter(
    (found): found is ControlPanel => found.controls.length > 0,
  );
}
