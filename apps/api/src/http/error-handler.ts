import { translate } from '@ataa/contract/messages';
import { type FieldErrors, toFieldErrors } from '@ataa/contract/validation';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope.ts';
import { AppError, RequestValidationError } from './errors.ts';

/** Fastify's own failures, mapped to the statuses the contract allows (§1.1, §1.3). */
const FRAMEWORK_ERRORS: Record<string, { status: number; key: Parameters<typeof translate>[1] }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 422, key: 'errors.malformed_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'errors.payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 422, key: 'errors.unsupported_media' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 422, key: 'errors.validation' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 422, key: 'errors.unsupported_media' },
};

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale ?? 'ar';
  // A file's answer (the donations export) may have named its type and file before it failed: the
  // failure is the JSON envelope, not an attachment.
  reply.removeHeader('Content-Disposition').type('application/json; charset=utf-8');

  if (error instanceof AppError) {
    const errors: FieldErrors = {};
    for (const [field, problem] of Object.entries(error.fields)) {
      errors[field] = [translate(locale, problem.key, problem.params)];
    }
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send(failure(translate(locale, error.messageKey, error.messageParams), errors, error.errorCode));
  }
  if (error instanceof RequestValidationError) {
    return reply
      .code(422)
      .send(failure(translate(locale, 'errors.validation'), toFieldErrors(error.issues, locale)));
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return reply.code(422).send(failure(translate(locale, 'errors.malformed_json')));
  }
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return reply.code(known.status).send(failure(translate(locale, known.key)));

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return reply.code(422).send(failure(translate(locale, 'errors.validation')));
  }
  request.log.error({ err: error }, 'unexpected failure');
  return reply.code(500).send(failure(translate(locale, 'errors.server_error')));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  // Also reached outside the API scope (unknown /api/v1 paths caught by the site), so it sets the
  // API's language header itself.
  const locale = request.locale ?? 'ar';
  return reply
    .code(404)
    .header('Content-Language', locale)
    .send(failure(translate(locale, 'errors.not_found')));
}
