import { isSafeLink, type Event } from '@estante/contract';
import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconClock, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { SectionHeading } from '../../../components/section-heading';
import { localeFor } from '../../../lib/i18n';
import { useEvents } from '../api/get-events';
import classes from './events-list.module.css';
import { dateTimeFormat } from '../../../lib/intl-format';

const MAX_EVENTS = 6;

function formatWhen(event: Event, locale: string): string {
  const start = new Date(event.data_inicio);
  const format = dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
  if (!event.data_fim) return format.format(start);
  const end = new Date(event.data_fim);
  return end > start ? format.formatRange(start, end) : format.format(start);
}

function EventItem({ event, locale }: { event: Event; locale: string }) {
  const { t } = useTranslation();
  const start = new Date(event.data_inicio);
  const day = dateTimeFormat(locale, { day: 'numeric' }).format(start);
  const month = dateTimeFormat(locale, { month: 'short' }).format(start).replace('.', '');
  const headingId = `event-${event.codigo}`;

  return (
    <Paper component="li" withBorder radius="md" className={classes.event} data-testid="event">
      <div className={classes.date} aria-hidden>
        <span className={classes.day}>{day}</span>
        <span className={classes.month}>{month}</span>
      </div>
      <div className={classes.body}>
        <Title order={3} id={headingId} className={classes.title}>
          {event.titulo}
        </Title>
        <Text size="sm" className={classes.meta}>
          <IconClock size={15} aria-hidden />
          <span>
            <span className={classes.srLabel}>{`${t('events.when')}: `}</span>
            <time dateTime={event.data_inicio} data-testid="event-when">
              {formatWhen(event, locale)}
            </time>
          </span>
        </Text>
        {event.local && (
          <Text size="sm" className={classes.meta}>
            <IconMapPin size={15} aria-hidden />
            <span>
              <span className={classes.srLabel}>{`${t('events.where')}: `}</span>
              {event.local}
            </span>
          </Text>
        )}
        {event.descricao && (
          <Text size="sm" className={classes.description} lineClamp={3}>
            {event.descricao}
          </Text>
        )}
        {isSafeLink(event.link) ? (
          <Anchor
            href={event.link}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            className={classes.link}
          >
            {t('events.moreInfo', { title: event.titulo })}
          </Anchor>
        ) : (
          // An address that is not a web or email link is shown, not followed.
          event.link && (
            <Text size="sm" className={classes.link}>
              {event.link}
            </Text>
          )
        )}
      </div>
    </Paper>
  );
}

/** Upcoming institutional events, soonest first, dates formatted in the page's language. */
export function EventsList() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError, refetch } = useEvents();
  const locale = localeFor(i18n.resolvedLanguage ?? 'pt');

  return (
    <section aria-labelledby="events-title" aria-busy={isPending}>
      <SectionHeading id="events-title" icon={<IconCalendarEvent size={20} />}>
        {t('events.title')}
      </SectionHeading>
      {isPending ? (
        <Stack gap="sm" data-testid="events-loading">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={110} radius="md" />
          ))}
        </Stack>
      ) : isError ? (
        <QueryError message={t('events.error')} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Text>{t('events.empty')}</Text>
      ) : (
        <ul className={classes.list}>
          {data.slice(0, MAX_EVENTS).map((event) => (
            <EventItem key={event.codigo} event={event} locale={locale} />
          ))}
        </ul>
      )}
    </section>
  );
}
