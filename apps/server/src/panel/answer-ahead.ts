import { walkComponents, type CanvasComponent } from '@tessera/contracts';

/**
 * The charts whose first answer can start with the document (issue 22 part 1): those the page
 * will ask for unfiltered, top to bottom, left to right, as the page's own queue asks near the
 * viewport first. A chart a filter widget filters is left out: the widget's default value may
 * change what it asks. (A URL filter the server cannot see costs one unneeded answer.)
 */
export function chartsAnsweredAhead(
  components: readonly CanvasComponent[],
  chartDatasets: Readonly<Record<string, string>>,
): string[] {
  const filtered = new Set<string>();
  for (const { component } of walkComponents(components)) {
    if (component.component !== 'filter') continue;
    const { viewIds, datasetId } = component.options.attrs;
    // The web's widgetTargets: the charts named, else every chart reading the widget's dataset.
    if (viewIds.length > 0) for (const id of viewIds) filtered.add(id);
    else if (datasetId !== null)
      for (const [chartId, dataset] of Object.entries(chartDatasets))
        if (dataset === datasetId) filtered.add(chartId);
  }
  const byPlace = [...components].sort(
    (a, b) => a.style.top - b.style.top || a.style.left - b.style.left,
  );
  const ids = new Set<string>();
  for (const { component } of walkComponents(byPlace))
    if (component.component === 'user-view' && !filtered.has(component.propValue.viewId))
      ids.add(component.propValue.viewId);
  return [...ids];
}
