import { useTranslation } from 'react-i18next';
import { IndexBrowser } from '../../features/indexes/components/index-browser';
import { SimplePage } from './simple-page';

/** `/indice?tipo=…&inicio=…`: the index lists (spec §2, §3 index kinds). */
export function IndexRoute() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('indexes.title')} intro={t('indexes.intro')}>
      <IndexBrowser />
    </SimplePage>
  );
}
