import type { CustomStyle, Language } from '@tessera/contracts';
import { formatMeasure } from './format';
import type { Obj } from './option';

type AxisStyle = CustomStyle['xAxis'];

/** The settings every axis takes from customStyle.xAxis / yAxis. */
function axisBase(axis: AxisStyle): Obj {
  return {
    show: axis.show,
    position: axis.position,
    name: axis.name,
    axisLabel: {
      show: axis.labelShow,
      rotate: axis.labelRotate,
      color: axis.labelColor,
      fontSize: axis.labelFontSize,
    },
    splitLine: { show: axis.splitLineShow },
  };
}

/** The category axis of a cartesian chart: the dimension values in `x`. */
export function categoryAxis(axis: AxisStyle, categories: string[]): Obj {
  return { ...axisBase(axis), type: 'category', data: categories };
}

/** The value axis: fixed min/max when set, numbers formatted for the reader. */
export function valueAxis(axis: AxisStyle, language: Language): Obj {
  const base = axisBase(axis);
  return {
    ...base,
    type: 'value',
    ...(axis.min !== null ? { min: axis.min } : {}),
    ...(axis.max !== null ? { max: axis.max } : {}),
    axisLabel: {
      ...(base.axisLabel as Obj),
      formatter: (value: number) => formatMeasure(value, language),
    },
  };
}
