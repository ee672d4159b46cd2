import { Alert, Anchor, Container, Loader, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  finishRedirectSignIn,
  redirectSignInErrorKey,
} from '../../features/auth/lib/redirect-sign-in';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PATHS } from '../paths';

/**
 * A redirect token works once: React's development double effects (and a quick re-render)
 * share this one attempt instead of sending the token twice.
 */
let attempt: { search: string; result: ReturnType<typeof finishRedirectSignIn> } | null = null;

function finishOnce(search: string) {
  if (attempt?.search !== search) {
    attempt = { search, result: finishRedirectSignIn(new URLSearchParams(search)) };
  }
  return attempt.result;
}

/**
 * `/pergamum_redireciona?token=…&redirect=/path` (spec §2 "Redirect … screens"): signs in with
 * a redirect token handed over from another screen or system and lands on `redirect` (a path
 * of this site, else the home page). The token leaves the address bar at once; a token that is
 * unknown, expired or used shows why, with a way to the login.
 */
export function RedirectSignInRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: institution } = useInstitution();
  const [failure, setFailure] = useState<ParseKeys | null>(null);
  useDocumentTitle(t('redirectSignIn.title'), institution?.sigla ?? institution?.nome);

  useEffect(() => {
    let current = true;
    const search = window.location.search;
    const result = finishOnce(search);
    // The single-use token has no business in the history or in a bookmark.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    result.then(
      ({ redirect }) => {
        if (current) void navigate(redirect, { replace: true });
      },
      (error: unknown) => {
        if (current) setFailure(redirectSignInErrorKey(error));
      },
    );
    return () => {
      current = false;
    };
  }, [navigate]);

  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md">
        <Title order={1} size="h2">
          {t('redirectSignIn.title')}
        </Title>
        {failure ? (
          <>
            <Alert
              color="yellow"
              role="alert"
              icon={<IconAlertTriangle aria-hidden />}
              data-testid="redirect-sign-in-error"
              w="100%"
            >
              {t(failure)}
            </Alert>
            <Anchor component={Link} to={PATHS.login}>
              {t('redirectSignIn.backToLogin')}
            </Anchor>
          </>
        ) : (
          <Stack align="center" gap="xs" aria-busy>
            <Loader aria-hidden />
            <p role="status">{t('redirectSignIn.signingIn')}</p>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
