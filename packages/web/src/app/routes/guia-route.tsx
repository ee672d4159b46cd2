import { SEARCH_TABS, type SearchTab } from '@estante/contract';
import { useParams } from 'react-router';
import { HomeRoute } from './home-route';
import { NotFoundRoute } from './not-found-route';

const isSearchTab = (value: string | undefined): value is SearchTab =>
  SEARCH_TABS.some((tab) => tab === value);

/** `/{guia}`: the home screen on one of the ten search tabs; any other segment is not found. */
export function GuiaRoute() {
  const { guia } = useParams();
  return isSearchTab(guia) ? <HomeRoute guia={guia} /> : <NotFoundRoute />;
}
