import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

// The API server of `npm run dev` (apps/server) listens here; the dev server proxies to it so
// requests stay same-origin, exactly as in production where the server serves this build.
const API_TARGET = process.env.TESSERA_API ?? 'http://127.0.0.1:8100';
const proxied = [
  '/api',
  '/system',
  '/anonymous',
  '/about',
  '/datasource',
  '/dataset',
  '/chart',
  '/panel',
  '/geo',
];

const PREFETCH_ENTRY = 'src/boot/prefetch.ts';
const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * index.html gets a second, tiny module script (src/boot/prefetch.ts) ahead of the app's. Vite
 * would merge a script written into index.html with the app's entry, so it is built as an entry
 * of its own and its tag added here.
 */
function prefetchScript(): Plugin {
  return {
    name: 'tessera-prefetch-script',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const built = context.bundle
          ? Object.values(context.bundle).find(
              (output) => output.type === 'chunk' && output.isEntry && output.name === 'prefetch',
            )
          : undefined;
        if (context.bundle && !built) throw new Error('prefetch entry missing from the build');
        return [
          {
            tag: 'script',
            // async: it runs the moment it arrives, ahead of the app script still loading.
            attrs: {
              type: 'module',
              async: true,
              src: built ? `/${built.fileName}` : `/${PREFETCH_ENTRY}`,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * antd's form context (antd/es/form/context.js), which every Button reaches through
 * Space.Compact's ContextIsolator, imports rc-form's index for its FormProvider alone. That
 * index assigns Field, List, useForm and useWatch onto the Form component — statements the
 * bundler must keep — so all of rc-form and async-validator came with every screen (about
 * 20 KiB gzip of the dashboard's first screen, issue 22). Pointed at the module that defines
 * FormProvider (the same module the index re-exports, so the same React context), the context
 * brings that module only; the pages with forms still import rc-form whole through antd's Form.
 */
function rcFormProviderOnly(): Plugin {
  const formContext = /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;
  return {
    name: 'tessera-rc-form-provider-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@rc-component/form' || !importer || !formContext.test(importer)) return null;
      return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [react(), prefetchScript(), precompress(), rcFormProviderOnly()],
  build: {
    modulePreload: {
      // The dashboard export (features/panel/export/DashboardExportRun) loads on a click and
      // its chunk's own imports fetch what it needs then. Listed for preloading, its ~50
      // dependencies' names would sit in the preview page's chunk that every dashboard opening
      // downloads. (It has no CSS of its own that the preload would have to bring.)
      resolveDependencies: (file, deps) => (/DashboardExportRun-/.test(file) ? [] : deps),
    },
    rolldownOptions: {
      input: { index: path('index.html'), prefetch: path(PREFETCH_ENTRY) },
      treeshake: {
        // packages/contracts only declares constants, functions and zod schemas: a module of it
        // whose exports go unused can go, and so can a schema nobody uses (zod builders are pure).
        // Without this, importing one constant from the package pulls in zod and every schema.
        // manualPureFunctions matches by name: any call through an identifier `z` counts as
        // pure, so `z` stays reserved for zod in this app.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
        ],
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          // React and i18next are what every screen runs first, the login page included: each in
          // a chunk of its own that survives app releases in the browser cache. antd is left to
          // the automatic split, so the shell loads the components its first page uses and the
          // data-source pages bring Table, Drawer and Form; its icons are imported one by one.
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 20,
            },
            {
              name: 'i18n',
              test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }]),
    ),
  },
});
