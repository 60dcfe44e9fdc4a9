import { AppError } from './errors.ts';

const MAX_ID = 2_147_483_647;

/** A path id must be a positive integer; anything else is an unknown route (contract §1.9). */
export function pathId(value: unknown): number {
  const text = String(value ?? '');
  if (!/^\d{1,10}$/.test(text)) throw AppError.notFound();
  const id = Number(text);
  if (id < 1 || id > MAX_ID) throw AppError.notFound();
  return id;
}
