/** E-book provider adapters by provider code. */
import type { EbookProvider } from '@estante/contract';
import { grupoAAdapter } from './grupoa.ts';
import { pearsonAdapter } from './pearson.ts';
import type { ProviderAdapter } from './types.ts';

export const PROVIDER_ADAPTERS: Record<EbookProvider, ProviderAdapter> = {
  pearson: pearsonAdapter,
  grupoa: grupoAAdapter,
};

export { ProviderRefusedError, type ProviderAccess, type ProviderConfig } from './types.ts';
