import { preloadableNamed } from '../../../lib/preloadable';
import { FontSizeOutlined } from '@ant-design/icons';
import { COMPONENT_DEFAULT_SIZES, type TextComponent } from '@tessera/contracts';
import { baseOf } from '../shared';
import type { CanvasComponentMeta } from '../types';
import { TextView } from './TextView';

// The editor's pane, in a chunk of its own: a dashboard being viewed never needs it.
const TextOptionsPane = preloadableNamed(() => import('./OptionsPane'), 'TextOptionsPane');

export const textMeta: CanvasComponentMeta<TextComponent> = {
  type: 'text',
  labelKey: 'panelEditor.palette.text',
  palette: [
    {
      item: 'text',
      order: 10,
      icon: <FontSizeOutlined />,
      labelKey: 'panelEditor.palette.text',
      hintKey: 'panelEditor.palette.hint.text',
    },
  ],
  defaultSize: COMPONENT_DEFAULT_SIZES.text,
  drawsAtScreenSize: false,
  styleSections: { text: true, box: true },
  OptionsPane: TextOptionsPane,
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
