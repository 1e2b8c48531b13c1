import { FontSizeOutlined } from '@ant-design/icons';
import { COMPONENT_DEFAULT_SIZES, type TextComponent } from '@tessera/contracts';
import { baseOf } from '../shared';
import type { CanvasComponentMeta } from '../types';
import { TextView } from './TextView';

export const textMeta: CanvasComponentMeta<TextComponent> = {
  type: 'text',
  labelKey: 'panelView.component.text',
  icon: <FontSizeOutlined />,
  defaultSize: COMPONENT_DEFAULT_SIZES.text,
  drawsAtScreenSize: false,
  create: ({ id, left, top }) => ({
    ...baseOf(id, {
      left,
      top,
      ...COMPONENT_DEFAULT_SIZES.text,
      fontSize: 14,
      fontWeight: 400,
      lineHeight: 22,
      letterSpacing: 0,
      textAlign: 'left',
      color: '#303133',
    }),
    component: 'text',
    propValue: { paragraphs: [] },
  }),
  View: TextView,
};
