import { Button, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AcquisitionStatisticsPanel } from '../../features/acquisition/components/acquisition-statistics-panel';
import { PurchaseOrdersPanel } from '../../features/acquisition/components/purchase-orders-panel';
import { SuggestionPanel } from '../../features/acquisition/components/suggestion-form';
import { SuggestionsPanel } from '../../features/acquisition/components/suggestions-panel';
import { TitleTotalsPanel } from '../../features/acquisition/components/title-totals-panel';
import { loginPath } from '../../features/auth/lib/safe-redirect';
import { PersonalAreaPage } from './personal-area-page';
import { SimplePage } from './simple-page';

/**
 * `/meupergamum/sugestao-compra`: the Acquisition tab (purchase-suggestion form), also the
 * footer's purchase-suggestion link. A visitor is asked to sign in first (spec §6).
 */
export function SuggestionRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <PersonalAreaPage
      title="acquisition.form.title"
      visitor={
        <SimplePage title={t('acquisition.form.title')} intro={t('acquisition.signIn.intro')}>
          <Text mb="md">{t('acquisition.signIn.why')}</Text>
          <Button
            component={Link}
            to={loginPath(pathname)}
            leftSection={<IconLogin size={16} aria-hidden />}
            data-testid="suggestion-sign-in"
          >
            {t('acquisition.signIn.button')}
          </Button>
        </SimplePage>
      }
    >
      <SuggestionPanel />
    </PersonalAreaPage>
  );
}

/** `/meupergamum/sugestoes`: Suggestion query (spec §2). */
export function SuggestionsRoute() {
  return (
    <PersonalAreaPage title="acquisition.list.title">
      <SuggestionsPanel />
    </PersonalAreaPage>
  );
}

/** `/meupergamum/pedidos-compra`: Purchase orders (spec §2). */
export function PurchaseOrdersRoute() {
  return (
    <PersonalAreaPage title="acquisition.orders.title">
      <PurchaseOrdersPanel />
    </PersonalAreaPage>
  );
}

/** `/meupergamum/estatisticas-aquisicao`: Acquisition statistics (spec §2). */
export function AcquisitionStatisticsRoute() {
  return (
    <PersonalAreaPage title="acquisition.statistics.title">
      <AcquisitionStatisticsPanel />
    </PersonalAreaPage>
  );
}

/** `/meupergamum/totais-titulos`: Title totals (spec §2). */
export function TitleTotalsRoute() {
  return (
    <PersonalAreaPage title="acquisition.totals.title">
      <TitleTotalsPanel />
    </PersonalAreaPage>
  );
}
