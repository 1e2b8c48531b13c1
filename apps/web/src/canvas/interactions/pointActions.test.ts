import { describe, expect, it } from 'vitest';
import { decodeUrlFilter, type PanelJump } from '@tessera/contracts';
import { canDrill, clickedDimensions, drillStepOf, jumpHref, pointActions } from './pointActions';

/** The dashboard feature's preview route, as the page hands it down. */
const previewRoute = (id: string) => `/preview/${encodeURIComponent(id)}`;

const fields = [
  { key: 'd0', fieldId: 'f-province', name: 'Province', deType: 0, role: 'dimension' },
  { key: 'd1', fieldId: 'f-channel', name: 'Channel', deType: 0, role: 'dimension' },
  { key: 'm0', fieldId: 'f-amount', name: 'Amount', deType: 2, role: 'measure' },
] as const;

describe('what a click on a chart point does (SPEC §2, §4)', () => {
  it('reads the clicked values of the shown dimensions, a series naming the second', () => {
    const data = { fields: [...fields] };
    expect(clickedDimensions(data, ['Zhejiang', 'Online'], null)).toEqual([
      { fieldId: 'f-province', value: 'Zhejiang', dateGrouping: undefined },
      { fieldId: 'f-channel', value: 'Online', dateGrouping: undefined },
    ]);
    expect(clickedDimensions(data, ['Zhejiang'], 'Store')[1]?.value).toBe('Store');
  });

  it('drills at most drillFields − 1 levels', () => {
    expect(canDrill(0, 0)).toBe(false);
    expect(canDrill(1, 0)).toBe(false);
    expect(canDrill(2, 0)).toBe(true);
    expect(canDrill(2, 1)).toBe(false);
    expect(canDrill(3, 1)).toBe(true);
    expect(drillStepOf([{ fieldId: 'f-province', value: 'Zhejiang' }])).toEqual({
      dimensionList: [{ fieldId: 'f-province', value: 'Zhejiang' }],
    });
    expect(drillStepOf([{ fieldId: 'f-province', value: null }])).toBeNull();
  });

  it('offers drill, linkage and jump only where they apply', () => {
    const clicked = [{ fieldId: 'f-province', value: 'Zhejiang' }];
    const linkage = [
      {
        sourceViewId: 'v-1',
        targetViewId: 'v-2',
        fields: [{ sourceFieldId: 'f-province', targetFieldId: 'f-province' }],
      },
    ];
    const jumps: PanelJump[] = [
      {
        sourceViewId: 'v-1',
        sourceFieldId: null,
        target: { type: 'url', url: 'https://example.org' },
        newTab: true,
      },
    ];
    const base = { viewId: 'v-1', drillFieldCount: 2, drillLevel: 0, clicked };
    expect(pointActions({ ...base, linkage, jumps })).toEqual(['drill', 'linkage', 'jump']);
    expect(pointActions({ ...base, drillLevel: 1, linkage: [], jumps: [] })).toEqual([]);
    expect(pointActions({ ...base, viewId: 'v-2', drillFieldCount: 0, linkage, jumps })).toEqual(
      [],
    );
  });

  it('jumps to another dashboard carrying the clicked value as a URL filter', () => {
    const jump: PanelJump = {
      sourceViewId: 'v-1',
      sourceFieldId: 'f-channel',
      target: { type: 'panel', panelId: 'p 2', datasetId: 'ds', fieldId: 'f-ch' },
      newTab: false,
    };
    const href = jumpHref(
      jump,
      [
        { fieldId: 'f-province', value: 'Zhejiang' },
        { fieldId: 'f-channel', value: 'Online' },
      ],
      previewRoute,
    );
    // A hash route: the server serves the app at '/', never at '/preview/...'.
    expect(href?.startsWith('#/preview/p%202?filter=')).toBe(true);
    const route = new URL(href as string, 'http://x/').hash.slice(1);
    const text = new URL(route, 'http://x').searchParams.get('filter');
    expect(decodeUrlFilter(text)).toEqual([{ d: 'ds', f: 'f-ch', o: 'eq', v: ['Online'] }]);
    const plain: PanelJump = {
      ...jump,
      target: { type: 'panel', panelId: 'p-3', datasetId: null, fieldId: null },
    };
    expect(jumpHref(plain, [], previewRoute)).toBe('#/preview/p-3');
  });

  it('opens only http(s), mailto and tel links (SPEC §5)', () => {
    const link = (url: string): PanelJump => ({
      sourceViewId: 'v-1',
      sourceFieldId: null,
      target: { type: 'url', url },
      newTab: true,
    });
    expect(jumpHref(link('https://example.org/a'), [], previewRoute)).toBe('https://example.org/a');
    expect(jumpHref(link('mailto:a@b.c'), [], previewRoute)).toBe('mailto:a@b.c');
    expect(jumpHref(link('javascript:alert(1)'), [], previewRoute)).toBeNull();
    expect(jumpHref(link('data:text/html,x'), [], previewRoute)).toBeNull();
  });
});
