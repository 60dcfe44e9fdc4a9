import type { MessageKey, MessageParams } from '@ataa/contract/messages';
import type { FieldErrors } from '@ataa/contract/validation';
import type { z } from 'zod';

/** A field error before translation: the message key and its parameters. */
export interface FieldProblem {
  key: MessageKey;
  params?: MessageParams;
}

/**
 * An expected failure with a status from contract §1.3. Services throw it; the error handler
 * turns it into the failure envelope in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly fields: Record<string, FieldProblem> = {},
    readonly errorCode?: number,
    readonly headers: Record<string, string> = {},
    /** The message's parameters, when its words name something (a reason, a date). */
    readonly messageParams?: MessageParams,
  ) {
    super(messageKey);
  }

  static validation(field: string, key: MessageKey, params?: MessageParams): AppError {
    return new AppError(422, 'errors.validation', { [field]: { key, params } });
  }
  static notFound(): AppError {
    return new AppError(404, 'errors.not_found');
  }
  static conflict(key: MessageKey = 'errors.conflict', params?: MessageParams): AppError {
    return new AppError(409, key, {}, undefined, {}, params);
  }
  static unauthenticated(): AppError {
    return new AppError(401, 'errors.unauthenticated');
  }
  static forbidden(key: MessageKey = 'errors.forbidden', errorCode?: number): AppError {
    return new AppError(403, key, {}, errorCode);
  }
  static rateLimited(retryAfterSeconds: number): AppError {
    return new AppError(429, 'errors.rate_limited', {}, undefined, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}

/** Thrown by the validator compiler so the handler keeps zod's issue paths intact. */
export class RequestValidationError extends Error {
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('request validation failed');
  }
}

export type { FieldErrors };
