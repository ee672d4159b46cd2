import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserData } from '../../features/auth/api/get-user-data';
import { RequireUser } from '../../features/auth/components/require-user';
import { MyCommentsPanel } from '../../features/comments/components/my-comments-panel';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { PersonalAreaShell } from '../../features/personal-area/components/personal-area-shell';
import { tabsFor } from '../../features/personal-area/lib/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';

function CommentsScreen() {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();

  const userData = useUserData();
  useDocumentTitle(t('comments.mine.title'), institution?.sigla ?? institution?.nome);
  return (
    <PersonalAreaShell tabs={tabsFor(userData.data?.authPermissions ?? [])}>
      {userData.isPending ? <Skeleton height={240} radius="md" /> : <MyCommentsPanel />}
    </PersonalAreaShell>
  );
}

/** `/meupergamum/comentarios`: Comments (the footer's comments link; spec §2, §7) */
export function CommentsRoute() {
  return (
    <RequireUser>
      <CommentsScreen />
    </RequireUser>
  );
}
