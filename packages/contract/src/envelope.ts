import type { FieldErrors } from './validation.ts';

export interface SuccessEnvelope<T> {
  status: true;
  message: string;
  result: T;
  errorCode?: number;
}

export interface FailureEnvelope {
  status: false;
  message: string;
  result: { errors: FieldErrors };
  errors: FieldErrors;
  errorCode?: number;
}

export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

/** Account states that clients route on (contract §1.2). */
export const ERROR_CODE = { emailUnverified: 301, charityNotApproved: 302 } as const;
