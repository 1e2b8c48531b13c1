import type { GroupComponent } from '@tessera/contracts';
import { baseOf } from '../shared';
import type { CanvasComponentMeta } from '../types';
import { GroupView } from './GroupView';

/**
 * A group is made by composing selected components (the editor's compose action fills its
 * children and their groupStyle); `create` gives an empty one of a nominal size.
 */
export const groupMeta: CanvasComponentMeta<GroupComponent> = {
  type: 'group',
  labelKey: 'panelEditor.palette.group',
  defaultSize: { width: 200, height: 200 },
  drawsAtScreenSize: true,
  styleSections: { text: false, box: false },
  create: ({ id, left, top }) => ({
    ...baseOf(id, { left, top, width: 200, height: 200 }),
    component: 'group',
    propValue: [],
  }),
  View: GroupView,
};
