import classes from './field-classes.module.css';

/**
 * `classNames` for Mantine inputs whose description and error must read at 4.5:1 (WCAG AA):
 * Mantine's dimmed hint and red error text do not on a white panel.
 */
export const FIELD_CLASSES = {
  error: classes.error,
  description: classes.hint,
  input: classes.input,
};
