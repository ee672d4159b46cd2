import { Group } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from './circulation-alerts';
import { CirculationTable, type Column, type RowProps } from './circulation-table';

/** The ids a patron has ticked in a selectable table. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const clear = () => setSelected(new Set());
  return { selected, toggle, clear };
}

export type Selection = ReturnType<typeof useSelection>;

/**
 * A circulation table with a checkbox per row, then why the last action failed and the
 * actions on the selection (renew, cancel). The actions decide what an empty selection means.
 */
export function SelectableTable<T>({
  id,
  caption,
  columns,
  items,
  itemId,
  rowProps,
  selectLabel,
  selection,
  problem,
  problemTestId,
  actions,
  testId,
}: {
  id: string;
  caption: string;
  columns: Column<T>[];
  items: readonly T[];
  itemId: (item: T) => number;
  rowProps?: (item: T) => RowProps;
  /** The checkbox's accessible name: it names the row's title. */
  selectLabel: (item: T) => string;
  selection: Selection;
  problem: string | null;
  problemTestId: string;
  actions: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CirculationTable
        id={id}
        caption={caption}
        columns={columns}
        items={items}
        rowKey={itemId}
        rowProps={rowProps}
        selection={{
          header: t('circulation.columns.select'),
          label: selectLabel,
          isSelected: (item) => selection.selected.has(itemId(item)),
          onToggle: (item, checked) => selection.toggle(itemId(item), checked),
        }}
        testId={testId}
      />
      {problem && <ProblemAlert testId={problemTestId}>{problem}</ProblemAlert>}
      <Group gap="sm">{actions}</Group>
    </>
  );
}
