import { Container, Text, Title } from '@mantine/core';
import { newAcquisitionsFeedHref } from '@estante/contract';
import { useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AfterFirstPaint } from '../../components/after-first-paint';
import {
  NewAcquisitionsPanel,
  newAcquisitionsPanelCalls,
} from '../../features/new-acquisitions/components/new-acquisitions-panel';
import { useSearchTabs } from '../../features/parameters/api/get-features';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { SearchBox } from '../../features/search/components/search-box';
import { SearchTabs, SearchTabsPlaceholder } from '../../features/search/components/search-tabs';
import { eventsQueryOptions } from '../../features/units/api/get-events';
import { serviceDesksQueryOptions } from '../../features/units/api/get-service-desks';
import { EventsList } from '../../features/units/components/events-list';
import { OpeningHours } from '../../features/units/components/opening-hours';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFeedLink } from '../../lib/use-page-head';
import classes from './home-route.module.css';
import { MoreWays } from './more-ways';

const DEFAULT_TAB = 'pesquisa_geral';

/** Home and search screen: `/` and `/{guia}` (spec §2). */
export function HomeRoute({ guia }: { guia?: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { data: institution } = useInstitution();
  const { tabs, isPending: featuresPending } = useSearchTabs();
  const active = guia ?? tabs[0]?.chave ?? DEFAULT_TAB;
  const name = institution?.sigla ?? institution?.nome ?? t('app.name');

  useDocumentTitle(t('home.title'), institution?.sigla ?? institution?.nome);
  // The new-acquisitions feed, of the course the panel chose.
  const [params] = useSearchParams();
  useFeedLink(
    newAcquisitionsFeedHref(params),
    t('searchTabs.novas_aquisicoes'),
    institution?.sigla ?? institution?.nome,
  );

  return (
    <>
      <div className={classes.hero}>
        <Container size="xl" className={classes.heroInner}>
          <Title order={1} className={classes.heading}>
            {t('home.heading')}
          </Title>
          <Text className={classes.intro}>{t('home.intro', { name })}</Text>
          {featuresPending ? <SearchTabsPlaceholder /> : <SearchTabs tabs={tabs} active={active} />}
          <SearchBox tab={active} />
          <MoreWays />
        </Container>
      </div>
      <AfterFirstPaint
        placeholder={<div className={classes.contentWrapper} aria-busy="true" />}
        calls={() => [
          ...newAcquisitionsPanelCalls(client, i18n.resolvedLanguage ?? 'pt', params),
          client.prefetchQuery(serviceDesksQueryOptions()),
          client.prefetchQuery(eventsQueryOptions()),
        ]}
      >
        <BelowTheFold />
      </AfterFirstPaint>
    </>
  );
}

/**
 * New acquisitions, opening hours and events: drawn after the search form has painted, and not
 * drawn again when the institution's settings or search tabs arrive (memo: no props).
 */
const BelowTheFold = memo(function BelowTheFold() {
  return (
    <div className={classes.contentWrapper}>
      <Container size="xl" className={classes.content}>
        <div className={classes.acquisitions}>
          <NewAcquisitionsPanel />
        </div>
        <div className={classes.hours}>
          <OpeningHours />
        </div>
        <div className={classes.events}>
          <EventsList />
        </div>
      </Container>
    </div>
  );
});
