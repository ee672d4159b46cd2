import { ANY_CHOICE } from '@estante/contract';
import { NativeSelect, SimpleGrid } from '@mantine/core';

/**
 * The volume, tome, part and material selects of the hold and loan-request forms (spec §5:
 * each must be chosen). `anyLabel` offers "no preference" (ANY_CHOICE); without it, an option
 * the title's copies do not have shows `noneLabel` and asks nothing.
 */
export function OptionSelects<O extends string>({
  options,
  choicesOf,
  values,
  onChange,
  label,
  error,
  placeholder,
  anyLabel,
  noneLabel,
  testIdPrefix,
}: {
  options: readonly O[];
  /** The values the title's copies have for an option. */
  choicesOf: (option: O) => string[];
  values: Record<O, string>;
  onChange: (option: O, value: string) => void;
  label: (option: O) => string;
  error: (option: O) => string | undefined;
  placeholder: string;
  anyLabel?: string;
  noneLabel?: string;
  testIdPrefix: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {options.map((option) => {
        const choices = choicesOf(option);
        const open = choices.length > 0 || anyLabel !== undefined;
        return (
          <NativeSelect
            key={option}
            label={label(option)}
            value={open ? values[option] : ''}
            onChange={(event) => onChange(option, event.currentTarget.value)}
            error={error(option)}
            required={open}
            data-testid={`${testIdPrefix}-${option}`}
          >
            {choices.length > 0 && <option value="">{placeholder}</option>}
            {anyLabel !== undefined && <option value={ANY_CHOICE}>{anyLabel}</option>}
            {choices.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
            {!open && <option value="">{noneLabel}</option>}
          </NativeSelect>
        );
      })}
    </SimpleGrid>
  );
}
