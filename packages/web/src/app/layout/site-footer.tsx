import { ACTIVITY, MINIMUM_BROWSERS } from '@estante/contract';
import { Anchor, Container, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { useActivity } from '../../features/parameters/hooks/use-activity';
import { PATHS } from '../paths';
import { ExternalLink } from './external-link';
import { LanguageBar } from './language-bar';
import classes from './site-footer.module.css';
import { SupportButton } from './support-modal';

/** Footer (spec §2): feature links gated by activities, languages, support, browsers. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();
  const comments = useActivity(ACTIVITY.comments);
  const suggestion = useActivity(ACTIVITY.purchaseSuggestion);
  const externalDatabases = useActivity(ACTIVITY.externalDatabaseLink);
  const network = useActivity(ACTIVITY.networkCatalogueLink);

  const databaseLinks = externalDatabases ? (institution?.bases_externas ?? []).slice(0, 2) : [];
  const networkLink = network ? (institution?.link_rede ?? null) : null;
  const name = institution?.nome ?? t('app.name');

  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <div className={classes.columns}>
          <div className={classes.identity}>
            <Text fw={700} size="lg">
              {name}
            </Text>
            <Text size="sm" className={classes.muted}>
              {t('footer.poweredBy')}
            </Text>
          </div>

          {(comments || suggestion) && (
            <nav aria-labelledby="footer-services" className={classes.column}>
              <h2 id="footer-services" className={classes.heading}>
                {t('footer.services')}
              </h2>
              <ul className={classes.list}>
                {comments && (
                  <li>
                    <Anchor component={Link} to={PATHS.comments} className={classes.link}>
                      {t('footer.comments')}
                    </Anchor>
                  </li>
                )}
                {suggestion && (
                  <li>
                    <Anchor component={Link} to={PATHS.purchaseSuggestion} className={classes.link}>
                      {t('footer.purchaseSuggestion')}
                    </Anchor>
                  </li>
                )}
              </ul>
            </nav>
          )}

          {(databaseLinks.length > 0 || networkLink) && (
            <nav aria-labelledby="footer-databases" className={classes.column}>
              <h2 id="footer-databases" className={classes.heading}>
                {t('footer.externalDatabases')}
              </h2>
              <ul className={classes.list}>
                {databaseLinks.map((link) => (
                  <li key={link.url} data-testid="external-database-link">
                    <ExternalLink href={link.url} className={classes.link}>
                      {link.descricao}
                    </ExternalLink>
                  </li>
                ))}
                {networkLink && (
                  <li data-testid="network-catalogue-link">
                    <ExternalLink href={networkLink.url} className={classes.link}>
                      {networkLink.descricao}
                    </ExternalLink>
                  </li>
                )}
              </ul>
            </nav>
          )}

          <div className={classes.column}>
            <h2 className={classes.heading}>{t('footer.help')}</h2>
            <SupportButton message={institution?.msg_suporte_consulta} />
            {institution?.link_lgpd && (
              <ExternalLink href={institution.link_lgpd} className={classes.link}>
                <IconShieldLock
                  size={16}
                  aria-hidden
                  style={{ marginInlineEnd: 6, verticalAlign: -3 }}
                />
                {t('footer.privacy')}
              </ExternalLink>
            )}
          </div>

          <div className={classes.column}>
            <h2 className={classes.heading}>{t('footer.language')}</h2>
            <LanguageBar />
          </div>
        </div>

        <div className={classes.bottom}>
          <Text size="sm">{t('footer.copyright', { year: new Date().getFullYear(), name })}</Text>
          <Text size="sm" className={classes.muted} data-testid="minimum-browsers">
            {t('browser.minimum', MINIMUM_BROWSERS)}
          </Text>
        </div>
      </Container>
    </footer>
  );
}
