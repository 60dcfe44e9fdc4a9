import { expect, it } from 'vitest';
import { createSandboxProvider } from './sandbox.ts';

it('refunds at once, since no money moved, with an id of its own each time', async () => {
  // A refund asks the sandbox's database nothing.
  const sandbox = createSandboxProvider({
    secret: 'secret',
    publicOrigin: () => 'http://localhost',
    db: null as never,
  });
  const payment = {
    reference: 'ref-1',
    providerReference: 'ref-1',
    donationId: 1,
    amountMinor: 500,
    adminId: 1,
    attempt: 1,
  };
  const first = await sandbox.refund(payment, 'Given twice by mistake');
  expect(first).toEqual({ status: 'refunded', providerRefundId: expect.stringMatching(/^sandbox_refund_/) });
  expect((await sandbox.refund(payment, 'again')).providerRefundId).not.toBe(first.providerRefundId);
});
