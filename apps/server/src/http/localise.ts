import {
  DEFAULT_LANGUAGE,
  VALIDATION_MESSAGES,
  languageFromAcceptHeader,
  type Language,
} from '@tessera/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppError, ErrorParams } from './app-error.js';
import { ERROR_MESSAGES } from './messages.js';

/** The caller's language: Accept-Language, else the default (SPEC §1). */
export function requestLanguage(request: FastifyRequest): Language {
  return languageFromAcceptHeader(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

function interpolate(text: string, params: ErrorParams, language: Language): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = params[name] as ErrorParams[string];
    // A localised parameter is filled in once with the same parameters (never itself again).
    if (typeof value === 'object') return interpolate(value[language], plain(params), language);
    return String(value);
  });
}

const plain = (params: ErrorParams): ErrorParams =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => typeof value !== 'object'));

export function localiseError(error: AppError, language: Language): string {
  const text = error.detailKey
    ? VALIDATION_MESSAGES[language][error.detailKey]
    : ERROR_MESSAGES[language][error.code];
  return interpolate(text, error.params, language);
}
