import { BorderOutlined } from '@ant-design/icons';
import { COMPONENT_DEFAULT_SIZES, type RectComponent } from '@tessera/contracts';
import { boxCss } from '../boxStyle';
import { baseOf } from '../shared';
import type { CanvasComponentMeta, ComponentViewProps } from '../types';

/** A rectangle: its background and border, nothing inside. */
export function RectView({ component }: ComponentViewProps<RectComponent>) {
  return <div style={boxCss(component.style)} data-testid={`canvas-rect-${component.id}`} />;
}

export const rectMeta: CanvasComponentMeta<RectComponent> = {
  type: 'rect',
  labelKey: 'panelView.component.rect',
  icon: <BorderOutlined />,
  defaultSize: COMPONENT_DEFAULT_SIZES.rect,
  drawsAtScreenSize: false,
  create: ({ id, left, top }) => ({
    ...baseOf(id, {
      left,
      top,
      ...COMPONENT_DEFAULT_SIZES.rect,
      backgroundColor: '#ffffff',
      borderWidth: 1,
      borderColor: '#dcdfe6',
      borderStyle: 'solid',
      borderRadius: 0,
    }),
    component: 'rect',
    propValue: {},
  }),
  View: RectView,
};
