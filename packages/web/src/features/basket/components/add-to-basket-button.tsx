import { BASKET_EXPORT_LIMIT } from '@estante/contract';
import { Button, Text } from '@mantine/core';
import { IconBasketCheck, IconBasketPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBasket, useInBasket, type BasketItem } from '../hooks/use-basket';
import classes from './basket.module.css';

/**
 * Toggles one title in the basket. The accessible name is the visible label plus the title
 * (several of these share a results page); a full basket says so next to the button.
 */
export function AddToBasketButton({ item, size = 'xs' }: { item: BasketItem; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const inBasket = useInBasket(item.cod_acervo);
  const add = useBasket((state) => state.add);
  const remove = useBasket((state) => state.remove);
  const [full, setFull] = useState(false);

  const label = inBasket ? t('basket.inBasket') : t('basket.add');

  const handleClick = () => {
    if (inBasket) {
      remove(item.cod_acervo);
      setFull(false);
    } else {
      setFull(add(item).overflow > 0);
    }
  };

  return (
    <div className={classes.toggle}>
      <Button
        size={size}
        variant={inBasket ? 'light' : 'default'}
        aria-pressed={inBasket}
        aria-label={`${label}: ${item.titulo}`}
        leftSection={
          inBasket ? (
            <IconBasketCheck size={16} aria-hidden />
          ) : (
            <IconBasketPlus size={16} aria-hidden />
          )
        }
        onClick={handleClick}
        data-testid="basket-toggle"
      >
        {label}
      </Button>
      <div role="status" className={classes.toggleStatus}>
        {full && !inBasket && (
          <Text size="sm" className={classes.warning}>
            {t('basket.full', { limit: BASKET_EXPORT_LIMIT })}
          </Text>
        )}
      </div>
    </div>
  );
}
