import { IconHistory, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './more-ways.module.css';

/** Other ways into the catalogue, under the search box: the search history and index lists. */
export function MoreWays() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('history.moreWays')} className={classes.moreWays}>
      <Link to="/historico" className={classes.moreLink}>
        <IconHistory size={16} aria-hidden />
        {t('history.link')}
      </Link>
      <Link to="/indice" className={classes.moreLink}>
        <IconListDetails size={16} aria-hidden />
        {t('indexes.link')}
      </Link>
    </nav>
  );
}
