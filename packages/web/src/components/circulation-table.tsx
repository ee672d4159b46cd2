import { Checkbox, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './circulation.module.css';

/** One column of a circulation table. */
export interface Column<T> {
  /** The header, and each cell's data-label (its name beside it on narrow screens). */
  header: string;
  cell: (item: T) => ReactNode;
  /** Keeps the cell on one line (dates). */
  nowrap?: boolean;
  /** Right-aligned figures, header included (sums of money). */
  money?: boolean;
  /** A class of the cell only (the header keeps its own alignment). */
  className?: string;
  bold?: boolean;
  testId?: string;
}

/** Attributes of a row: a class (overdue) and data-* for tests and styles. */
export type RowProps = { className?: string } & {
  [data: `data-${string}`]: string | number | boolean | undefined;
};

/** What a selectable table adds: a checkbox per row that names the row's title. */
export interface RowSelection<T> {
  label: (item: T) => string;
  header: string;
  isSelected: (item: T) => boolean;
  onToggle: (item: T, checked: boolean) => void;
}

/**
 * A circulation table: a focusable region that scrolls sideways when it must, a caption that
 * names it, one header per column, and rows that stack with their column names on narrow
 * screens. `selection` adds a first column of checkboxes.
 */
export function CirculationTable<T>({
  id,
  caption,
  columns,
  items,
  rowKey,
  rowProps,
  selection,
  striped = false,
  mt,
  footer,
  testId,
}: {
  /** The caption's id, which names the scrolling region. */
  id: string;
  caption: string;
  columns: Column<T>[];
  items: readonly T[];
  rowKey: (item: T) => number;
  rowProps?: (item: T) => RowProps;
  selection?: RowSelection<T>;
  striped?: boolean;
  mt?: string;
  footer?: ReactNode;
  testId: string;
}) {
  const cellClass = (column: Column<T>) =>
    [column.nowrap && classes.nowrap, column.money && classes.money, column.className]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={classes.tableScroll} tabIndex={0} role="region" aria-labelledby={id}>
      <Table
        className={`${classes.table} ${classes.stack}`}
        striped={striped}
        verticalSpacing={8}
        mt={mt}
        data-testid={testId}
      >
        <caption id={id} className={classes.caption}>
          {caption}
        </caption>
        <Table.Thead>
          <Table.Tr>
            {selection && <Table.Th scope="col">{selection.header}</Table.Th>}
            {columns.map((column) => (
              <Table.Th
                key={column.header}
                scope="col"
                className={column.money ? classes.money : undefined}
              >
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={rowKey(item)} {...rowProps?.(item)}>
              {selection && (
                <Table.Td data-label={selection.header}>
                  <Checkbox
                    aria-label={selection.label(item)}
                    checked={selection.isSelected(item)}
                    onChange={(event) => selection.onToggle(item, event.currentTarget.checked)}
                  />
                </Table.Td>
              )}
              {columns.map((column) => (
                <Table.Td
                  key={column.header}
                  data-label={column.header}
                  className={cellClass(column)}
                  fw={column.bold ? 600 : undefined}
                  data-testid={column.testId}
                >
                  {column.cell(item)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
      </Table>
    </div>
  );
}
