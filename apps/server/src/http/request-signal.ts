import type { FastifyReply } from 'fastify';

/**
 * An AbortSignal that fires when the caller goes away before the reply is sent: a closed
 * browser request cancels its database work (DESIGN §6, SECURITY E1).
 */
export function requestSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
