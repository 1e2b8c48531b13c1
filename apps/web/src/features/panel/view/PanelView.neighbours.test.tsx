import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import { installFakeServer } from '../../../test/fakeServer';
import type { FakeAnswer } from '../../../test/fakeHttp';
import { renderWithProviders } from '../../../test/render';
import { canvasStyle, kpiAnswer, twoCharts } from '../testFixtures';
import { PanelView } from './PanelView';

// Each chart's drawing is counted by the chart it draws: the question is who renders, not how.
const drawn = vi.hoisted(() => new Map<string, number>());
vi.mock('../../../charts/ChartRenderer', () => ({
  ChartRenderer: ({ view }: { view: { id: string } }) => {
    drawn.set(view.id, (drawn.get(view.id) ?? 0) + 1);
    return <div data-testid={`drawn-${view.id}`} />;
  },
}));
vi.mock('./preloadCharts', () => ({ preloadChartDrawing: vi.fn() }));

const dataOf = (chartId: string) => `POST /chart/view/getData/${chartId}`;

let server: ReturnType<typeof installFakeServer>;
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  drawn.clear();
  server = installFakeServer();
});

describe('PanelView: charts draw as their own answers land', () => {
  it('does not render a drawn chart again when its neighbour’s answer lands', async () => {
    const release = new Map<string, () => void>();
    for (const id of ['v-first', 'v-second']) {
      server.on(
        dataOf(id),
        () =>
          new Promise<FakeAnswer>((resolve) =>
            release.set(id, () => resolve({ data: kpiAnswer(id) })),
          ),
      );
    }
    renderWithProviders(
      <PanelView canvasStyle={canvasStyle()} components={twoCharts(['v-first', 'v-second'])} />,
    );
    await waitFor(() => expect(release.size).toBe(2));

    act(() => release.get('v-first')!());
    await screen.findByTestId('drawn-v-first');
    const first = drawn.get('v-first');

    act(() => release.get('v-second')!());
    await screen.findByTestId('drawn-v-second');
    // Let every update the second answer caused run before counting.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(drawn.get('v-first')).toBe(first);
  });
});
