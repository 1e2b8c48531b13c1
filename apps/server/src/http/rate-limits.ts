import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './app-error.js';

/**
 * Per-route request budgets (`config.rateLimit` on a route): counted per signed-in user (per
 * address for anonymous callers), in memory, or in Redis when TESSERA_REDIS_URL is set so every
 * replica shares the count. Nothing is limited unless a route asks.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redisUrl: string | null,
): Promise<void> {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: true })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  await app.register(rateLimit, {
    global: false,
    // After authentication: the budget belongs to the user, not to a shared office address.
    hook: 'preHandler',
    ...(redis ? { redis, nameSpace: 'tessera-rate-' } : {}),
    keyGenerator: (request) =>
      request.principal?.kind === 'user' ? `user:${request.principal.userId}` : `ip:${request.ip}`,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        undefined,
        {},
        {
          'Retry-After': String(Math.ceil(context.ttl / 1000)),
        },
      ),
  });
}
