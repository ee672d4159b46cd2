import { BASKET_EXPORT_LIMIT } from '@estante/contract';
import { Button, Text } from '@mantine/core';
import { IconBasketPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBasket, type AddOutcome, type BasketItem } from '../hooks/use-basket';
import classes from './basket.module.css';

/** Adds every title of a results page to the basket (spec §4 add many) and says what it did. */
export function AddPageToBasket({ items }: { items: BasketItem[] }) {
  const { t } = useTranslation();
  const addMany = useBasket((state) => state.addMany);
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);

  let message = '';
  if (outcome) {
    message =
      outcome.added > 0
        ? t('basket.addPageDone', { count: outcome.added })
        : outcome.overflow > 0
          ? ''
          : t('basket.addPageNone');
    if (outcome.overflow > 0) {
      message = [
        message,
        t('basket.addPageOverflow', { count: outcome.overflow, limit: BASKET_EXPORT_LIMIT }),
      ]
        .filter(Boolean)
        .join(' ');
    }
  }

  return (
    <div className={classes.addPage}>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconBasketPlus size={16} aria-hidden />}
        onClick={() => setOutcome(addMany(items))}
        classNames={{ root: classes.wrapButton, label: classes.wrapLabel }}
        data-testid="basket-add-page"
      >
        {t('basket.addPage')}
      </Button>
      <Text
        size="sm"
        role="status"
        className={outcome && outcome.overflow > 0 ? classes.warning : undefined}
      >
        {message}
      </Text>
    </div>
  );
}
