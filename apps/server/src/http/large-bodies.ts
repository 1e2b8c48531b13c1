import type { FastifyReply, FastifyRequest } from 'fastify';
import { Gate, type GateLimits } from '../concurrency/gate.js';
import { AppError } from './app-error.js';
import { tagCaller } from '../concurrency/caller.js';
import { callerOfRequest, requestSignal } from './request-signal.js';

/**
 * A JSON body this long (characters) is large: parsing and checking it is work worth
 * tens of milliseconds of the one thread every request shares (a dashboard document of a
 * megabyte: about 30 ms of parsing and validating). Ordinary bodies are a few kilobytes.
 */
export const LARGE_BODY_CHARS = 64 * 1024;

/**
 * Two large bodies are worked on at once, taking turns at every yield; 32 more wait for up to
 * 15 s; beyond that the caller is told to come back (503 SERVER_BUSY). One caller holds one of
 * the two turns at most and queues 8, so a member's flood of big bodies leaves a turn to others.
 */
export const LARGE_BODY_LIMITS: GateLimits = {
  maxActive: 2,
  maxQueue: 32,
  maxWaitMs: 15_000,
  perCaller: { maxActive: 1, maxQueue: 8 },
};

/** Lets the I/O and timers that are waiting run before the caller goes on. */
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const busy = () => new AppError(503, 'SERVER_BUSY', undefined, {}, { 'Retry-After': '5' });

/**
 * Waits for a turn of `gate`, given up when the request's connection closes (the caller has
 * gone). The listener is removed again: a kept-alive connection carries many requests.
 */
async function enterWhileConnected(gate: Gate, request: FastifyRequest): Promise<() => void> {
  const controller = new AbortController();
  tagCaller(controller.signal, callerOfRequest(request));
  const socket = request.raw.socket;
  const gone = () => controller.abort();
  if (socket.destroyed) gone();
  else socket.once('close', gone);
  try {
    return await gate.enter(controller.signal);
  } finally {
    socket.off('close', gone);
  }
}

/**
 * Turns for large request bodies (SECURITY E4, E5): thirty parallel multi-megabyte saves must
 * not hold a public GET for seconds. Each large body waits for a turn of a small gate before it
 * is parsed, and routes whose handlers validate and store large documents (a dashboard save)
 * take a turn again for that work, held until their answer is sent, yielding to the loop
 * between steps. So at most two large bodies are being worked on at any moment, and whatever
 * else is waiting (a sign-in, a public page) gets the thread between their steps. Bodies are
 * read before they wait (the body deadline bounds a slow sender), so a slow upload never holds
 * a turn.
 */
export class LargeBodies {
  private readonly gate: Gate;
  /** Requests whose body was large: their handler's `turn` waits; others pass at once. */
  private readonly large = new WeakSet<FastifyRequest>();

  constructor(limits: GateLimits = LARGE_BODY_LIMITS) {
    this.gate = new Gate(limits, undefined, busy);
  }

  get stats(): { active: number; queued: number } {
    return this.gate.stats;
  }

  /**
   * Runs `parse` over a body: at once for a small one; for a large one after a turn, which ends
   * with the parse. Refused with 503 when too many are waiting, or when the caller left.
   */
  async parse<T>(request: FastifyRequest, text: string, parse: () => T): Promise<T> {
    if (text.length < LARGE_BODY_CHARS) return parse();
    this.large.add(request);
    const release = await enterWhileConnected(this.gate, request);
    try {
      // Whatever queued up while this body waited goes first.
      await yieldToLoop();
      return parse();
    } finally {
      release();
    }
  }

  /**
   * For a handler that works on its large body (validation, serialising, storing): waits for a
   * turn, held until the answer is sent or the caller goes; resolves at once for a small body.
   */
  async turn(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!this.large.has(request)) return;
    const release = await this.gate.enter(requestSignal(reply));
    reply.raw.once('close', release);
    if (reply.raw.destroyed) release();
    await yieldToLoop();
  }
}
