import { Text } from '@mantine/core';
import classes from './bar-chart.module.css';

export interface BarSeries {
  name: string;
  /** One value per category, in the categories' order. */
  values: readonly number[];
}

const HEIGHT = 280;
const TOP = 16;
const BOTTOM = 96;
const LEFT = 80;
const BAR = 18;
const GAP = 18;

/** Round ticks up to the largest value: 0, a quarter, half, three quarters, the top. */
function ticksUpTo(max: number): number[] {
  const top = Math.max(4, Math.ceil(max / 4) * 4);
  return [0, top / 4, top / 2, (3 * top) / 4, top];
}

/**
 * A grouped bar chart in plain SVG (one or two series per category), for the acquisition
 * statistics and title totals. It is a picture of the table shown beside it: screen readers get
 * its name and are pointed to the table, which holds the same numbers.
 */
export function BarChart({
  label,
  categories,
  series,
  testId,
}: {
  /** What the chart shows (its accessible name, and its caption). */
  label: string;
  categories: readonly string[];
  series: readonly BarSeries[];
  testId: string;
}) {
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = ticksUpTo(max);
  const top = ticks[ticks.length - 1]!;
  const group = series.length * BAR + GAP;
  const width = LEFT + Math.max(1, categories.length) * group + GAP;
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + plot - (value / top) * plot;

  return (
    <figure className={classes.figure} data-testid={testId}>
      {/* Focusable: at narrow widths the chart scrolls sideways, by keyboard too. */}
      <div className={classes.scroll} tabIndex={0} role="region" aria-label={label}>
        <svg
          className={classes.svg}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          role="img"
          aria-label={label}
        >
          <defs>
            <pattern
              id="estante-bar-hatch"
              width="6"
              height="6"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <line x1="0" y1="0" x2="0" y2="6" className={classes.hatch} />
            </pattern>
          </defs>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={LEFT} x2={width} y1={y(tick)} y2={y(tick)} className={classes.axis} />
              <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" className={classes.label}>
                {tick}
              </text>
            </g>
          ))}
          {categories.map((category, c) => {
            const x0 = LEFT + GAP + c * group;
            return (
              <g key={category}>
                {series.map((s, i) => {
                  const value = s.values[c] ?? 0;
                  return (
                    <rect
                      key={s.name}
                      x={x0 + i * BAR}
                      y={y(value)}
                      width={BAR - 2}
                      height={TOP + plot - y(value)}
                      className={i === 0 ? classes.series0 : classes.series1}
                    >
                      <title>{`${category} — ${s.name}: ${value}`}</title>
                    </rect>
                  );
                })}
                {/* Slanted, so that long names (libraries, material types) do not overlap. */}
                <text
                  x={x0 + (series.length * BAR) / 2}
                  y={HEIGHT - BOTTOM + 14}
                  textAnchor="end"
                  transform={`rotate(-35 ${x0 + (series.length * BAR) / 2} ${HEIGHT - BOTTOM + 14})`}
                  className={classes.label}
                >
                  {category}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption>
        <Text size="sm" fw={600} mt={4}>
          {label}
        </Text>
        {series.length > 1 && (
          <div className={classes.legend}>
            {series.map((s, i) => (
              <span key={s.name}>
                <svg className={classes.swatch} viewBox="0 0 14 14" aria-hidden>
                  <rect
                    width="14"
                    height="14"
                    className={i === 0 ? classes.series0 : classes.series1}
                  />
                </svg>
                {s.name}
              </span>
            ))}
          </div>
        )}
      </figcaption>
    </figure>
  );
}
