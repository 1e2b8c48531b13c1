import type { FastifyInstance } from 'fastify';
import { GeoStore } from './geo-store.js';
import { registerMapRoutes } from './routes.js';

/** The shipped data never changes while the process runs: one copy, read on first use. */
let shared: GeoStore | undefined;
const sharedStore = (): GeoStore => (shared ??= new GeoStore());

/** Maps (issue 8 part 4): the shipped boundary data and its two routes. */
export function registerMaps(app: FastifyInstance, store: () => GeoStore = sharedStore): void {
  registerMapRoutes(app, store);
}
