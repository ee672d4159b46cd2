import { DISPLAY_MODES } from '@estante/contract';
import { VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconLayoutList, IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SegmentedRadios } from '../../../components/segmented-radios';
import type { DisplayMode } from '../lib/search-url';
import classes from './search-results.module.css';

const ICONS = { D: IconLayoutList, C: IconLayoutGrid, L: IconList } as const;

/** Detailed list, cover grid or one-line list: a group of radio buttons. */
export function DisplayModeControl(props: {
  value: DisplayMode;
  onChange: (mode: DisplayMode) => void;
  compact: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={classes.modeFieldset}>
      <legend className={classes.modeLegend}>{t('searchResults.display')}</legend>
      <SegmentedRadios
        name="exibicao"
        value={props.value}
        onChange={(value) => props.onChange(value as DisplayMode)}
        options={DISPLAY_MODES.map((mode) => {
          const Icon = ICONS[mode];
          const label = t(`searchResults.displayModes.${mode}`);
          return {
            value: mode,
            label: (
              <span className={classes.modeLabel}>
                <Icon size={16} aria-hidden />
                {props.compact ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
              </span>
            ),
          };
        })}
      />
    </fieldset>
  );
}
