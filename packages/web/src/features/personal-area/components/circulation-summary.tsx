import { Anchor, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './personal-area.module.css';

export interface CirculationFigures {
  overdue: number;
  dueSoon: number;
  holdsReady: number;
  /** What the patron owes, formatted (R$). */
  debt: string;
  debtCentavos: number;
}

interface Card {
  key: string;
  to: string;
  value: string;
  label: ParseKeys;
  count?: number;
  alert: boolean;
}

/**
 * The Home tab's summary: loans overdue and due in the next days, holds ready for pickup and
 * what is owed, each a link to its tab. `figures` is null while they load; a part that failed
 * is left out (its tab says why).
 */
export function CirculationSummary({ figures }: { figures: Partial<CirculationFigures> | null }) {
  const { t } = useTranslation();
  const cards: Card[] = [];
  if (figures?.overdue !== undefined)
    cards.push({
      key: 'overdue',
      to: '/meupergamum/emprestimo',
      value: String(figures.overdue),
      label: 'personalArea.summary.overdue',
      count: figures.overdue,
      alert: figures.overdue > 0,
    });
  if (figures?.dueSoon !== undefined)
    cards.push({
      key: 'due-soon',
      to: '/meupergamum/renovacao',
      value: String(figures.dueSoon),
      label: 'personalArea.summary.dueSoon',
      count: figures.dueSoon,
      alert: false,
    });
  if (figures?.holdsReady !== undefined)
    cards.push({
      key: 'holds-ready',
      to: '/meupergamum/reservas',
      value: String(figures.holdsReady),
      label: 'personalArea.summary.holdsReady',
      count: figures.holdsReady,
      alert: false,
    });
  if (figures?.debt !== undefined)
    cards.push({
      key: 'debt',
      to: '/meupergamum/debito',
      value: figures.debt,
      label: 'personalArea.summary.debt',
      alert: (figures.debtCentavos ?? 0) > 0,
    });

  return (
    <section
      aria-labelledby="summary-heading"
      aria-busy={figures === null}
      className={classes.summary}
    >
      <h3 id="summary-heading" className={classes.summaryTitle}>
        {t('personalArea.summary.title')}
      </h3>
      {figures === null ? (
        <Skeleton height={90} radius="md" />
      ) : (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="circulation-summary">
          {cards.map((card) => (
            <Paper
              key={card.key}
              withBorder
              p="md"
              className={classes.summaryCard}
              data-alert={card.alert || undefined}
              data-testid={`summary-${card.key}`}
            >
              <Anchor component={Link} to={card.to} className={classes.summaryLink}>
                <Text span className={classes.summaryValue}>
                  {card.value}
                </Text>
                <Text span className={classes.summaryLabel}>
                  {card.count === undefined ? t(card.label) : t(card.label, { count: card.count })}
                </Text>
              </Anchor>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
