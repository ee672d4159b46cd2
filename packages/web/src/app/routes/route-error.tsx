import { Alert, Button, Container } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PATHS } from '../paths';
import { NotFoundRoute } from './not-found-route';

/** Error boundary of the route tree: a 404 shows the not-found screen, anything else a message. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  return (
    <Container size="sm" py="xl">
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('errors.generic')}>
        <Button component={Link} to={PATHS.home} mt="sm" variant="default">
          {t('notFound.home')}
        </Button>
      </Alert>
    </Container>
  );
}
