import type { CSSProperties, ReactNode } from 'react';
import classes from './field-list.module.css';

/** A record's details as a definition list (title summary, authority page). */
export function FieldList({ labelWidth, children }: { labelWidth?: number; children: ReactNode }) {
  const style = labelWidth
    ? ({ '--field-label-width': `${labelWidth}px` } as CSSProperties)
    : undefined;
  return (
    <dl className={classes.fields} style={style}>
      {children}
    </dl>
  );
}

/** One labelled field of a FieldList. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Several values of one field, one per line. */
export function ValueList({ items, testId }: { items: ReactNode[]; testId?: string }) {
  return (
    <ul className={classes.inlineList}>
      {items.map((item, index) => (
        <li key={index} data-testid={testId}>
          {item}
        </li>
      ))}
    </ul>
  );
}
