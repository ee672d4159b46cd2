import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserData } from '../../features/auth/api/get-user-data';
import { RequireUser } from '../../features/auth/components/require-user';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { PersonalAreaShell } from '../../features/personal-area/components/personal-area-shell';
import { tabsFor } from '../../features/personal-area/lib/tabs';
import { TeachingPlanPanel } from '../../features/teaching-plans/components/teaching-plan-panel';
import { useDocumentTitle } from '../../lib/use-document-title';

function TeachingPlanScreen() {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();
  const userData = useUserData();
  useDocumentTitle(t('teachingPlan.title'), institution?.sigla ?? institution?.nome);
  return (
    <PersonalAreaShell tabs={tabsFor(userData.data?.authPermissions ?? [])}>
      {userData.isPending ? <Skeleton height={320} radius="md" /> : <TeachingPlanPanel />}
    </PersonalAreaShell>
  );
}

/** `/meupergamum/plano-ensino`: Teaching plan (spec §2). */
export function TeachingPlanRoute() {
  return (
    <RequireUser>
      <TeachingPlanScreen />
    </RequireUser>
  );
}
