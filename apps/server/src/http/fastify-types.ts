import type { Principal } from '../auth/access.js';
import type { LoadedResource } from '../auth/resources.js';
import type { RouteAccess } from '../auth/route-access.js';
import type { LargeBodies } from './large-bodies.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (auth/route-access.ts); required on every route. */
    access?: RouteAccess;
    /** Never answer with a renewed token (logout revokes the session it came with). */
    noRefresh?: boolean;
    /** A file upload: its body may take the long upload budget (http/server-timeouts.ts). */
    upload?: boolean;
    /**
     * The most values (commas) the JSON body may hold, checked before it is parsed
     * (http/json-body.ts): routes whose bodies are filter values say how many they take.
     */
    maxJsonValues?: number;
    /** Reads a data source: counted in the caller's share of calls (http/caller-shares.ts). */
    dataCall?: boolean;
    /** One of the built web app's files (web/static.ts): never shed for the loop's lag. */
    builtFile?: boolean;
  }
  interface FastifyInstance {
    /** Turns for large request bodies (http/large-bodies.ts). */
    largeBodies: LargeBodies;
  }
  interface FastifyRequest {
    /** Who is calling; set by the authentication hook on every non-public route. */
    principal: Principal | null;
    /** The object of an object route, loaded and checked by the authorisation preHandler. */
    resource: LoadedResource | null;
  }
}

export {};
