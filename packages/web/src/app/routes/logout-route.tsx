import { isSafeLink } from '@estante/contract';
import { Container, Loader, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../../features/auth/api/sign-out';
import { institutionQueryOptions } from '../../features/parameters/api/get-institution';
import { PATHS } from '../paths';

/**
 * `/sair` (spec §2, §4): revokes the sign-in, clears both stores, then opens the single-sign-on
 * logout link when the institution uses one (usaOIDC, link_logout_OIDC), so the provider's
 * session ends too; otherwise goes home.
 */
export function LogoutRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    void (async () => {
      await signOut();
      const institution = await queryClient.fetchQuery(institutionQueryOptions()).catch(() => null);
      const link = institution?.usaOIDC ? institution.link_logout_OIDC : null;
      if (link && isSafeLink(link) && !link.startsWith('mailto:')) window.location.assign(link);
      else await navigate(PATHS.home, { replace: true });
    })();
  }, [navigate, queryClient]);
  return (
    <Container size="sm" py="xl" ta="center" aria-busy>
      <Loader aria-hidden />
      <Title order={1} size="h3" mt="md">
        {t('login.signingOut')}
      </Title>
    </Container>
  );
}
