import {
  DEFAULT_LANGUAGE,
  VALIDATION_MESSAGES,
  languageFromAcceptHeader,
  type Language,
} from '@tessera/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppError, ErrorParam } from './app-error.js';
import { ERROR_MESSAGES } from './messages.js';

/** The caller's language: Accept-Language, else the default (SPEC §1). */
export function requestLanguage(request: FastifyRequest): Language {
  return languageFromAcceptHeader(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

function interpolate(text: string, params: Record<string, ErrorParam>, language: Language): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[language] : String(value);
  });
}

export function localiseError(error: AppError, language: Language): string {
  const text = error.detailKey
    ? VALIDATION_MESSAGES[language][error.detailKey]
    : ERROR_MESSAGES[language][error.code];
  return interpolate(text, error.params, language);
}
