import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { answerOrigin } from '../../http/request-origin.ts';
import type { PaymentProvider, ProviderCode } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';
import { createStripeProvider } from './stripe.ts';

/** The gateway names the original client sends that run on the configured alias provider. */
const ALIASES = new Set(['curlec', '2c2p']);

export interface ProviderRegistry {
  /** The configured providers, the default first. */
  readonly providers: PaymentProvider[];
  /** The provider a `gateway` value runs on, or null when unknown or not configured (422). */
  forGateway(gateway: string): PaymentProvider | null;
  /** A configured provider by its code, e.g. from the webhook path; null otherwise (404). */
  byCode(code: string): PaymentProvider | null;
}

export function createProviderRegistry(config: Config, db: Database): ProviderRegistry {
  const providers: PaymentProvider[] = [];
  if (config.PAYMENTS_SANDBOX_ENABLED) {
    providers.push(
      createSandboxProvider({
        secret: config.SANDBOX_WEBHOOK_SECRET,
        publicOrigin: () => answerOrigin(config),
        db,
      }),
    );
  }
  if (config.STRIPE_SECRET_KEY) providers.push(createStripeProvider(config));
  const byCode = (code: string) => providers.find((provider) => provider.code === code) ?? null;
  return {
    providers,
    byCode,
    forGateway(gateway) {
      const code = ALIASES.has(gateway) ? config.PAYMENTS_ALIAS_PROVIDER : (gateway as ProviderCode);
      return byCode(code);
    },
  };
}
