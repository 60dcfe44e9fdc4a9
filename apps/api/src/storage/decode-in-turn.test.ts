import { expect, it } from 'vitest';
import { DECODES_AT_ONCE, decodeInTurn } from './decode-in-turn.ts';

it('decodes at most DECODES_AT_ONCE pictures together, in the order they came, through failures', async () => {
  let running = 0;
  let most = 0;
  const order: number[] = [];
  const decode = (index: number) => async () => {
    running++;
    most = Math.max(most, running);
    order.push(index);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running--;
    if (index === 2) throw new Error('a picture that does not decode');
    return index;
  };
  const results = await Promise.allSettled(
    Array.from({ length: 8 }, (_, index) => decodeInTurn(decode(index))),
  );
  expect(most).toBe(DECODES_AT_ONCE);
  expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  expect(results.map((result) => result.status)).toEqual([
    'fulfilled',
    'fulfilled',
    'rejected',
    'fulfilled',
    'fulfilled',
    'fulfilled',
    'fulfilled',
    'fulfilled',
  ]);
  // A failed decode gave its turn back: the queue is free again.
  expect(await decodeInTurn(async () => 'next')).toBe('next');
});
