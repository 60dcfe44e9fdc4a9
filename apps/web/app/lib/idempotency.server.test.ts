import { describe, expect, it } from 'vitest';
import { formOf } from '../test/form-of.ts';
import type { ApiAnswer } from './api.server.ts';
import { sendOnce } from './idempotency.server.ts';

const answer = (status: number): ApiAnswer<null> => ({
  status,
  ok: status < 300,
  message: '',
  result: null,
  errors: {},
});

describe('sendOnce', () => {
  it("sends under the form's key, so a form sent twice gets the first answer", async () => {
    const keys: string[] = [];
    const sent = await sendOnce(formOf({ idempotency_key: 'form-key' }), async (key) => {
      keys.push(key);
      return answer(201);
    });
    expect([sent.status, keys]).toEqual([201, ['form-key']]);
  });

  it('sends once more under a fresh key when the key was used for other values (409), and makes one up when the form had none', async () => {
    const keys: string[] = [];
    const sent = await sendOnce(formOf({ idempotency_key: 'used' }), async (key) => {
      keys.push(key);
      return answer(key === 'used' ? 409 : 201);
    });
    expect(sent.status).toBe(201);
    expect(keys[0]).toBe('used');
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    const made: string[] = [];
    await sendOnce(formOf({}), async (key) => {
      made.push(key);
      return answer(201);
    });
    expect(made[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
