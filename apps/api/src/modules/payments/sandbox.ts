import { randomBytes } from 'node:crypto';
import type { SandboxOutcome } from '@ataa/contract/schemas/giving';
import type { SandboxLaterOutcome } from '@ataa/contract/schemas/schedules';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider, PaymentState, ProviderEvent, SavedMethod } from './provider.ts';
import { WebhookSignatureError } from './provider.ts';
import { sandboxReportedStates } from './queries.ts';
import { signSandboxBody, verifySandboxSignature } from './signing.ts';
import { canMove } from './states.ts';

const sandboxEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.enum(['checkout.paid', 'checkout.failed', 'checkout.cancelled', 'payment.refunded']),
  reference: z.string().min(1).max(255),
});

const STATE_OF: Record<z.infer<typeof sandboxEvent>['type'], PaymentState> = {
  'checkout.paid': 'paid',
  'checkout.failed': 'failed',
  'checkout.cancelled': 'cancelled',
  'payment.refunded': 'refunded',
};

/** The sandbox's saved method: the tester's choice is the method, so every later charge does it. */
export const sandboxMethod = (later: SandboxLaterOutcome): SavedMethod => ({
  customer: null,
  reference: `sandbox_${later}`,
  brand: null,
  last4: null,
  label: 'Sandbox',
});

/** A signed sandbox event, exactly as a provider would deliver it to the webhook. */
export function sandboxWebhook(secret: string, reference: string, outcome: SandboxOutcome) {
  const body = JSON.stringify({
    id: `evt_sb_${randomBytes(12).toString('hex')}`,
    type: `checkout.${outcome}`,
    reference,
  });
  return { body, signature: signSandboxBody(secret, body) };
}

/**
 * The built-in test checkout (contract §6): the hosted page is served by this API, and its choices
 * come back as signed events through the webhook like any provider's. Its own record of a
 * checkout is the events it sent, so that is where `fetchState` looks.
 */
export function createSandboxProvider(options: {
  secret: string;
  /** Asked per checkout: the demo is reached at whatever address the visitor used. */
  publicOrigin: () => string;
  db: Database;
}): PaymentProvider {
  async function fetchState({ reference }: { reference: string }) {
    const reported = await sandboxReportedStates(options.db, reference);
    let state: PaymentState = 'pending';
    for (const row of reported) if (row.state && canMove(state, row.state)) state = row.state;
    return state;
  }

  return {
    code: 'sandbox',
    supportsCurrency: () => true,
    async createCheckout(request) {
      return {
        url: `${options.publicOrigin()}/api/v1/payments/sandbox/${request.reference}?lang=${request.locale}`,
        providerReference: request.reference,
      };
    },
    parseWebhook(rawBody, headers): ProviderEvent {
      const header = headers['x-sandbox-signature'];
      if (!verifySandboxSignature(options.secret, typeof header === 'string' ? header : undefined, rawBody)) {
        throw new WebhookSignatureError('bad sandbox signature');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookSignatureError('signed body is not JSON');
      }
      const event = sandboxEvent.safeParse(parsed);
      if (!event.success) {
        // Signed but of a shape we do not know: acknowledged and ignored, like unknown types.
        const id = (parsed as { id?: unknown })?.id;
        if (typeof id !== 'string' || id === '') throw new WebhookSignatureError('event without an id');
        return { eventId: id, type: 'unknown', paymentReference: null, state: null, payload: parsed };
      }
      const { id, type, reference } = event.data;
      return { eventId: id, type, paymentReference: reference, state: STATE_OF[type], payload: parsed };
    },
    fetchState,
    // Its page is ours and offers Pay only while the payment is pending: once the caller cancels
    // the payment, the checkout is closed. One the donor already finished stays as it finished.
    async expireCheckout(session) {
      const state = await fetchState(session);
      return state === 'pending' ? 'cancelled' : state;
    },
    // No money moved, so a refund is done the moment it is asked for.
    async refund() {
      return { status: 'refunded', providerRefundId: `sandbox_refund_${randomBytes(8).toString('hex')}` };
    },
    // The same charge always answers the same, as an idempotency key makes a provider do. A charge
    // that asks for authentication is completed on the sandbox's checkout page of its payment.
    async chargeSaved(charge) {
      const providerReference = charge.reference;
      if (charge.method.reference === sandboxMethod('decline').reference)
        return { outcome: 'declined', providerReference };
      if (charge.method.reference === sandboxMethod('authenticate').reference) {
        const url = `${options.publicOrigin()}/api/v1/payments/sandbox/${charge.reference}`;
        return { outcome: 'action_required', providerReference, url };
      }
      return { outcome: 'paid', providerReference };
    },
  };
}
