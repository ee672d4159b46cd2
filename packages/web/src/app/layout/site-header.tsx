import { Button, Container, Flex, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { IconBooks, IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { UserMenu } from '../../features/auth/components/user-menu';
import { loginPath } from '../../features/auth/lib/safe-redirect';
import { BasketHeaderLink } from '../../features/basket/components/basket-header-link';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { useSession } from '../../lib/session-store';
import { PATHS } from '../paths';
import classes from './site-header.module.css';

/** Institution identity and the user menu: "Entrar" for visitors, the user's menu after login. */
export function SiteHeader() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const { pathname, search } = useLocation();
  // On /login itself the button keeps the destination it already has.
  const signInHref =
    pathname === PATHS.login ? `${pathname}${search}` : loginPath(`${pathname}${search}`);
  const { data: institution, isPending } = useInstitution();
  const name = institution?.nome ?? t('app.name');
  const [logoFailed, setLogoFailed] = useState(false);

  return (
    <div className={classes.header}>
      <Container size="xl" className={classes.inner}>
        {isPending ? (
          <Skeleton height={48} width={280} aria-hidden />
        ) : (
          <Link to={PATHS.home} className={classes.brand}>
            {institution?.logo && !logoFailed ? (
              <img
                src={institution.logo}
                alt=""
                className={classes.logo}
                onError={() => setLogoFailed(true)}
              />
            ) : (
              <span className={classes.logoFallback} aria-hidden>
                <IconBooks size={28} />
              </span>
            )}
            <span className={classes.names}>
              <span className={classes.name}>{name}</span>
              <span className={classes.subtitle}>
                {institution?.sigla ? `${institution.sigla} · ` : ''}
                {t('app.catalogue')}
              </span>
            </span>
          </Link>
        )}
        <nav aria-label={t('header.userMenu')} className={classes.user}>
          <Flex
            gap="xs"
            direction={{ base: 'column', xs: 'row' }}
            align={{ base: 'flex-end', xs: 'center' }}
          >
            <BasketHeaderLink />
            {user ? (
              <UserMenu user={user} />
            ) : (
              <Button
                component={Link}
                to={signInHref}
                leftSection={<IconLogin2 size={18} aria-hidden />}
              >
                {t('header.signIn')}
              </Button>
            )}
          </Flex>
        </nav>
      </Container>
    </div>
  );
}
