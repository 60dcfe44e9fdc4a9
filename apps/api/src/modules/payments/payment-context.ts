// The payment services as the rest of the API sees them on the context: built once in
// services.ts, named here apart from the steps they run, so that those steps can take them
// without an import circle.
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { payments } from '../../db/schema.ts';
import type { JobType } from '../../jobs/runner.ts';
import type { PaymentState } from './provider.ts';
import type { ProviderRegistry } from './registry.ts';

/** What a module above the payments reaches of the context when one of its payments moves. */
export type FollowerContext = Pick<Infrastructure, 'config' | 'mail'>;

/**
 * How the giver's receipt e-mail of a payment just paid goes out: its unsubscribe link (none for a
 * guest), or null when it is not sent.
 */
export type GiverReceipt = { unsubscribe?: string } | null;

/**
 * A follower's step once a payment's donations have moved, under its campaigns' row locks: given
 * those that moved (on paid, the ones paid; not those a closed campaign refused).
 */
export type AfterDonations = (tx: Queryable, moved: ReadonlyArray<{ id: number }>) => Promise<void>;

/** What a follower answers for a move of one of its own payments. */
export interface FollowedMove {
  /**
   * On paid, the giver's receipt e-mail as the follower's own rule decides it; left out, the
   * payment gets the usual one.
   */
  receipt?: GiverReceipt;
  /** What needs the donations moved (a notice that lists the paid ones). */
  after?: AfterDonations;
  /**
   * The follower tells the giver of this move in its own words (a schedule's failed or missed
   * charge), so the payments add no notice of their own to the giver's.
   */
  toldGiver?: boolean;
}

/**
 * A module above the payments that follows its own payments (a schedule's occurrence is paid with
 * its payment), in the move's own transaction, without the payments knowing it.
 */
export interface PaymentFollower {
  /**
   * With every move of a payment, given as it was before: in the move's transaction, before the
   * payment's campaigns are locked and its donations move, so that every other payment to those
   * campaigns waits for none of it (decision 041). Undefined for a payment not its own. One call
   * answers both the receipt and the later step, so the follower reads its own rows once.
   */
  moved(
    tx: Queryable,
    ctx: FollowerContext,
    payment: typeof payments.$inferSelect,
    next: PaymentState,
  ): Promise<FollowedMove | undefined>;
}

/** Everything payments need at run time: the providers and the jobs written in transactions. */
export interface PaymentServices {
  providers: ProviderRegistry;
  applyEventJob: JobType<{ eventId: number }>;
  /** Expires the checkout of a payment to a campaign that stopped accepting donations (decision 025). */
  expireCheckoutJob: JobType<{ paymentId: number }>;
  /** Refunds a donation that a campaign refused because it stopped accepting donations (decision 025). */
  refundRefusedJob: JobType<{ refundId: number }>;
  /** Called with every move of a payment, in its transaction. */
  followers: readonly PaymentFollower[];
}

/** What a payment step picks the pieces it uses from: the infrastructure and the payment services. */
export type PaymentContext = Infrastructure & { payments: PaymentServices };
