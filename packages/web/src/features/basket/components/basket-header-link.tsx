import { Button } from '@mantine/core';
import { IconBasket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBasketCount } from '../hooks/use-basket';
import { BASKET_PATH } from '../lib/paths';
import classes from './basket.module.css';
import { formatInteger } from '../../../lib/intl-format';

/** The header's link to the basket, with the number of titles in it. */
export function BasketHeaderLink() {
  const { t, i18n } = useTranslation();
  const count = useBasketCount();
  return (
    <Button
      component={Link}
      to={BASKET_PATH}
      variant="default"
      aria-label={t('basket.headerLabel', { count })}
      leftSection={<IconBasket size={18} aria-hidden />}
      rightSection={
        <span className={classes.countBadge} data-testid="basket-count" aria-hidden>
          {formatInteger(count, i18n.resolvedLanguage)}
        </span>
      }
      classNames={{
        root: classes.headerRoot,
        label: classes.headerLabel,
        section: classes.headerSection,
      }}
    >
      {t('basket.headerLink')}
    </Button>
  );
}
