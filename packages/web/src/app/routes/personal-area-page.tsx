import type { UserData } from '@estante/contract';
import { Skeleton } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { useUserData } from '../../features/auth/api/get-user-data';
import { RequireUser } from '../../features/auth/components/require-user';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { PersonalAreaShell } from '../../features/personal-area/components/personal-area-shell';
import { tabsFor } from '../../features/personal-area/lib/tabs';
import { useSession } from '../../lib/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';

type Panel = ReactNode | ((userData: UserData) => ReactNode);

/**
 * The personal-area frame for a signed-in patron: the menu of the tabs the patron's activities
 * allow, the document title, then the tab's panel once the patron's data is known.
 */
export function PersonalAreaScreen({ title, children }: { title: ParseKeys; children: Panel }) {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();
  const userData = useUserData();
  useDocumentTitle(t(title), institution?.sigla ?? institution?.nome);
  return (
    <div aria-busy={userData.isPending}>
      <PersonalAreaShell tabs={tabsFor(userData.data?.authPermissions ?? [])}>
        {userData.isPending ? (
          <Skeleton height={240} radius="md" />
        ) : userData.isError ? (
          <QueryError message={t('personalArea.error')} onRetry={() => void userData.refetch()} />
        ) : typeof children === 'function' ? (
          children(userData.data)
        ) : (
          children
        )}
      </PersonalAreaShell>
    </div>
  );
}

/**
 * A personal-area tab's page: the menu of the tabs the patron's activities allow, the
 * document title, then the tab's panel once the patron's data is known (`children` may take
 * it). Visitors go to /login and back, or see `visitor` instead when given (a footer link's
 * sign-in prompt, spec §6).
 */
export function PersonalAreaPage({
  title,
  children,
  visitor,
}: {
  title: ParseKeys;
  children: Panel;
  visitor?: ReactNode;
}) {
  const signedIn = useSession((state) => state.user !== null);
  if (visitor !== undefined && !signedIn) return visitor;
  return (
    <RequireUser>
      <PersonalAreaScreen title={title}>{children}</PersonalAreaScreen>
    </RequireUser>
  );
}
