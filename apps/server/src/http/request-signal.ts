import type { FastifyReply, FastifyRequest } from 'fastify';
import { tagCaller } from '../concurrency/caller.js';
import { abortAtShutdown } from '../concurrency/shutdown.js';

/**
 * An AbortSignal that fires when the caller goes away before the reply is sent — a closed
 * browser request cancels its database work (DESIGN §6, SECURITY E1) — or when the server
 * shuts down. It names its caller (the signed-in user, else the client address), so the data
 * sources' gates give each caller a share of their slots (SECURITY E3).
 */
export function requestSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const done = abortAtShutdown(controller);
  reply.raw.once('close', () => {
    done();
    if (!reply.raw.writableFinished) controller.abort();
  });
  return tagCaller(controller.signal, callerOfRequest(reply.request));
}

/** A user is one caller; a share-link visitor is one per link and address; else the address. */
export function callerOfRequest({ principal, ip }: FastifyRequest): string {
  if (principal?.kind === 'user') return `user:${principal.userId}`;
  if (principal?.kind === 'link') return `link:${principal.linkId}:${ip}`;
  return `ip:${ip}`;
}
