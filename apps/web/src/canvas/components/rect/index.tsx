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
  labelKey: 'panelEditor.palette.rect',
  palette: [
    {
      item: 'rect',
      order: 20,
      icon: <BorderOutlined />,
      labelKey: 'panelEditor.palette.rect',
      hintKey: 'panelEditor.palette.hint.rect',
    },
  ],
  defaultSize: COMPONENT_DEFAULT_SIZES.rect,
  drawsAtScreenSize: false,
  styleSections: { text: false, box: true },
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
