import { SEARCH_TABS } from '@estante/contract';
import { Container, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  renderResultBasketAction,
  renderResultsBasketToolbar,
} from '../../features/basket/components/basket-actions';
import { useParams, useSearchParams } from 'react-router';
import { useFeatures } from '../../features/parameters/api/get-features';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { SearchHeader } from '../../features/search/components/search-header';
import { SearchResults } from '../../features/search/components/search-results';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthoritySearchScreen } from '../../features/authority-lists/components/authority-search-screen';
import { logSearch } from '../../features/history/hooks/use-search-history';
import { SearchTabs } from '../../features/search/components/search-tabs';
import { GuiaRoute } from './guia-route';

function SearchResultsRoute({ guia, termo }: { guia: string; termo: string }) {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();
  const { data: features, isPending } = useFeatures();
  const tabs = [...(features?.guias ?? [])].sort((a, b) => a.ordem - b.ordem);
  useDocumentTitle(
    t('searchResults.title', { term: termo }),
    institution?.sigla ?? institution?.nome,
  );

  return (
    <>
      <VisuallyHidden component="h1">{t('searchResults.title', { term: termo })}</VisuallyHidden>
      <SearchHeader tabs={tabs} tabsPending={isPending} active={guia} term={termo} />
      <Container size="xl">
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
  const { data: features, isPending } = useFeatures();
  const tabs = [...(features?.guias ?? [])].sort((a, b) => a.ordem - b.ordem);
  useDocumentTitle(t('authorityLists.title'), institution?.sigla ?? institution?.nome);
  return (
    <AuthoritySearchScreen
      tabs={isPending ? null : <SearchTabs tabs={tabs} active="autoridades" />}
    />
  );
}

/**
 * `/{guia}`: with a term in the URL (`?termo=…`) the results of that tab; without one, the
 * home screen on that tab (or not found for an unknown tab).
 */
export function SearchGuiaRoute() {
  const { guia } = useParams();
  const [params] = useSearchParams();
  const termo = params.get('termo')?.trim() ?? '';
  const known = SEARCH_TABS.some((tab) => tab === guia);
  if (guia === 'autoridades') return <AuthoritiesRoute />;
  if (!guia || termo === '' || !known) return <GuiaRoute />;
  return <SearchResultsRoute guia={guia} termo={termo} />;
}
