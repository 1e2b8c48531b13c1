// `npm run bench -- <name>`: runs one benchmark from this folder by name.
const BENCHES: Record<string, () => Promise<unknown>> = {
  engine: async () => (await import('./engine.js')).runEngineBench(),
  sync: async () => (await import('./sync.js')).runSyncBench(),
  web: async () => (await import('./web-bundle.js')).runWebBundleBench(),
  upload: async () => (await import('./upload.js')).runUploadBench(),
  'chart-data': async () => (await import('./chart-data.js')).runChartDataBench(),
  'chart-cache': async () => (await import('./chart-cache.js')).runChartCacheBench(),
  dashboard: async () => (await import('./dashboard.js')).runDashboardBench(),
  editor: async () => (await import('./editor.js')).runEditorBench(),
  values: async () => (await import('./values.js')).runValuesBench(),
  interact: async () => (await import('./interact.js')).runInteractBench(),
  flood: async () => (await import('./flood.js')).runFloodBench(),
  'large-saves': async () => (await import('./large-saves.js')).runLargeSavesBench(),
  users: async () => (await import('./users.js')).runUsersBench(),
  rules: async () => (await import('./rules.js')).runRulesBench(),
  'dashboard-pdf': async () => (await import('./dashboard-pdf.js')).runDashboardPdfBench(),
  export: async () => (await import('./export.js')).runExportBench(),
};

const name = process.argv[2];
if (name === 'all') {
  await (await import('./all.js')).runAllBenches(Object.keys(BENCHES));
  process.exit();
}
const bench = name === undefined ? undefined : BENCHES[name];
if (!bench) {
  console.error(`usage: npm run bench -- <${[...Object.keys(BENCHES), 'all'].join('|')}>`);
  process.exit(2);
}
await bench();

export {};
