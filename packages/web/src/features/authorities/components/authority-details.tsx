import { Anchor, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Authority } from '../api/get-authority';
import { Field, FieldList, ValueList } from '../../../components/field-list';
import classes from './authority-page.module.css';

/** The results view of the general search for the search the API gives (term and field). */
export const titlesSearchUrl = ({ campo, termo }: Authority['pesquisa']) =>
  `/pesquisa_geral?${new URLSearchParams({ termo, campo }).toString()}`;

/** The details tab: variant and related forms, notes, sources and the titles that use it. */
export function AuthorityDetails({ authority }: { authority: Authority }) {
  const { t } = useTranslation();
  const count = authority.total_titulos;

  return (
    <section className={classes.details} aria-labelledby="authority-details-heading">
      <h2 id="authority-details-heading" className={classes.sectionHeading}>
        {t('authorities.details.heading')}
      </h2>
      <FieldList labelWidth={220}>
        <Field label={t('authorities.details.kind')}>{authority.desc_tipo}</Field>
        <Field label={t('authorities.details.titles')}>
          <div className={classes.titles}>
            <span data-testid="authority-count">
              {t('authorities.details.titlesCount', { count })}
            </span>
            {count > 0 && (
              <Anchor component={Link} to={titlesSearchUrl(authority.pesquisa)}>
                {t('authorities.details.titlesLink', { count, heading: authority.cabecalho })}
              </Anchor>
            )}
          </div>
        </Field>
        {authority.formas_variantes.length > 0 && (
          <Field label={t('authorities.details.variants')}>
            <ValueList items={authority.formas_variantes} testId="authority-variant" />
          </Field>
        )}
        {authority.ver_tambem.length > 0 && (
          <Field label={t('authorities.details.seeAlso')}>
            <ValueList
              testId="authority-see-also"
              items={authority.ver_tambem.map((related) =>
                related.cod_autoridade === null ? (
                  related.cabecalho
                ) : (
                  <Anchor component={Link} to={`/autoridade/${related.cod_autoridade}`}>
                    {related.cabecalho}
                  </Anchor>
                ),
              )}
            />
          </Field>
        )}
        {authority.notas.length > 0 && (
          <Field label={t('authorities.details.notes')}>
            <ValueList items={authority.notas} testId="authority-note" />
          </Field>
        )}
        {authority.fontes.length > 0 && (
          <Field label={t('authorities.details.sources')}>
            <ValueList items={authority.fontes} testId="authority-source" />
          </Field>
        )}
      </FieldList>
      {authority.formas_variantes.length === 0 && authority.ver_tambem.length === 0 && (
        <Text size="sm" mt="sm" className={classes.muted}>
          {t('authorities.details.noReferences')}
        </Text>
      )}
    </section>
  );
}

export function AuthorityDetailsSkeleton() {
  return (
    <div className={classes.details} aria-hidden>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height={18} mb="md" width={`${90 - row * 10}%`} />
      ))}
    </div>
  );
}
