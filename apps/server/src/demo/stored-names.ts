import type { CanvasComponent } from '@tessera/contracts';
import { storedName, type DemoNameTable } from './names.js';

/**
 * A demo dashboard's document as the editor sends it back: its name and its components' titles
 * in the language they were shown in. One of an object's own translations is stored as the
 * seeded name again, so opening and saving a demo dashboard does not rename anything into the
 * editor's language (issue 19); any other text is the author's and is kept.
 */
export function storedDemoNames<T extends { name: string; panelData: CanvasComponent[] }>(
  table: DemoNameTable,
  panel: { id: string; name: string },
  input: T,
): T {
  const components = table.get('component');
  const back = (componentId: string, text: string) => {
    const row = components?.get(`${panel.id}:${componentId}`);
    return row && Object.values(row.names).includes(text) ? row.seeded : text;
  };
  const panelData = components
    ? input.panelData.map((component): CanvasComponent => {
        if (!components.has(`${panel.id}:${component.id}`)) return component;
        const copy = {
          ...component,
          label: back(component.id, component.label),
        } as CanvasComponent;
        if (copy.component === 'filter') {
          const attrs = copy.options.attrs;
          copy.options = {
            ...copy.options,
            attrs: { ...attrs, label: back(component.id, attrs.label) },
          };
        }
        if (copy.component === 'text') {
          copy.propValue = {
            ...copy.propValue,
            paragraphs: copy.propValue.paragraphs.map((p) => ({
              ...p,
              runs: p.runs.map((run) => ({ ...run, text: back(component.id, run.text) })),
            })),
          };
        }
        return copy;
      })
    : input.panelData;
  return {
    ...input,
    name: storedName(table, 'panel', panel.id, panel.name, input.name),
    panelData,
  };
}
