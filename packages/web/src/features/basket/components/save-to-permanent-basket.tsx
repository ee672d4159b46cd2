import { PERMANENT_BASKET_LIMIT } from '@estante/contract';
import { Button, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProblemAlert, SuccessAlert } from '../../../components/circulation-alerts';
import { ApiRequestError } from '../../../lib/api-client';
import { circulationErrorMessage } from '../../../lib/circulation-error';
import { useSaveToPermanentBasket } from '../api/permanent-basket';

/**
 * "Save all to my permanent basket" of /cesta for a signed-in patron: the browser basket kept
 * on the server in one step (titles already saved keep their date).
 */
export function SaveToPermanentBasket({ ids }: { ids: number[] }) {
  const { t, i18n } = useTranslation();
  const save = useSaveToPermanentBasket();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const handleSave = () =>
    save.mutate(ids, {
      onSuccess: (change) =>
        setMessage({
          ok: true,
          text: t('permanentBasket.saved', {
            count: change.adicionados,
            already: change.ja_salvos,
            total: change.total,
          }),
        }),
      onError: (error) =>
        setMessage({
          ok: false,
          text:
            error instanceof ApiRequestError && error.key === 'permanent_basket_full'
              ? t('permanentBasket.full', { limit: PERMANENT_BASKET_LIMIT })
              : circulationErrorMessage(error, t, i18n.resolvedLanguage ?? 'pt'),
        }),
    });

  return (
    <Stack gap="sm" align="flex-start">
      <Button
        variant="default"
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        onClick={handleSave}
        loading={save.isPending}
        disabled={ids.length === 0}
        data-testid="save-permanent-basket"
      >
        {t('permanentBasket.saveAll')}
      </Button>
      {message &&
        (message.ok ? (
          <SuccessAlert testId="permanent-basket-saved">
            {message.text}{' '}
            <Link to="/meupergamum/cesta-permanente">{t('permanentBasket.open')}</Link>
          </SuccessAlert>
        ) : (
          <ProblemAlert testId="permanent-basket-problem">{message.text}</ProblemAlert>
        ))}
    </Stack>
  );
}
