import { Alert, Anchor, Container, Loader, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  externalSignInErrorKey,
  finishExternalSignIn,
} from '../../features/auth/lib/external-sign-in';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PATHS } from '../paths';

/**
 * The provider's answer is used once: React's development double effects (and a quick
 * re-render) share this one attempt instead of sending the nonce twice.
 */
let attempt: { search: string; result: ReturnType<typeof finishExternalSignIn> } | null = null;

function finishOnce(search: string) {
  if (attempt?.search !== search) {
    attempt = { search, result: finishExternalSignIn(new URLSearchParams(search)) };
  }
  return attempt.result;
}

/**
 * `/oauth-response` (spec §2): where the OpenID provider sends the browser back. Sends its
 * answer with the kept nonce to POST /api/oidc/validar; on success the session is the same as
 * after a password login and the browser goes on to the `redirect` of the sign-in, otherwise
 * the spec §8 external sign-in error shows with a way back to the login.
 */
export function OauthResponseRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: institution } = useInstitution();
  const [failure, setFailure] = useState<ParseKeys | null>(null);
  useDocumentTitle(t('externalSignIn.title'), institution?.sigla ?? institution?.nome);

  useEffect(() => {
    let current = true;
    finishOnce(window.location.search).then(
      ({ redirect }) => {
        if (current) void navigate(redirect, { replace: true });
      },
      (error: unknown) => {
        if (current) setFailure(externalSignInErrorKey(error));
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
          {t('externalSignIn.title')}
        </Title>
        {failure ? (
          <>
            <Alert
              color="yellow"
              role="alert"
              icon={<IconAlertTriangle aria-hidden />}
              data-testid="external-sign-in-error"
              w="100%"
            >
              {t(failure)}
            </Alert>
            <Anchor component={Link} to={PATHS.login}>
              {t('externalSignIn.backToLogin')}
            </Anchor>
          </>
        ) : (
          <Stack align="center" gap="xs" aria-busy>
            <Loader aria-hidden />
            <p role="status">{t('externalSignIn.signingIn')}</p>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
