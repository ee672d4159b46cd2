import { Skeleton } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserData } from '../../features/auth/api/get-user-data';
import { RequireUser } from '../../features/auth/components/require-user';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { PersonalAreaShell } from '../../features/personal-area/components/personal-area-shell';
import { tabsFor } from '../../features/personal-area/lib/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';

function PersonalAreaScreen({ title, children }: { title: ParseKeys; children: ReactNode }) {
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
 * A personal-area tab's page: signed-in patrons only (others go to /login and back), the menu
 * of the tabs the patron's activities allow, the document title, then the tab's panel once the
 * patron's data is known.
 */
export function PersonalAreaPage({ title, children }: { title: ParseKeys; children: ReactNode }) {
  return (
    <RequireUser>
      <PersonalAreaScreen title={title}>{children}</PersonalAreaScreen>
    </RequireUser>
  );
}
