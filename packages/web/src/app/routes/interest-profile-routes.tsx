import { Skeleton } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertsPanel } from '../../features/alerts/components/alerts-panel';
import { useUserData } from '../../features/auth/api/get-user-data';
import { RequireUser } from '../../features/auth/components/require-user';
import { AreasOfInterestPanel } from '../../features/interest-profiles/components/areas-of-interest-panel';
import { CheckTitlesPanel } from '../../features/interest-profiles/components/check-titles-panel';
import { InterestProfilePanel } from '../../features/interest-profiles/components/interest-profile-panel';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { PersonalAreaShell } from '../../features/personal-area/components/personal-area-shell';
import { tabsFor } from '../../features/personal-area/lib/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A personal-area tab of the alert services: the menu by permissions, then the panel. */
function Screen({ title, children }: { title: ParseKeys; children: ReactNode }) {
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

/** `/meupergamum/perfil-interesse`: Interest profile (spec §2). */
export function InterestProfileRoute() {
  return (
    <RequireUser>
      <Screen title="interestProfiles.title">
        <InterestProfilePanel />
      </Screen>
    </RequireUser>
  );
}

/** `/meupergamum/areas-interesse`: Areas of interest (spec §2). */
export function AreasOfInterestRoute() {
  return (
    <RequireUser>
      <Screen title="interestProfiles.areas.title">
        <AreasOfInterestPanel />
      </Screen>
    </RequireUser>
  );
}

/** `/meupergamum/verificar-titulos`: Check titles (spec §2, §9). */
export function CheckTitlesRoute() {
  return (
    <RequireUser>
      <Screen title="interestProfiles.titles.title">
        <CheckTitlesPanel />
      </Screen>
    </RequireUser>
  );
}

/** `/meupergamum/alertas`: Alerts (spec §2, §4, §5). */
export function AlertsRoute() {
  return (
    <RequireUser>
      <Screen title="alerts.title">
        <AlertsPanel />
      </Screen>
    </RequireUser>
  );
}
