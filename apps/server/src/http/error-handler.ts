import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DEFAULT_LANGUAGE, type ApiEnvelope, type Language } from '@tessera/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorDataValue } from './app-error.js';
import { localiseError, requestLanguage } from './localise.js';
import { SECURITY_HEADERS } from './security-headers.js';

/** Maps Fastify's own errors (body parsing, limits, routing) onto our codes; else a 500. */
function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError(414, 'URI_TOO_LONG');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_BAD_URL':
      return new AppError(400, 'BAD_REQUEST');
  }
  // JSON.parse's own SyntaxError and friends carry a 400 from the body parser.
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new AppError(fastifyError.statusCode, 'BAD_REQUEST');
  }
  return new AppError(500, 'INTERNAL_ERROR');
}

const envelope = (
  error: AppError,
  language: Language,
): ApiEnvelope<Record<string, ErrorDataValue> | null> => ({
  success: false,
  code: error.code,
  message: localiseError(error, language),
  data: error.data,
});

/** Sends a failure as the envelope with the security headers; never echoes the request. */
function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
  return reply
    .status(appError.status)
    .headers(SECURITY_HEADERS)
    .headers(appError.headers)
    .send(envelope(appError, requestLanguage(request)));
}

/** Errors the Node HTTP parser raises before a request exists (SECURITY E6). */
function clientErrorStatus(error: NodeJS.ErrnoException): { status: number; error: AppError } {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, error: new AppError(431, 'HEADERS_TOO_LARGE') };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT')
    return { status: 408, error: new AppError(408, 'REQUEST_TIMEOUT') };
  if (error.code === 'HPE_URI_TOO_LONG' || error.code === 'HPE_URL_TOO_LONG')
    return { status: 414, error: new AppError(414, 'URI_TOO_LONG') };
  return { status: 400, error: new AppError(400, 'BAD_REQUEST') };
}

/**
 * A malformed request line or headers never reach Fastify: the answer is written to the socket
 * here, still as the envelope with the security headers, in the default language (no header
 * could be read), and the connection closes.
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { status, error: appError } = clientErrorStatus(error);
  const body = JSON.stringify(envelope(appError, DEFAULT_LANGUAGE));
  const headers = {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${head}\r\n${body}`);
}

/**
 * Errors Fastify meets while routing (a malformed percent-encoding, a path parameter longer
 * than the router allows): the same envelope as every other failure.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void sendError(error, request, reply);
}

/**
 * One place turns every failure into the envelope with a localised message. Internals (stack
 * traces, SQL, driver text) stay in the log, never in the reply; nothing of the request (its
 * URL, its body) is echoed.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  // An unknown path is answered before its body is read: nobody parses a body for nothing.
  app.addHook('onRequest', async (request) => {
    if (request.is404) throw new AppError(404, 'NOT_FOUND');
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(new AppError(404, 'NOT_FOUND'), request, reply),
  );
}
