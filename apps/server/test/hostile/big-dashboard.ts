// Large dashboard documents for the E4/E5 load tests and the large-saves bench: text components
// of many short formatted runs, the shape that costs a validator the most per byte, sized to a
// target length of panelData text.

/** One text component of `runs` short runs (every other one bold), placed on a grid. */
function textComponent(index: number, runs: number): Record<string, unknown> {
  const paragraphs: { runs: { text: string; bold?: boolean }[] }[] = [];
  for (let left = runs; left > 0; left -= 50) {
    const count = Math.min(50, left);
    paragraphs.push({
      runs: Array.from({ length: count }, (_, i) =>
        i % 2 === 0 ? { text: `Revenue ${index}-${i} `, bold: true } : { text: 'grew by ' },
      ),
    });
  }
  return {
    id: `text${index}`,
    component: 'text',
    label: `Note ${index}`,
    style: {
      left: 16 + (index % 8) * 196,
      top: 16 + Math.floor(index / 8) * 116,
      width: 180,
      height: 100,
    },
    propValue: { paragraphs },
  };
}

/**
 * panelData text of `components` text components, about `chars` long (within a few hundred
 * characters): the runs per component are chosen to fill the target.
 */
export function bigPanelData(components: number, chars: number): string {
  const probe = (runs: number) => JSON.stringify(textComponent(components, runs)).length + 1;
  const base = probe(0);
  const perRun = (probe(100) - base) / 100;
  const runs = Math.max(1, Math.round((chars / components - base) / perRun));
  return JSON.stringify(Array.from({ length: components }, (_, i) => textComponent(i, runs)));
}
