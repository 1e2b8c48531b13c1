import type { FastifyInstance } from 'fastify';
import type { ResourceAccess } from '../auth/resources.js';
import type { Db } from '../db/database.js';
import {
  NO_ANSWERS_AHEAD,
  type ChartAnswersAhead,
  type DashboardFolderAdvice,
  type DashboardReach,
} from '../seams/dashboards.js';
import { dashboardAdvice, dashboardReach } from './chart-refs.js';
import type { PanelDeps } from './deps.js';
import { PanelDocuments } from './documents.js';
import { PanelGroups } from './groups.js';
import { registerImageRoutes } from './image-routes.js';
import { PanelImages } from './images.js';
import { PANEL_RESOURCE } from './permissions.js';
import { registerPanelRoutes } from './routes.js';
import { PanelSubjects } from './subjects.js';
import { widgetFieldReach } from './widget-refs.js';
import type { FieldValuesParts } from '../dataset/field-values.js';

/** Dashboards: the resource kind, the services and their routes (issue 9). */
export async function registerPanels(
  app: FastifyInstance,
  deps: { db: Db; resources: ResourceAccess },
  charts: { answersAhead: ChartAnswersAhead } = { answersAhead: NO_ANSWERS_AHEAD },
): Promise<void> {
  deps.resources.register(PANEL_RESOURCE);
  const shared: PanelDeps = { ...deps, log: app.log };
  const documents = new PanelDocuments(shared);
  registerPanelRoutes(app, {
    groups: new PanelGroups(shared, documents),
    documents,
    answersAhead: charts.answersAhead,
    subjects: new PanelSubjects(shared),
  });
  await registerImageRoutes(app, new PanelImages(deps.db), deps.db);
}

/**
 * What dashboards give the chart feature through its seams: reading a chart's data through a
 * dashboard that places it, and where a new chart made from a dashboard should go.
 */
export function chartSeamsOfPanels(deps: { db: Db; resources: ResourceAccess }): {
  viaDashboard: DashboardReach;
  dashboardAdvice: DashboardFolderAdvice;
} {
  return {
    viaDashboard: dashboardReach(deps.db, deps.resources),
    dashboardAdvice: dashboardAdvice(deps.db, deps.resources),
  };
}

/** What dashboards give the dataset feature: listing a widget's field values through them. */
export function datasetSeamsOfPanels(deps: {
  db: Db;
  resources: ResourceAccess;
}): Pick<FieldValuesParts, 'viaDashboard'> {
  return { viaDashboard: widgetFieldReach(deps.db, deps.resources) };
}
