import { WEEKDAYS, type ServiceDesk } from '@estante/contract';
import { Badge, Paper, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { SectionHeading } from '../../../components/section-heading';
import { useServiceDesks } from '../api/get-service-desks';
import classes from './opening-hours.module.css';

/** ISO weekday of today: 1 = Monday … 7 = Sunday. */
function isoWeekday(date: Date): number {
  return ((date.getDay() + 6) % 7) + 1;
}

function LibraryHours({ desk, today }: { desk: ServiceDesk; today: number }) {
  const { t } = useTranslation();
  const headingId = `library-${desk.cod_biblioteca}`;

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      className={classes.card}
      aria-labelledby={headingId}
    >
      <Title order={3} id={headingId} className={classes.name}>
        {desk.desc_biblioteca}
      </Title>
      <Text size="sm" className={classes.campus}>
        {desk.nome_campus}
      </Text>
      <Table className={classes.table} verticalSpacing={6} horizontalSpacing="xs">
        <VisuallyHidden component="caption">
          {`${t('hours.title')} — ${desk.desc_biblioteca}`}
        </VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('hours.day')}</Table.Th>
            <Table.Th scope="col">{t('hours.hours')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {WEEKDAYS.map((day) => {
            const intervals = desk.horarios.filter((slot) => slot.dia_semana === day);
            const isToday = day === today;
            return (
              <Table.Tr key={day} data-today={isToday || undefined} className={classes.row}>
                <Table.Th scope="row" className={classes.day}>
                  {t(`weekdays.${day}`)}
                  {isToday && (
                    <Badge size="xs" variant="filled" className={classes.today}>
                      {t('hours.today')}
                    </Badge>
                  )}
                </Table.Th>
                <Table.Td className={classes.hours}>
                  {intervals.length === 0 ? (
                    <span className={classes.closed}>{t('hours.closed')}</span>
                  ) : (
                    intervals.map((slot) => (
                      <span key={`${slot.abertura}-${slot.fechamento}`} className={classes.slot}>
                        {t('hours.interval', { start: slot.abertura, end: slot.fechamento })}
                      </span>
                    ))
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {(desk.endereco || desk.telefone || desk.email) && (
        <ul className={classes.contacts}>
          {desk.endereco && (
            <li>
              <IconMapPin size={16} aria-hidden />
              <span>{desk.endereco}</span>
            </li>
          )}
          {desk.telefone && (
            <li>
              <IconPhone size={16} aria-hidden />
              <a href={`tel:${desk.telefone.replace(/[^\d+]/g, '')}`}>{desk.telefone}</a>
            </li>
          )}
          {desk.email && (
            <li>
              <IconMail size={16} aria-hidden />
              <a href={`mailto:${desk.email}`}>{desk.email}</a>
            </li>
          )}
        </ul>
      )}
    </Paper>
  );
}

/** Opening hours of every library, Monday → Sunday (spec §1, §9). */
export function OpeningHours() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useServiceDesks();
  const today = isoWeekday(new Date());

  return (
    <section aria-labelledby="opening-hours-title" aria-busy={isPending}>
      <SectionHeading id="opening-hours-title" icon={<IconClock size={20} />}>
        {t('hours.title')}
      </SectionHeading>
      {isPending ? (
        <div className={classes.grid} data-testid="opening-hours-loading">
          {[0, 1].map((key) => (
            <Skeleton key={key} height={330} radius="md" />
          ))}
        </div>
      ) : isError ? (
        <QueryError message={t('hours.error')} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Text>{t('hours.empty')}</Text>
      ) : (
        <div className={classes.grid}>
          {data.map((desk) => (
            <LibraryHours key={desk.cod_biblioteca} desk={desk} today={today} />
          ))}
        </div>
      )}
    </section>
  );
}
