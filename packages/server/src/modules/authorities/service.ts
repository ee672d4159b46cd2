import { AUTHORITY_KINDS, type AuthorityKind, type MarcDownloadFormat } from '@estante/contract';
import { headingKey } from '../../catalogue/heading-key.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { MarcRecord } from '../../marc/record.ts';
import type { Lang } from '../../lib/catalogue-labels.ts';
import { marcDownload, marcView, publicRecord } from '../titles/marc-view.ts';
import { parseRecordId } from '../titles/title-id.ts';
import type { AuthoritiesRepository } from './repository.ts';

const KIND_LABELS: Record<AuthorityKind | 'todos', Record<Lang, string>> = {
  todos: { pt: 'Todos', en: 'All', es: 'Todos' },
  person: { pt: 'Autores pessoas', en: 'Personal authors', es: 'Autores personales' },
  corporate: { pt: 'Autores entidades', en: 'Corporate authors', es: 'Autores entidades' },
  meeting: { pt: 'Autores eventos', en: 'Meeting authors', es: 'Autores congresos' },
  uniform_title: { pt: 'Título uniforme', en: 'Uniform title', es: 'Título uniforme' },
  topic: { pt: 'Assuntos', en: 'Subjects', es: 'Materias' },
  geographic: { pt: 'Assuntos geográficos', en: 'Geographic subjects', es: 'Materias geográficas' },
  genre: { pt: 'Gênero/forma', en: 'Genre/form', es: 'Género/forma' },
  chronological: { pt: 'Termo cronológico', en: 'Chronological term', es: 'Término cronológico' },
  general_subdivision: {
    pt: 'Subdivisão geral',
    en: 'General subdivision',
    es: 'Subdivisión general',
  },
  genre_subdivision: {
    pt: 'Subdivisão de gênero/forma',
    en: 'Genre/form subdivision',
    es: 'Subdivisión de género/forma',
  },
  geographic_subdivision: {
    pt: 'Subdivisão geográfica',
    en: 'Geographic subdivision',
    es: 'Subdivisión geográfica',
  },
  chronological_subdivision: {
    pt: 'Subdivisão cronológica',
    en: 'Chronological subdivision',
    es: 'Subdivisión cronológica',
  },
};

/** Kinds whose headings are names (searched as authors); the rest are searched as subjects. */
const NAME_KINDS: readonly AuthorityKind[] = ['person', 'corporate', 'meeting'];

/** Rules of the authority page. */
export function authoritiesService(repo: AuthoritiesRepository) {
  async function load(rawId: string) {
    const row = await repo.authority(parseRecordId(rawId));
    if (!row) throw notFound();
    return row;
  }

  return {
    /**
     * GET /autoridade/{id}: the heading, its variant and related forms (related ones linked to
     * their records when we hold them), notes, sources and the titles that use it.
     *
     * @throws HttpError 404 for a non-numeric or unknown id
     */
    async authority(rawId: string, lang: Lang) {
      const row = await load(rawId);
      const related = await repo.idsByHeadingKey(row.see_also.map(headingKey));
      const counts = await repo.titleCounts(row.id);
      const asAuthor = NAME_KINDS.includes(row.kind);
      return {
        cod_autoridade: row.id,
        cabecalho: row.heading,
        tipo: row.kind,
        desc_tipo: KIND_LABELS[row.kind][lang],
        formas_variantes: row.see_from,
        ver_tambem: row.see_also.map((heading) => ({
          cabecalho: heading,
          cod_autoridade: related.find((r) => r.heading_key === headingKey(heading))?.id ?? null,
        })),
        notas: row.notes,
        fontes: row.sources,
        total_titulos: counts.reduce((sum, c) => sum + c.total, 0),
        pesquisa: {
          campo: asAuthor ? ('autor' as const) : ('assunto' as const),
          termo: row.heading,
        },
      };
    },

    async marc(rawId: string, includeLocal: boolean) {
      return marcView((await load(rawId)).marc as MarcRecord, includeLocal);
    },

    async marcFile(rawId: string, format: MarcDownloadFormat, includeLocal: boolean) {
      const row = await load(rawId);
      return marcDownload(
        publicRecord(row.marc as MarcRecord, includeLocal),
        format,
        `autoridade-${row.id}`,
      );
    },

    /**
     * GET /autoridade/combo: 'todos' and then each kind asked for (all by default), with the
     * number of records of each.
     *
     * @throws HttpError 400 validation_error (field autoridades) for an unknown kind
     */
    async combo(kindsParam: string | undefined, lang: Lang) {
      const asked = (kindsParam ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      for (const kind of asked) {
        if (kind !== 'todos' && !(AUTHORITY_KINDS as readonly string[]).includes(kind)) {
          throw new HttpError(400, 'validation_error', 'autoridades');
        }
      }
      const kinds =
        asked.length > 0 ? AUTHORITY_KINDS.filter((k) => asked.includes(k)) : [...AUTHORITY_KINDS];
      const counts = await repo.kindCounts();
      const countOf = (kind: AuthorityKind) => counts.find((c) => c.kind === kind)?.total ?? 0;
      return [
        {
          codigo: 'todos',
          descricao: KIND_LABELS.todos[lang],
          total: kinds.reduce((s, k) => s + countOf(k), 0),
        },
        ...kinds.map((kind) => ({
          codigo: kind,
          descricao: KIND_LABELS[kind][lang],
          total: countOf(kind),
        })),
      ];
    },
  };
}
