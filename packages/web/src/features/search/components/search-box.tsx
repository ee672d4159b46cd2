import { useSearchParams } from 'react-router';
import { hasSearch, readSearchState } from '../lib/search-url';
import { AdvancedSearchForm } from './advanced-search-form';
import { ArchiveOverview } from './archive-overview';
import { NewAcquisitionsForm } from './new-acquisitions-form';
import { NormativeActsForm } from './normative-acts-form';
import { SimpleSearchForm } from './simple-search-form';
import { TeachingPlanForm } from './teaching-plan-form';

/**
 * The search form of a tab, on the home and results screens: the advanced, new-acquisitions,
 * teaching-plan and normative-acts tabs have their own; the others share the simple box
 * (term, field, autocomplete). The URL's search fills it in.
 */
export function SearchBox({ tab, initialTerm }: { tab: string; initialTerm?: string }) {
  const [params] = useSearchParams();
  const state = readSearchState(params);
  switch (tab) {
    case 'pesquisa_avancada':
      return <AdvancedSearchForm tab={tab} />;
    case 'novas_aquisicoes':
      return <NewAcquisitionsForm tab={tab} />;
    case 'plano_ensino':
      return <TeachingPlanForm tab={tab} />;
    case 'atos_normativos':
      return <NormativeActsForm tab={tab} />;
    default:
      return (
        <>
          <SimpleSearchForm
            tab={tab}
            initialTerm={initialTerm ?? state.termo}
            initialField={state.campo}
          />
          {tab === 'arquivo' && !hasSearch(tab, state) && <ArchiveOverview />}
        </>
      );
  }
}
