import { Button, Skeleton, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AcquisitionStatisticsPanel } from '../../features/acquisition/components/acquisition-statistics-panel';
import { PurchaseOrdersPanel } from '../../features/acquisition/components/purchase-orders-panel';
import { SuggestionPanel } from '../../features/acquisition/components/suggestion-form';
import { SuggestionsPanel } from '../../features/acquisition/components/suggestions-panel';
import { TitleTotalsPanel } from '../../features/acquisition/components/title-totals-panel';
import { useUserData } from '../../features/auth/api/get-user-data';
import { RequireUser } from '../../features/auth/components/require-user';
import { loginPath } from '../../features/auth/lib/safe-redirect';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { PersonalAreaShell } from '../../features/personal-area/components/personal-area-shell';
import { tabsFor } from '../../features/personal-area/lib/tabs';
import { useSession } from '../../lib/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SimplePage } from './simple-page';

/** A personal-area tab of acquisition: the menu by the patron's permissions, then the panel. */
function AcquisitionScreen({ title, children }: { title: ParseKeys; children: ReactNode }) {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();
  const userData = useUserData();
  useDocumentTitle(t(title), institution?.sigla ?? institution?.nome);
  return (
    <PersonalAreaShell tabs={tabsFor(userData.data?.authPermissions ?? [])}>
      {userData.isPending ? <Skeleton height={240} radius="md" /> : children}
    </PersonalAreaShell>
  );
}

/**
 * `/meupergamum/sugestao-compra`: the Acquisition tab (purchase-suggestion form), also the
 * footer's purchase-suggestion link. A visitor is asked to sign in first (spec §6).
 */
export function SuggestionRoute() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const { pathname } = useLocation();
  if (!user)
    return (
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
    );
  return (
    <AcquisitionScreen title="acquisition.form.title">
      <SuggestionPanel />
    </AcquisitionScreen>
  );
}

/** `/meupergamum/sugestoes`: Suggestion query (spec §2). */
export function SuggestionsRoute() {
  return (
    <RequireUser>
      <AcquisitionScreen title="acquisition.list.title">
        <SuggestionsPanel />
      </AcquisitionScreen>
    </RequireUser>
  );
}

/** `/meupergamum/pedidos-compra`: Purchase orders (spec §2). */
export function PurchaseOrdersRoute() {
  return (
    <RequireUser>
      <AcquisitionScreen title="acquisition.orders.title">
        <PurchaseOrdersPanel />
      </AcquisitionScreen>
    </RequireUser>
  );
}

/** `/meupergamum/estatisticas-aquisicao`: Acquisition statistics (spec §2). */
export function AcquisitionStatisticsRoute() {
  return (
    <RequireUser>
      <AcquisitionScreen title="acquisition.statistics.title">
        <AcquisitionStatisticsPanel />
      </AcquisitionScreen>
    </RequireUser>
  );
}

/** `/meupergamum/totais-titulos`: Title totals (spec §2). */
export function TitleTotalsRoute() {
  return (
    <RequireUser>
      <AcquisitionScreen title="acquisition.totals.title">
        <TitleTotalsPanel />
      </AcquisitionScreen>
    </RequireUser>
  );
}
