import { Alert, Anchor, Container } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../lib/session-store';
import { loginPath } from '../lib/safe-redirect';

/** "Session expired, log in again" after a refused token renewal (spec §4, §8). */
export function SessionExpiredNotice() {
  const { t } = useTranslation();
  const expired = useSession((state) => state.expired);
  const dismiss = useSession((state) => state.dismissExpired);
  const { pathname, search } = useLocation();
  if (!expired) return null;
  return (
    <Container size="xl" pt="md">
      <Alert
        color="yellow"
        variant="light"
        role="alert"
        icon={<IconClockExclamation aria-hidden />}
        withCloseButton
        closeButtonLabel={t('app.close')}
        onClose={dismiss}
        data-testid="session-expired"
      >
        {t('session.expired')}{' '}
        {pathname !== '/login' && (
          <Anchor component={Link} to={loginPath(`${pathname}${search}`)} onClick={dismiss}>
            {t('session.signInAgain')}
          </Anchor>
        )}
      </Alert>
    </Container>
  );
}
