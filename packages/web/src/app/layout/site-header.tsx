import { Button, Container, Flex, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { IconBooks, IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BasketHeaderLink } from '../../features/basket/components/basket-header-link';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { PATHS } from '../paths';
import classes from './site-header.module.css';

/** Institution identity and the user menu (logged-out state until login exists). */
export function SiteHeader() {
  const { t } = useTranslation();
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
            <Button
              component={Link}
              to={PATHS.login}
              leftSection={<IconLogin2 size={18} aria-hidden />}
            >
              {t('header.signIn')}
            </Button>
          </Flex>
        </nav>
      </Container>
    </div>
  );
}
