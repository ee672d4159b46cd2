import { Container, Loader, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../../features/auth/api/sign-out';
import { PATHS } from '../paths';

/** `/sair` (spec §2): revokes the sign-in, clears both stores and goes home. */
export function LogoutRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    void signOut().then(() => navigate(PATHS.home, { replace: true }));
  }, [navigate]);
  return (
    <Container size="sm" py="xl" ta="center" aria-busy>
      <Loader aria-hidden />
      <Title order={1} size="h3" mt="md">
        {t('login.signingOut')}
      </Title>
    </Container>
  );
}
