import type { EbookProvider } from '@estante/contract';

/** A provider as the institution configured it (table `ebook_provider`). */
export interface ProviderConfig {
  code: EbookProvider;
  name: string;
  /** Host of the 856 links this provider serves. */
  linkHost: string;
  /** Base URL of the provider's API. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}

/** Who wants to read what. */
export interface AccessRequest {
  /** The reader's identifier as the provider knows it (our login). */
  userId: string;
  titleId: number;
  /** The link as catalogued (856 $u). */
  url: string;
  isbn: string | null;
}

/** What the web does next: store `dados` and open `/pearson`, or open `url` in a new tab. */
export type ProviderAccess =
  | { kind: 'data'; data: Record<string, string> }
  | { kind: 'session'; sessionId: string; expiresAt: Date };

/** An e-book provider adapter. Every method throws ProviderRefusedError when the provider says no. */
export interface ProviderAdapter {
  /** Asks the provider for access to one e-book for one reader. */
  open(config: ProviderConfig, request: AccessRequest): Promise<ProviderAccess>;
  /** The reader URL of a session `open` answered (providers with sessions only). */
  resolveSession?(config: ProviderConfig, sessionId: string): Promise<string>;
}

/** The provider refused, failed, timed out or answered something unusable. */
export class ProviderRefusedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderRefusedError';
  }
}
