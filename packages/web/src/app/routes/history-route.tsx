import { useTranslation } from 'react-i18next';
import { SearchHistory } from '../../features/history/components/search-history';
import { SimplePage } from './simple-page';

/** `/historico`: the searches logged in this browser (spec §4). */
export function HistoryRoute() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('history.title')} intro={t('history.intro')}>
      <SearchHistory />
    </SimplePage>
  );
}
