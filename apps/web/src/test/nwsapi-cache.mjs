// Preloaded into every web test worker (vitest.config.ts `execArgv`). jsdom answers
// getComputedStyle by matching every CSS rule in the document against the element through
// nwsapi, which keeps compiled selectors in an LRU cache of 1,000. antd injects a few thousand
// rules, and a walk over them in order evicts each selector just before it is needed again,
// so every getComputedStyle call compiled every selector anew: about two thirds of the web
// suite's time. A larger cache changes no answer, only how often the same selector compiles.
import { readFileSync } from 'node:fs';
import Module from 'node:module';

const LIMIT_IN_SOURCE = 'CACHE_LIMIT = 1000,';
const compileJs = Module._extensions['.js'];
Module._extensions['.js'] = function loadJs(module, filename) {
  if (!filename.replaceAll('\\', '/').endsWith('/nwsapi/src/nwsapi.js'))
    return compileJs(module, filename);
  const source = readFileSync(filename, 'utf8');
  if (!source.includes(LIMIT_IN_SOURCE))
    throw new Error(
      `nwsapi-cache.cjs: "${LIMIT_IN_SOURCE}" not found in ${filename}; update the patch`,
    );
  module._compile(source.replace(LIMIT_IN_SOURCE, 'CACHE_LIMIT = 100000,'), filename);
};
