import { preloadableNamed } from '../../../lib/preloadable';
import { BarChartOutlined } from '@ant-design/icons';
import { COMPONENT_DEFAULT_SIZES, type UserViewComponent } from '@tessera/contracts';
import { baseOf } from '../shared';
import type { CanvasComponentMeta } from '../types';
import { UserViewView } from './UserViewView';

// The editor's pane, in a chunk of its own: a dashboard being viewed never needs it.
const UserViewOptionsPane = preloadableNamed(() => import('./OptionsPane'), 'UserViewOptionsPane');

export const userViewMeta: CanvasComponentMeta<UserViewComponent> = {
  type: 'user-view',
  labelKey: 'panelEditor.palette.user-view',
  palette: [
    {
      item: 'user-view',
      order: 50,
      icon: <BarChartOutlined />,
      labelKey: 'panelEditor.palette.user-view',
      hintKey: 'panelEditor.palette.hint.user-view',
    },
  ],
  defaultSize: COMPONENT_DEFAULT_SIZES['user-view'],
  drawsAtScreenSize: true,
  styleSections: { text: false, box: true },
  OptionsPane: UserViewOptionsPane,
  create: ({ id, left, top, viewId }) => {
    if (!viewId) throw new Error('a chart component needs the chart it shows (viewId)');
    return {
      ...baseOf(id, { left, top, ...COMPONENT_DEFAULT_SIZES['user-view'] }),
      component: 'user-view',
      propValue: { id, viewId },
    };
  },
  View: UserViewView,
};
