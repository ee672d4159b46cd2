import { newAcquisitionsFeedHref, SEARCH_TABS, searchFeedHref } from '@estante/contract';
import { Container, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  renderResultBasketAction,
  renderResultsBasketToolbar,
} from '../../features/basket/components/basket-actions';
import { useParams, useSearchParams } from 'react-router';
import { useSearchTabs } from '../../features/parameters/api/get-features';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { SearchHeader } from '../../features/search/components/search-header';
import { SearchResults } from '../../features/search/components/search-results';
import { describeSearch, hasSearch, readSearchState } from '../../features/search/lib/search-url';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFeedLink } from '../../lib/use-page-head';
import { AuthoritySearchScreen } from '../../features/authority-lists/components/authority-search-screen';
import { logAuthoritySearch, logSearch } from '../../features/history/hooks/use-search-history';
import { SearchTabs, SearchTabsPlaceholder } from '../../features/search/components/search-tabs';
import { GuiaRoute } from './guia-route';
import { MoreWays } from './more-ways';

function SearchResultsRoute({ guia, termo }: { guia: string; termo: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const described = describeSearch(readSearchState(params), (key) =>
    t(`search.advanced.operators.${key}`),
  );
  const title =
    described === ''
      ? t('searchResults.tabTitle', {
          tab: t(`searchTabs.${guia}` as 'searchTabs.pesquisa_geral'),
        })
      : t('searchResults.title', { term: described });
  const { data: institution } = useInstitution();
  const { tabs, isPending } = useSearchTabs();
  useDocumentTitle(title, institution?.sigla ?? institution?.nome);
  // The new-acquisitions tab links its feed (of the chosen course); other results their
  // search's feed: the same criteria, newest titles first.
  const acquisitions = guia === 'novas_aquisicoes';
  useFeedLink(
    acquisitions ? newAcquisitionsFeedHref(params) : searchFeedHref(guia, params),
    acquisitions ? t('searchTabs.novas_aquisicoes') : title,
    institution?.sigla ?? institution?.nome,
  );

  return (
    <>
      <SearchHeader tabs={tabs} tabsPending={isPending} active={guia} term={termo}>
        <MoreWays />
      </SearchHeader>
      <Container size="xl">
        {/* After the search form: arriving here puts focus on it, next to the results. */}
        <VisuallyHidden component="h1">{title}</VisuallyHidden>
        <SearchResults
          guia={guia}
          renderActions={renderResultBasketAction}
          renderToolbar={renderResultsBasketToolbar}
          onResults={logSearch}
        />
      </Container>
    </>
  );
}

/** The `autoridades` tab: the authority search screen under the search tabs. */
function AuthoritiesRoute() {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();
  const { tabs, isPending } = useSearchTabs();
  useDocumentTitle(t('authorityLists.title'), institution?.sigla ?? institution?.nome);
  return (
    <AuthoritySearchScreen
      tabs={isPending ? <SearchTabsPlaceholder /> : <SearchTabs tabs={tabs} active="autoridades" />}
      onResults={logAuthoritySearch}
    />
  );
}

/**
 * `/{guia}`: with a search in the URL (a term, advanced rows, a teaching-plan choice; the
 * new-acquisitions tab always) the results of that tab; without one, the home screen on that
 * tab (or not found for an unknown tab).
 */
export function SearchGuiaRoute() {
  const { guia } = useParams();
  const [params] = useSearchParams();
  const termo = params.get('termo')?.trim() ?? '';
  const known = SEARCH_TABS.some((tab) => tab === guia);
  if (guia === 'autoridades') return <AuthoritiesRoute />;
  if (!guia || !known || !hasSearch(guia, readSearchState(params))) return <GuiaRoute />;
  return <SearchResultsRoute guia={guia} termo={termo} />;
}
