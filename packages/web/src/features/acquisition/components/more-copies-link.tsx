import { ACTIVITY, type TitleDetail } from '@estante/contract';
import { Button } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActivity } from '../../parameters/hooks/use-activity';

/**
 * A title page's "Suggest more copies": the purchase-suggestion form for this title (activity
 * 12; titles of our own collection only — a network record is another institution's).
 */
export function MoreCopiesLink({ title }: { title: TitleDetail }) {
  const { t } = useTranslation();
  const on = useActivity(ACTIVITY.purchaseSuggestion);
  if (!on || title.instituicao !== null) return null;
  return (
    <Button
      component={Link}
      to={`/meupergamum/sugestao-compra?acervo=${title.cod_acervo}`}
      variant="default"
      size="sm"
      leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
      data-testid="suggest-more-copies"
    >
      {t('acquisition.moreCopies.link')}
    </Button>
  );
}
