import type { CustomStyle } from '@tessera/contracts';
import type { Obj } from './option';

/** customStyle.legend as ECharts' legend (SPEC §9 default: bottom centre, horizontal). */
export function legendOption(style: CustomStyle, names?: string[]): Obj {
  const { legend } = style;
  return {
    show: legend.show,
    type: 'scroll',
    left: legend.hPosition,
    ...(legend.vPosition === 'center' ? { top: 'middle' } : { [legend.vPosition]: 0 }),
    orient: legend.orient,
    icon: legend.icon,
    textStyle: { color: legend.color, fontSize: legend.fontSize },
    ...(names ? { data: names } : {}),
  };
}

/** Room the plot leaves for the legend, so series never sit under it. */
export function gridOption(style: CustomStyle): Obj {
  const { legend } = style;
  const room = legend.show && legend.orient === 'horizontal' ? 40 : 16;
  return {
    containLabel: true,
    left: legend.show && legend.orient === 'vertical' && legend.hPosition === 'left' ? 100 : 16,
    right: legend.show && legend.orient === 'vertical' && legend.hPosition === 'right' ? 100 : 16,
    top: legend.show && legend.vPosition === 'top' ? room : 24,
    bottom: legend.show && legend.vPosition === 'bottom' ? room : 16,
  };
}
