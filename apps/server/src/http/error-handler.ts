import type { ApiEnvelope, ErrorCode } from '@tessera/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';
import { localiseError, requestLanguage } from './localise.js';

/** Maps Fastify's own errors (body parsing, limits) onto our codes; anything else is a 500. */
function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'BAD_REQUEST');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(400, 'BAD_REQUEST');
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new AppError(fastifyError.statusCode, 'BAD_REQUEST');
  }
  return new AppError(500, 'INTERNAL_ERROR');
}

/**
 * One place turns every failure into the envelope with a localised message. Internals (stack
 * traces, SQL, driver text) stay in the log, never in the reply.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    const body: ApiEnvelope<null> = {
      success: false,
      code: appError.code,
      message: localiseError(appError, requestLanguage(request)),
      data: null,
    };
    return reply.status(appError.status).headers(appError.headers).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const code: ErrorCode = 'NOT_FOUND';
    const error = new AppError(404, code);
    return reply.status(404).send({
      success: false,
      code,
      message: localiseError(error, requestLanguage(request)),
      data: null,
    } satisfies ApiEnvelope<null>);
  });
}
