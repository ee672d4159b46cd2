import type { SearchResponse } from '@estante/contract';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Spec §8 "network service unavailable", shown above the network-catalogue results we do hold
 * when an institution's last harvest failed (`rede_indisponivel`): its records may be missing
 * or out of date.
 */
export function NetworkUnavailable({
  institutions,
}: {
  institutions: SearchResponse['consulta']['rede_indisponivel'];
}) {
  const { t } = useTranslation();
  if (!institutions || institutions.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('searchResults.networkUnavailable')}
      data-testid="network-unavailable"
      mb="md"
    >
      {t('searchResults.networkUnavailableDetail', {
        institutions: institutions.map((i) => i.desc_empresa).join(', '),
      })}
    </Alert>
  );
}
