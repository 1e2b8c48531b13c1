import { installHttp } from '../api/client';
import { createHttp } from '../api/http';
import { browserPorts } from './browserPorts';

let installed = false;

/**
 * Installs the app's HTTP client with the browser's ports, once. The client (axios) is not part
 * of the first script: whoever makes the first call — the login page's actions or the shell —
 * calls this first.
 */
export function ensureBrowserHttp(): void {
  if (installed) return;
  installHttp(createHttp(browserPorts));
  installed = true;
}
