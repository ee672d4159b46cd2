import { isSafeLink, type OriginalScriptField, type TitleDetail } from '@estante/contract';
import { Anchor, Button, Skeleton } from '@mantine/core';
import { IconExternalLink, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field, FieldList, ValueList } from '../../../components/field-list';
import { OriginalText, originalOf } from '../../../components/original-script';
import classes from './title-page.module.css';

/** Cover of a title: the API always answers with an image (the cover or a placeholder). */
export const coverUrl = (id: number, width = 240) =>
  `/api/vinculos/imagem?cod_acervo=${id}&limite=${width}`;

/** Where a subject link searches: the general search tab, in the subject field. */
const subjectSearch = (termo: string) =>
  `/pesquisa_geral?${new URLSearchParams({ termo, campo: 'assunto' }).toString()}`;

/** The summary tab: cover and the title's bibliographic details. */
export function TitleSummary({ title }: { title: TitleDetail }) {
  const { t } = useTranslation();
  const imprint = [
    [title.local, title.editora].filter(Boolean).join(': '),
    title.ano_publicacao ?? '',
  ]
    .filter((part) => part !== '')
    .join(', ');
  // Fields in their original script (MARC 880), shown after the romanized ones they pair with.
  const original = (campo: OriginalScriptField) =>
    originalOf(title.escrita_original, campo).map((field) => <OriginalText field={field} />);
  const originalAuthors = original('autor');
  const otherTitles = original('outro_titulo');
  const originalEdition = original('edicao');
  const originalImprint = original('publicacao');
  const originalSeries = original('serie');
  const originalSubjects = originalOf(title.escrita_original, 'assunto');
  const originalNotes = original('nota');

  return (
    <section className={classes.summary} aria-labelledby="title-details-heading" data-print-title>
      <div className={classes.coverColumn}>
        <img
          className={classes.cover}
          src={coverUrl(title.cod_acervo)}
          alt={t('titles.summary.cover', { title: title.titulo })}
          width={240}
          height={340}
        />
        <Button
          variant="default"
          className={classes.noPrint}
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={() => window.print()}
          fullWidth
        >
          {t('titles.summary.print')}
        </Button>
      </div>
      <div>
        <h2 id="title-details-heading" className={classes.sectionHeading}>
          {t('titles.summary.heading')}
        </h2>
        <FieldList>
          {title.autores.length + originalAuthors.length > 0 && (
            <Field label={t('titles.summary.authors')}>
              <ValueList
                items={[
                  ...title.autores.map((author) => (
                    <>
                      {author.cod_autoridade === null ? (
                        author.nome
                      ) : (
                        <Anchor component={Link} to={`/autoridade/${author.cod_autoridade}`}>
                          {author.nome}
                        </Anchor>
                      )}
                      {author.funcao && <span className={classes.muted}> ({author.funcao})</span>}
                    </>
                  )),
                  ...originalAuthors,
                ]}
              />
            </Field>
          )}
          {otherTitles.length > 0 && (
            <Field label={t('titles.summary.otherTitles')}>
              <ValueList items={otherTitles} />
            </Field>
          )}
          {(title.edicao || originalEdition.length > 0) && (
            <Field label={t('titles.summary.edition')}>
              <ValueList items={[title.edicao, ...originalEdition].filter(Boolean)} />
            </Field>
          )}
          {(imprint || originalImprint.length > 0) && (
            <Field label={t('titles.summary.imprint')}>
              <ValueList items={[imprint, ...originalImprint].filter(Boolean)} />
            </Field>
          )}
          {title.descricao_fisica && (
            <Field label={t('titles.summary.physical')}>{title.descricao_fisica}</Field>
          )}
          {title.volume && <Field label={t('titles.summary.volume')}>{title.volume}</Field>}
          {title.series.length + originalSeries.length > 0 && (
            <Field label={t('titles.summary.series')}>
              <ValueList items={[...title.series, ...originalSeries]} />
            </Field>
          )}
          {title.assuntos.length + originalSubjects.length > 0 && (
            <Field label={t('titles.summary.subjects')}>
              <ValueList
                items={[
                  ...title.assuntos.map((subject) => (
                    <Anchor component={Link} to={subjectSearch(subject.pesquisa.termo)}>
                      {subject.descricao}
                    </Anchor>
                  )),
                  ...originalSubjects.map((field) => (
                    <Anchor component={Link} to={subjectSearch(field.texto)}>
                      <OriginalText field={field} />
                    </Anchor>
                  )),
                ]}
              />
            </Field>
          )}
          {title.isbn.length > 0 && (
            <Field label={t('titles.summary.isbn')}>
              <ValueList items={title.isbn} />
            </Field>
          )}
          {title.issn.length > 0 && (
            <Field label={t('titles.summary.issn')}>
              <ValueList items={title.issn} />
            </Field>
          )}
          {title.classificacao && (
            <Field label={t('titles.summary.callNumber')}>{title.classificacao}</Field>
          )}
          {title.idioma_desc && (
            <Field label={t('titles.summary.language')}>{title.idioma_desc}</Field>
          )}
          <Field label={t('titles.summary.materialType')}>{title.desc_tipo_obra}</Field>
          {title.instituicao && (
            <Field label={t('titles.summary.institution')}>{title.instituicao.desc_empresa}</Field>
          )}
          {title.notas.length + originalNotes.length > 0 && (
            <Field label={t('titles.summary.notes')}>
              <ValueList items={[...title.notas, ...originalNotes]} />
            </Field>
          )}
          {title.conteudo.length > 0 && (
            <Field label={t('titles.summary.contents')}>
              <ValueList items={title.conteudo} />
            </Field>
          )}
          {title.links.length > 0 && (
            <Field label={t('titles.summary.links')}>
              <ValueList
                items={title.links.map((link) =>
                  isSafeLink(link.url) ? (
                    <Anchor href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.descricao ?? link.url}
                      <IconExternalLink size={14} aria-hidden className={classes.linkIcon} />
                      <span className={classes.visuallyHidden}> {t('app.opensInNewTab')}</span>
                    </Anchor>
                  ) : (
                    (link.descricao ?? link.url)
                  ),
                )}
              />
            </Field>
          )}
        </FieldList>
      </div>
    </section>
  );
}

export function TitleSummarySkeleton() {
  return (
    <div className={classes.summary} aria-hidden>
      <Skeleton height={340} width={240} radius="sm" />
      <div>
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <Skeleton key={row} height={18} mb="md" width={`${90 - row * 8}%`} />
        ))}
      </div>
    </div>
  );
}
