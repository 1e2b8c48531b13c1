import type { AccessContext } from '../auth/access.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** On the public allow-list (SPEC issue foundation part 6): no token needed. */
    public?: boolean;
    /** Never answer with a renewed token (logout revokes the session it came with). */
    noRefresh?: boolean;
  }
  interface FastifyRequest {
    /** Who is calling; set by the auth guard on every non-public route. */
    access: AccessContext | null;
  }
}

export {};
