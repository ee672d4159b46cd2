import { useId, type ReactNode } from 'react';
import classes from './segmented-radios.module.css';

export interface SegmentedOption {
  value: string;
  label: ReactNode;
}

/**
 * One choice among a few, drawn as joined segments: native radio buttons (arrow keys move the
 * choice, a radiogroup for assistive technology) with their labels styled, and nothing measured.
 * It stands in for Mantine's SegmentedControl on the pages a phone loads first (the
 * accessibility bar, the results' display mode): that one measures its options to slide an
 * indicator and keeps their elements in state, so mounting it forced a layout and a synchronous
 * re-render in the middle of the page's first render (issue 11 §8). The checked label carries
 * `data-active`; `classNames` style the parts (our rules have the lowest specificity).
 */
export function SegmentedRadios(props: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: SegmentedOption[];
  labelledBy?: string;
  size?: 'xs' | 'sm';
  classNames?: { root?: string; label?: string };
}) {
  const id = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={props.labelledBy}
      className={`${classes.root} ${props.classNames?.root ?? ''}`}
      data-size={props.size ?? 'sm'}
    >
      {props.options.map((option, i) => {
        const inputId = `${id}-${i}`;
        const checked = option.value === props.value;
        return (
          <div key={option.value} className={classes.option}>
            <input
              type="radio"
              id={inputId}
              name={props.name}
              value={option.value}
              checked={checked}
              onChange={() => props.onChange(option.value)}
              className={classes.input}
            />
            <label
              htmlFor={inputId}
              className={`${classes.label} ${props.classNames?.label ?? ''}`}
              data-active={checked || undefined}
            >
              {option.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}
