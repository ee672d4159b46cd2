import { Button, Skeleton } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUserData } from '../../features/auth/api/get-user-data';
import { loginPath } from '../../features/auth/lib/safe-redirect';
import { MyCommentsPanel } from '../../features/comments/components/my-comments-panel';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { PersonalAreaShell } from '../../features/personal-area/components/personal-area-shell';
import { tabsFor } from '../../features/personal-area/lib/tabs';
import { useSession } from '../../lib/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SimplePage } from './simple-page';

function CommentsScreen() {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();
  const userData = useUserData();
  useDocumentTitle(t('comments.mine.title'), institution?.sigla ?? institution?.nome);
  return (
    <PersonalAreaShell tabs={tabsFor(userData.data?.authPermissions ?? [])}>
      {userData.isPending ? (
        <Skeleton height={240} radius="md" />
      ) : (
        <MyCommentsPanel permissions={userData.data?.authPermissions ?? []} />
      )}
    </PersonalAreaShell>
  );
}

/**
 * `/meupergamum/comentarios`: Comments, also the footer's comments link (spec §2, §7). A
 * visitor is asked to sign in first (spec §6).
 */
export function CommentsRoute() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const { pathname } = useLocation();
  if (!user)
    return (
      <SimplePage title={t('comments.mine.title')} intro={t('comments.signInMessage')}>
        <Button
          component={Link}
          to={loginPath(pathname)}
          leftSection={<IconLogin size={16} aria-hidden />}
          data-testid="comments-page-sign-in"
        >
          {t('comments.signIn')}
        </Button>
      </SimplePage>
    );
  return <CommentsScreen />;
}
