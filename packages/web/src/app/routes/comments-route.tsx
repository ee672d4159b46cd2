import { Button } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPath } from '../../features/auth/lib/safe-redirect';
import { MyCommentsPanel } from '../../features/comments/components/my-comments-panel';
import { PersonalAreaPage } from './personal-area-page';
import { SimplePage } from './simple-page';

/**
 * `/meupergamum/comentarios`: Comments, also the footer's comments link (spec §2, §7). A
 * visitor is asked to sign in first (spec §6).
 */
export function CommentsRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <PersonalAreaPage
      title="comments.mine.title"
      visitor={
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
      }
    >
      {(userData) => <MyCommentsPanel permissions={userData.authPermissions} />}
    </PersonalAreaPage>
  );
}
