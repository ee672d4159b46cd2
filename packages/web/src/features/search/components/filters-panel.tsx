import type { FilterOption } from '@estante/contract';
import { Button, Checkbox, Collapse, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './search-results.module.css';

const TOP_OPTIONS = 5;
/** Facets open when the panel first shows; the others start collapsed. */
const OPEN_FACETS = 4;

/** Facets in the order the panel shows them. */
const FACET_ORDER = 'XTYBAISEKNGFMLRUCDPO'.split('');

interface FacetGroupProps {
  letter: string;
  options: FilterOption[];
  selected: string[];
  onToggle: (filtro: string) => void;
  idPrefix: string;
  initiallyOpen: boolean;
  /** The counts are estimates (`aproximado`): "about" before each. */
  approximate: boolean;
}

function FacetGroup(props: FacetGroupProps) {
  const { letter, options, selected, onToggle, idPrefix, approximate } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(
    props.initiallyOpen || selected.some((filtro) => filtro.startsWith(`${letter}:`)),
  );
  const [all, setAll] = useState(false);
  const shown = all ? options : options.slice(0, TOP_OPTIONS);
  const regionId = `${idPrefix}-facet-${letter}`;
  const name = t(`searchResults.facets.${letter}` as 'searchResults.facets.T', {
    defaultValue: letter,
  });

  return (
    <section className={classes.facet} data-testid={`facet-${letter}`}>
      <h3 className={classes.facetHeading}>
        <UnstyledButton
          className={classes.facetToggle}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{name}</span>
          <IconChevronDown
            size={16}
            aria-hidden
            className={open ? classes.chevronOpen : classes.chevron}
          />
        </UnstyledButton>
      </h3>
      <Collapse expanded={open} id={regionId}>
        <Stack gap={8} component="ul" className={classes.facetList}>
          {shown.map((option) => {
            const filtro = `${letter}:${option.codigo}`;
            return (
              <li key={option.codigo}>
                <Checkbox
                  size="sm"
                  value={option.codigo}
                  checked={selected.includes(filtro)}
                  onChange={() => onToggle(filtro)}
                  label={
                    <span className={classes.optionLabel}>
                      <span>{option.descricao}</span>{' '}
                      <span className={classes.count}>
                        {t(
                          approximate
                            ? 'searchResults.optionCountApprox'
                            : 'searchResults.optionCount',
                          { count: option.total },
                        )}
                      </span>
                    </span>
                  }
                />
              </li>
            );
          })}
        </Stack>
        {options.length > TOP_OPTIONS && (
          <Button
            variant="subtle"
            size="compact-sm"
            mt={6}
            className={classes.textButton}
            onClick={() => setAll((value) => !value)}
            aria-expanded={all}
            aria-label={
              all
                ? undefined
                : t('searchResults.moreIn', { count: options.length - TOP_OPTIONS, facet: name })
            }
          >
            {all
              ? t('searchResults.fewer')
              : t('searchResults.more', { count: options.length - TOP_OPTIONS })}
          </Button>
        )}
      </Collapse>
    </section>
  );
}

interface FiltersPanelProps {
  filtros: Record<string, FilterOption[]> | undefined;
  loading: boolean;
  selected: string[];
  onToggle: (filtro: string) => void;
  idPrefix: string;
  /** The counts are estimates from a sample of a huge match set (`aproximado`). */
  approximate?: boolean;
}

/** Facets of the current search with their counts (`/consulta/filtros`). */
export function FiltersPanel({
  filtros,
  loading,
  selected,
  onToggle,
  idPrefix,
  approximate = false,
}: FiltersPanelProps) {
  const { t } = useTranslation();
  if (loading && !filtros) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('searchResults.loadingFilters')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={90} radius="sm" />
        ))}
      </Stack>
    );
  }
  const letters = Object.keys(filtros ?? {})
    .filter((letter) => (filtros?.[letter]?.length ?? 0) > 0)
    .sort((a, b) => {
      const rank = (letter: string) => {
        const index = FACET_ORDER.indexOf(letter);
        return index === -1 ? FACET_ORDER.length : index;
      };
      return rank(a) - rank(b);
    });
  if (letters.length === 0) {
    return <Text size="sm">{t('searchResults.noFilters')}</Text>;
  }
  return (
    <Stack gap="md">
      {letters.map((letter, index) => (
        <FacetGroup
          initiallyOpen={index < OPEN_FACETS}
          key={letter}
          letter={letter}
          options={filtros?.[letter] ?? []}
          selected={selected}
          onToggle={onToggle}
          idPrefix={idPrefix}
          approximate={approximate}
        />
      ))}
    </Stack>
  );
}
