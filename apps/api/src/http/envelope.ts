import type { FailureEnvelope, SuccessEnvelope } from '@ataa/contract/envelope';
import type { Locale } from '@ataa/contract/locale';
import { type MessageKey, translate } from '@ataa/contract/messages';
import type { FieldErrors } from '@ataa/contract/validation';

export function success<T>(
  locale: Locale,
  result: T,
  messageKey: MessageKey = 'common.fetched',
  errorCode?: number,
): SuccessEnvelope<T> {
  const body: SuccessEnvelope<T> = { status: true, message: translate(locale, messageKey), result };
  if (errorCode !== undefined) body.errorCode = errorCode;
  return body;
}

/** The failure envelope: errors in both places (contract §1.2); a validation message repeats the first field. */
export function failure(message: string, errors: FieldErrors = {}, errorCode?: number): FailureEnvelope {
  const first = Object.values(errors)[0]?.[0];
  const body: FailureEnvelope = {
    status: false,
    message: first ?? message,
    result: { errors },
    errors,
  };
  if (errorCode !== undefined) body.errorCode = errorCode;
  return body;
}
