import { Skeleton, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { addDays, today } from '../lib/days';
import classes from './circulation.module.css';
import { CirculationTable, type Column } from './circulation-table';
import { QueryError } from './query-error';
import { DateRangeForm, type DateRange } from './date-range-form';

/** The history sections' range until the patron picks one: the last year. */
export const lastYear = (): DateRange => ({ start: addDays(today(), -365), end: today() });

/**
 * A circulation history (loans, holds, loan requests): a date range with the section's own
 * filters beside it, then the rows of the range in a table, or why there are none. The caller
 * keeps the filter and runs its query, so each history keeps its own filter and endpoint.
 * `id` prefixes the heading's and the caption's ids.
 */
export function HistorySection<T>({
  id,
  heading,
  label,
  range,
  onRangeChange,
  filters,
  query,
  errorMessage,
  emptyMessage,
  emptyTestId,
  caption,
  columns,
  itemId,
  testId,
  rowTestId,
}: {
  id: string;
  /** The section's heading; without one the tab's own heading names it. */
  heading?: string;
  /** The range form's accessible name. */
  label: string;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  filters?: ReactNode;
  query: UseQueryResult<T[]>;
  errorMessage: string;
  emptyMessage: string;
  emptyTestId: string;
  caption: (count: number) => string;
  columns: Column<T>[];
  itemId: (item: T) => number;
  testId: string;
  rowTestId: string;
}) {
  const body = (
    <>
      <DateRangeForm initial={range} label={label} onSubmit={onRangeChange}>
        {filters}
      </DateRangeForm>
      {query.isPending ? (
        <Skeleton height={120} mt="md" radius="md" aria-busy />
      ) : query.isError ? (
        <QueryError message={errorMessage} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Text mt="md" data-testid={emptyTestId}>
          {emptyMessage}
        </Text>
      ) : (
        <CirculationTable
          id={`${id}-caption`}
          caption={caption(query.data.length)}
          columns={columns}
          items={query.data}
          rowKey={itemId}
          rowProps={() => ({ 'data-testid': rowTestId })}
          striped
          mt="md"
          testId={testId}
        />
      )}
    </>
  );
  if (!heading) return body;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Title order={3} id={`${id}-heading`} className={classes.sectionTitle} mt="xl" mb="sm">
        {heading}
      </Title>
      {body}
    </section>
  );
}
