import type { Migration, MigrationProvider } from 'kysely';
import * as catalogue from './0001-catalogue.ts';
import * as teaching from './0002-teaching.ts';
import * as search from './0003-search.ts';
import * as discovery from './0004-discovery.ts';
import * as titles from './0005-titles.ts';
import * as links from './0006-links.ts';
import * as searchChanges from './0007-search-changes.ts';
import * as requestCounters from './0009-request-counters.ts';
import * as coverCache from './0010-cover-cache.ts';
import * as titleContentKey from './0011-title-content-key.ts';
import * as peopleAuth from './0012-people-auth.ts';
import * as searchHyphens from './0013-search-hyphens.ts';
import * as searchLanguages from './0015-search-languages.ts';
import * as captcha from './0016-captcha.ts';
import * as oidcParameters from './0017-oidc-parameters.ts';
import * as originalScript from './0018-original-script.ts';
import * as searchChangeLog from './0019-search-change-log.ts';
import * as redirectTokens from './0020-redirect-tokens.ts';
import * as circulation from './0021-circulation.ts';
import * as circulationDocuments from './0022-circulation-documents.ts';
import * as loanRequests from './0023-loan-requests.ts';
import * as searchCjk from './0024-search-cjk.ts';
import * as oai from './0025-oai.ts';
import * as alerts from './0026-alerts.ts';
import * as commentsBasket from './0027-comments-basket.ts';
import * as acquisition from './0028-acquisition.ts';
import * as bibliographicRequests from './0029-requests.ts';
import * as interestProfiles from './0030-interest-profiles.ts';
import * as professorPerson from './0031-professor-person.ts';
import * as privacy from './0032-privacy.ts';
import * as networkHarvest from './0033-network-harvest.ts';
import * as personLanguage from './0034-person-language.ts';
import * as suggestionMoreCopies from './0035-suggestion-more-copies.ts';

/**
 * Every migration, in order. Listed in code rather than read from a folder so the set is the
 * same under tsx, vitest and a bundle. Later issues append their own.
 */
const migrations: Record<string, Migration> = {
  '0001-catalogue': catalogue,
  '0002-teaching': teaching,
  '0003-search': search,
  '0004-discovery': discovery,
  '0005-titles': titles,
  '0006-links': links,
  '0007-search-changes': searchChanges,
  '0009-request-counters': requestCounters,
  '0010-cover-cache': coverCache,
  '0011-title-content-key': titleContentKey,
  '0012-people-auth': peopleAuth,
  '0013-search-hyphens': searchHyphens,
  '0015-search-languages': searchLanguages,
  '0016-captcha': captcha,
  '0017-oidc-parameters': oidcParameters,
  '0018-original-script': originalScript,
  '0019-search-change-log': searchChangeLog,
  '0020-redirect-tokens': redirectTokens,
  '0021-circulation': circulation,
  '0022-circulation-documents': circulationDocuments,
  '0023-loan-requests': loanRequests,
  '0024-search-cjk': searchCjk,
  '0025-oai': oai,
  '0026-alerts': alerts,
  '0027-comments-basket': commentsBasket,
  '0028-acquisition': acquisition,
  '0029-requests': bibliographicRequests,
  '0030-interest-profiles': interestProfiles,
  '0031-professor-person': professorPerson,
  '0032-privacy': privacy,
  '0033-network-harvest': networkHarvest,
  '0034-person-language': personLanguage,
  '0035-suggestion-more-copies': suggestionMoreCopies,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
