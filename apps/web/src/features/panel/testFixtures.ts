import { AxiosError, AxiosHeaders } from 'axios';
import {
  defaultCanvasStyle,
  PERMISSIONS,
  type CanvasComponent,
  type CanvasStyle,
  type ChartViewWithData,
  type ComponentStyle,
  type PanelDetail,
  type PanelTreeNode,
  type UserViewComponent,
} from '@tessera/contracts';
import { chartView } from '../chart/testFixtures';
import { salesData } from '../../charts/test/fixtures';

export const PANEL_MANAGER = [PERMISSIONS.panelRead, PERMISSIONS.panelManage];
export const PANEL_READER = [PERMISSIONS.panelRead];

export const PICTURE_URL = `/panel/image/${'c'.repeat(32)}`;
export const BACKGROUND_URL = `/panel/image/${'b'.repeat(32)}`;

const common = {
  label: '',
  animations: [],
  events: {},
  isLock: false,
  filters: [],
  linkageFilters: [],
};
const at = (
  left: number,
  top: number,
  width: number,
  height: number,
  extra: Partial<ComponentStyle> = {},
): ComponentStyle => ({
  left,
  top,
  width,
  height,
  rotate: 0,
  opacity: 1,
  ...extra,
});

/** A document holding every component type, a group inside a group included. */
export function everyComponent(): CanvasComponent[] {
  return [
    {
      ...common,
      id: 'rect-1',
      component: 'rect',
      style: at(0, 0, 800, 400, {
        backgroundColor: '#ffeecc',
        borderWidth: 2,
        borderColor: '#ff0000',
      }),
      propValue: {},
    },
    {
      ...common,
      id: 'text-1',
      component: 'text',
      style: at(20, 10, 300, 100, { fontSize: 20, color: '#333333', rotate: 15 }),
      propValue: {
        paragraphs: [
          { runs: [{ text: 'Quarterly ' }, { text: 'sales', bold: true, color: '#ff0000' }] },
          { runs: [{ text: '<img src=x onerror=alert(1)>', italic: true }] },
        ],
      },
    },
    {
      ...common,
      id: 'button-1',
      component: 'button',
      style: at(400, 20, 100, 34),
      propValue: { text: 'Open report', link: 'https://example.com/report', newTab: true },
    },
    {
      ...common,
      id: 'picture-1',
      component: 'picture',
      style: at(600, 20, 300, 200, { opacity: 0.5 }),
      propValue: { url: PICTURE_URL, fit: 'cover' },
    },
    {
      ...common,
      id: 'chart-1',
      component: 'user-view',
      style: at(20, 200, 400, 300),
      propValue: { viewId: 'v-kpi' },
    },
    {
      ...common,
      id: 'group-1',
      component: 'group',
      style: at(800, 400, 400, 200),
      propValue: [
        {
          ...common,
          id: 'g-text',
          component: 'text',
          style: at(800, 400, 200, 100),
          groupStyle: { left: 0, top: 0, width: 0.5, height: 0.5, rotate: 0 },
          propValue: { paragraphs: [{ runs: [{ text: 'In a group' }] }] },
        },
        {
          ...common,
          id: 'g-inner',
          component: 'group',
          style: at(1000, 500, 200, 100),
          groupStyle: { left: 0.5, top: 0.5, width: 0.5, height: 0.5, rotate: 30 },
          propValue: [
            {
              ...common,
              id: 'g-rect',
              component: 'rect',
              style: at(1000, 500, 100, 100),
              groupStyle: { left: 0.25, top: 0, width: 0.5, height: 1, rotate: 0 },
              propValue: {},
            },
          ],
        },
      ],
    },
  ];
}

export function canvasStyle(patch: Partial<CanvasStyle> = {}): CanvasStyle {
  return { ...defaultCanvasStyle(), ...patch };
}

/** Charts side by side (a KPI card each), for the request tests. */
export function twoCharts(viewIds = ['v-ok', 'v-broken']): UserViewComponent[] {
  return viewIds.map((viewId, i) => ({
    ...common,
    id: viewIds.indexOf(viewId) === i ? `chart-${viewId}` : `chart-${viewId}-${i}`,
    component: 'user-view' as const,
    style: at(20 + i * 420, 20, 400, 300),
    propValue: { viewId },
  }));
}

/** getData's answer for a KPI card (drawn with React, quick under jsdom). */
export const kpiAnswer = (id: string, title = 'Revenue card'): ChartViewWithData => ({
  ...chartView({ id, title, type: 'text' }),
  data: salesData({ x: [], dimensionValues: [] }),
});

export function panelDetail(patch: Partial<PanelDetail> = {}): PanelDetail {
  return {
    id: 'p-1',
    name: 'Sales overview',
    pid: 'f-demo',
    version: 3,
    panelStyle: JSON.stringify(canvasStyle()),
    panelData: JSON.stringify(twoCharts()),
    permission: 'manage',
    chartDatasets: {},
    createBy: 'Ada',
    updateBy: 'Ada',
    createTime: Date.UTC(2025, 0, 1),
    updateTime: Date.UTC(2025, 0, 2),
    ...patch,
  };
}

export const node = (
  id: string,
  name: string,
  nodeType: 'folder' | 'panel',
  children: PanelTreeNode[] = [],
  pid: string | null = null,
): PanelTreeNode => ({
  id,
  name,
  nodeType,
  pid,
  ...(nodeType === 'panel' ? { permission: 'manage' as const } : {}),
  children: children.map((child) => ({ ...child, pid: id })),
});

/** The demo tree: an empty folder first, then the demo folder with "Sales overview". */
export const DEMO_TREE: PanelTreeNode[] = [
  node('f-empty', 'Drafts', 'folder'),
  node('f-demo', 'Demo', 'folder', [
    node('p-1', 'Sales overview', 'panel'),
    node('p-2', 'Ops', 'panel'),
  ]),
];

/** An HTTP refusal as the server answers it: the envelope with its localised message. */
export const refusal = (status: number, message: string) =>
  new AxiosError('Request failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    statusText: String(status),
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { success: false, code: 'X', message, data: null },
  });
