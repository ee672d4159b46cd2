import { Alert, Anchor, Container, Loader, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useInstitution } from '../../parameters/api/get-institution';
import { useDocumentTitle } from '../../../lib/use-document-title';

type Finish = (search: URLSearchParams) => Promise<{ redirect: string }>;

/**
 * One attempt per address: what the address carries (a provider's answer, a redirect token)
 * works once, so React's development double effects (and a quick re-render) share the attempt
 * instead of sending it twice.
 */
export function singleAttempt(finish: Finish): (search: string) => Promise<{ redirect: string }> {
  let attempt: { search: string; result: Promise<{ redirect: string }> } | null = null;
  return (search) => {
    if (attempt?.search !== search) {
      attempt = { search, result: finish(new URLSearchParams(search)) };
    }
    return attempt.result;
  };
}

/**
 * A screen that ends a sign-in begun elsewhere (/oauth-response, /pergamum_redireciona): a
 * spinner while `finish` runs, then on to its `redirect`, or the error with a way back to the
 * login. `clearAddress` takes a single-use secret out of the address bar at once.
 */
export function SignInAnswer({
  keys,
  testId,
  finish,
  errorKey,
  clearAddress = false,
}: {
  keys: { title: ParseKeys; signingIn: ParseKeys; backToLogin: ParseKeys };
  testId: string;
  finish: (search: string) => Promise<{ redirect: string }>;
  errorKey: (error: unknown) => ParseKeys;
  clearAddress?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: institution } = useInstitution();
  const [failure, setFailure] = useState<ParseKeys | null>(null);
  useDocumentTitle(t(keys.title), institution?.sigla ?? institution?.nome);

  useEffect(() => {
    let current = true;
    const result = finish(window.location.search);
    if (clearAddress) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
    result.then(
      ({ redirect }) => {
        if (current) void navigate(redirect, { replace: true });
      },
      (error: unknown) => {
        if (current) setFailure(errorKey(error));
      },
    );
    return () => {
      current = false;
    };
  }, [navigate, finish, errorKey, clearAddress]);

  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md">
        <Title order={1} size="h2">
          {t(keys.title)}
        </Title>
        {failure ? (
          <>
            <Alert
              color="yellow"
              role="alert"
              icon={<IconAlertTriangle aria-hidden />}
              data-testid={testId}
              w="100%"
            >
              {t(failure)}
            </Alert>
            <Anchor component={Link} to={PATHS.login}>
              {t(keys.backToLogin)}
            </Anchor>
          </>
        ) : (
          <Stack align="center" gap="xs" aria-busy>
            <Loader aria-hidden />
            <p role="status">{t(keys.signingIn)}</p>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
