import type { AuthorityKind, AuthoritySearchKind, IndexKind } from '@estante/contract';

/** Languages we label option lists in. */
import type { Lang } from '../../lib/http-errors.ts';

export type { Lang };
type Labels = Record<Lang, string>;

/** Index kinds (spec §3), in the order the index screen offers them. */
export const INDEX_KIND_LABELS: Record<IndexKind, Labels> = {
  titulo: { pt: 'Título', en: 'Title', es: 'Título' },
  serie: { pt: 'Série', en: 'Series', es: 'Serie' },
  autor: { pt: 'Autor', en: 'Author', es: 'Autor' },
  assunto: { pt: 'Assunto', en: 'Subject', es: 'Materia' },
  chamada: { pt: 'Número de chamada', en: 'Call number', es: 'Signatura' },
  isbn: { pt: 'ISBN', en: 'ISBN', es: 'ISBN' },
  issn: { pt: 'ISSN', en: 'ISSN', es: 'ISSN' },
};

/** Authority kinds on the wire → our stored kinds (spec §3 lists them; MARC 1XX tags). */
export const AUTHORITY_KIND_OF: Record<Exclude<AuthoritySearchKind, 'todos'>, AuthorityKind> = {
  pessoa: 'person',
  instituicao: 'corporate',
  evento: 'meeting',
  titulo_uniforme: 'uniform_title',
  assunto: 'topic',
  geografico: 'geographic',
  genero_forma: 'genre',
  cronologico: 'chronological',
  subdivisao_geral: 'general_subdivision',
  subdivisao_genero_forma: 'genre_subdivision',
  subdivisao_geografica: 'geographic_subdivision',
  subdivisao_cronologica: 'chronological_subdivision',
};

/** Labels of the authority kinds, `todos` included. */
export const AUTHORITY_KIND_LABELS: Record<AuthoritySearchKind, Labels> = {
  todos: { pt: 'Todos', en: 'All', es: 'Todos' },
  pessoa: { pt: 'Autor pessoa', en: 'Personal name', es: 'Autor persona' },
  instituicao: { pt: 'Autor entidade', en: 'Corporate name', es: 'Autor entidad' },
  evento: { pt: 'Autor evento', en: 'Meeting name', es: 'Autor congreso' },
  titulo_uniforme: { pt: 'Título uniforme', en: 'Uniform title', es: 'Título uniforme' },
  assunto: { pt: 'Assunto tópico', en: 'Topical subject', es: 'Materia' },
  geografico: { pt: 'Assunto geográfico', en: 'Geographic name', es: 'Materia geográfica' },
  genero_forma: { pt: 'Gênero/forma', en: 'Genre/form', es: 'Género/forma' },
  cronologico: { pt: 'Termo cronológico', en: 'Chronological term', es: 'Término cronológico' },
  subdivisao_geral: {
    pt: 'Subdivisão geral',
    en: 'General subdivision',
    es: 'Subdivisión general',
  },
  subdivisao_genero_forma: {
    pt: 'Subdivisão de gênero/forma',
    en: 'Form subdivision',
    es: 'Subdivisión de género/forma',
  },
  subdivisao_geografica: {
    pt: 'Subdivisão geográfica',
    en: 'Geographic subdivision',
    es: 'Subdivisión geográfica',
  },
  subdivisao_cronologica: {
    pt: 'Subdivisão cronológica',
    en: 'Chronological subdivision',
    es: 'Subdivisión cronológica',
  },
};

/** The wire kind of a stored authority kind. */
export function wireAuthorityKind(kind: string): Exclude<AuthoritySearchKind, 'todos'> {
  const found = Object.entries(AUTHORITY_KIND_OF).find(([, stored]) => stored === kind)?.[0];
  return (found ?? 'assunto') as Exclude<AuthoritySearchKind, 'todos'>;
}
