import { Skeleton, Stack } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserData } from '../../features/auth/api/get-user-data';
import { RequireUser } from '../../features/auth/components/require-user';
import { CalendarFeed } from '../../features/circulation-documents/components/calendar-feed';
import { LoanTokenPanel } from '../../features/circulation-documents/components/loan-token-panel';
import { NoDebtsPanel } from '../../features/circulation-documents/components/no-debts-panel';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { PersonalAreaShell } from '../../features/personal-area/components/personal-area-shell';
import { tabsFor } from '../../features/personal-area/lib/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The personal-area frame (menu by the patron's permissions) around one of these tabs. */
function Frame({ title, children }: { title: ParseKeys; children: ReactNode }) {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();
  const userData = useUserData();
  useDocumentTitle(t(title), institution?.sigla ?? institution?.nome);
  return (
    <RequireUser>
      <PersonalAreaShell tabs={tabsFor(userData.data?.authPermissions ?? [])}>
        {userData.isPending ? <Skeleton height={240} radius="md" /> : children}
      </PersonalAreaShell>
    </RequireUser>
  );
}

/** `/meupergamum/token`: Get token (spec §2, §3 loan token). */
export function LoanTokenRoute() {
  return (
    <Frame title="circulationDocuments.token.title">
      <LoanTokenPanel />
    </Frame>
  );
}

/** `/meupergamum/nada-consta`: No-debts declaration (spec §4), with the calendar feed for now. */
export function NoDebtsRoute() {
  return (
    <Frame title="circulationDocuments.noDebts.title">
      <Stack gap="lg">
        <NoDebtsPanel />
        <CalendarFeed />
      </Stack>
    </Frame>
  );
}
