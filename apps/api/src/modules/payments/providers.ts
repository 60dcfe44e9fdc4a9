import type { MessageKey } from '@ataa/contract/messages';
import type { Config } from '../../config.ts';

/** A payment provider the platform can take money through (contract §6). */
export interface ProviderInfo {
  code: 'sandbox';
  /** The catalogue key of its name, shown to donors. */
  nameKey: MessageKey;
}

/**
 * The configured providers, the default first. The sandbox (the built-in test checkout) is on
 * unless PAYMENTS_SANDBOX_ENABLED is false; the aliases `curlec` and `2c2p` are never listed.
 */
export function configuredProviders(config: Config): ProviderInfo[] {
  return config.PAYMENTS_SANDBOX_ENABLED ? [{ code: 'sandbox', nameKey: 'payments.sandbox' }] : [];
}
