import {
  linkOrText,
  type PERMISSION_REASONS,
  type Copy,
  type MarcDownloadFormat,
  type MarcView,
  type ReferenceStyle,
  type TitleDetail,
  type TitleLink,
} from '@estante/contract';
import { headingKey } from '../../catalogue/heading-key.ts';
import { formatReference, referenceFactsFromRecord } from '../../citation/index.ts';
import { toDublinCore, toOaiDcXml } from '../../dublin-core/index.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { describeBibliographic } from '../../marc/describe.ts';
import {
  getDataFields,
  firstSubfield,
  subfieldValues,
  type MarcRecord,
} from '../../marc/record.ts';
import {
  MATERIAL_TYPE_COLOURS,
  MATERIAL_TYPE_TEXT_COLOUR,
  copyStatusLabel,
  languageName,
  loanTypeLabel,
  materialTypeLabel,
  type Lang,
} from '../../lib/catalogue-labels.ts';
import { marcDownload, marcView, publicRecord, type MarcDownload } from './marc-view.ts';
import type { TitlesRepository } from './repository.ts';
import { parseRecordId } from './title-id.ts';

/** Who is asking: a verified patron (from the token) or a visitor (null). */
export type Caller = { personId: number } | null;

const CLOSED_STACKS_INSTRUCTIONS: Record<Lang, string> = {
  pt: 'Estes exemplares ficam no acervo fechado: peça-os no balcão de atendimento da biblioteca, informando o número de chamada, ou pelo e-mail da biblioteca. A retirada é feita no balcão.',
  en: 'These copies are kept in closed stacks: ask for them at the library service desk, giving the call number, or by the library’s email. They are collected at the desk.',
  es: 'Estos ejemplares están en el depósito cerrado: solicítelos en el mostrador de la biblioteca, indicando la signatura, o por el correo electrónico de la biblioteca. Se retiran en el mostrador.',
};
const OPEN_STACKS_INSTRUCTIONS: Record<Lang, string> = {
  pt: 'Nenhum exemplar deste título está no acervo fechado: procure-o nas estantes pelo número de chamada.',
  en: 'No copy of this title is in closed stacks: find it on the shelves by its call number.',
  es: 'Ningún ejemplar de este título está en el depósito cerrado: búsquelo en los estantes por su signatura.',
};

/**
 * The online links of a record (856 $u), numbered by their position among the 856 fields. An
 * address that is not an http, https or mailto link has no `url` and is kept as text.
 */
export function onlineLinks(record: MarcRecord): TitleLink[] {
  const out: TitleLink[] = [];
  getDataFields(record, '856').forEach((field, index) => {
    const label =
      firstSubfield(field, 'y') ?? firstSubfield(field, '3') ?? firstSubfield(field, 'z');
    for (const url of subfieldValues(field, 'u')) {
      if (url.trim())
        out.push({ seq_paragrafo: index + 1, ...linkOrText(url, label?.trim() || null) });
    }
  });
  return out;
}

/** Rules of the title page and its sub-pages. */
/** `today`: the circulation's calendar day (suspensions in force are judged on it). */
export function titlesService(repo: TitlesRepository, clock: { today: () => string }) {
  async function load(rawId: string) {
    const row = await repo.title(parseRecordId(rawId));
    if (!row) throw notFound();
    return { ...row, record: row.marc as MarcRecord };
  }

  async function head(rawId: string) {
    const row = await repo.titleHead(parseRecordId(rawId));
    if (!row) throw notFound();
    return row;
  }

  return {
    /**
     * GET /acervo/{id}. Authors and subjects carry the code of the authority record their
     * heading matches (title_authority), so the web can link to it.
     *
     * @throws HttpError 404 for a non-numeric or unknown id
     */
    async details(rawId: string, lang: Lang): Promise<TitleDetail> {
      const row = await load(rawId);
      const facts = describeBibliographic(row.record);
      const [links, volumes] = await Promise.all([
        repo.authorityLinks(row.id),
        repo.volumes(row.id),
      ]);
      const authorityOf = (heading: string, role: 'author' | 'subject') => {
        const key = headingKey(heading);
        return links.find((l) => l.role === role && l.heading_key === key)?.id ?? null;
      };
      return {
        cod_acervo: row.id,
        titulo: row.title,
        subtitulo: row.subtitle,
        responsabilidade: row.responsibility,
        autores: facts.authors.map((a) => ({
          nome: a.name,
          funcao: a.role,
          tipo: a.kind,
          principal: a.main,
          cod_autoridade: authorityOf(a.name, 'author'),
        })),
        edicao: row.edition,
        local: row.place,
        editora: row.publisher,
        ano_publicacao: row.year,
        descricao_fisica: row.physical_description,
        series: row.series,
        notas: facts.notes,
        conteudo: facts.contents,
        assuntos: facts.subjects.map((s) => ({
          descricao: s.heading,
          tipo: s.kind,
          cod_autoridade: authorityOf(s.heading, 'subject'),
          pesquisa: { campo: 'assunto' as const, termo: s.heading },
        })),
        isbn: row.isbns,
        issn: row.issns,
        classificacao: row.call_number,
        idioma: row.language,
        idioma_desc: languageName(row.language, lang),
        cod_tipo_obra: row.material_type,
        desc_tipo_obra: materialTypeLabel(row.material_type, lang),
        cor: MATERIAL_TYPE_COLOURS[row.material_type],
        volume: row.volume,
        volumes: volumes.map((v) => ({ volume: v.volume, tomo: v.tome, parte: v.part })),
        links: onlineLinks(row.record),
        escrita_original: facts.originalScript,
        link_capa: row.cover_url ?? `/api/vinculos/imagem?cod_acervo=${row.id}`,
        possui_capa: row.cover_url !== null,
        instituicao:
          row.network_institution_id !== null
            ? {
                cod_empresa: row.network_institution_id,
                desc_empresa: row.network_institution_name ?? '',
              }
            : null,
      };
    },

    /** GET /acervo/{id}/referencia in a style (ABNT by default). */
    async reference(rawId: string, style: ReferenceStyle, lang: Lang, today: Date) {
      const row = await load(rawId);
      const facts = referenceFactsFromRecord(row.record, row.id);
      const ref = await formatReference(facts, style, { language: lang, accessedOn: today });
      return {
        cod_acervo: row.id,
        estilo: style,
        texto: ref.text,
        html: ref.html,
        markdown: ref.markdown,
      };
    },

    /** GET /acervo/{id}/marc: the view, local fields only with `liberacao`. */
    async marc(rawId: string, includeLocal: boolean): Promise<MarcView> {
      const row = await load(rawId);
      return marcView(row.record, includeLocal);
    },

    /** GET /acervo/{id}/marc?formato=…: the record to download. */
    async marcFile(
      rawId: string,
      format: MarcDownloadFormat,
      includeLocal: boolean,
    ): Promise<MarcDownload> {
      const row = await load(rawId);
      return marcDownload(publicRecord(row.record, includeLocal), format, `acervo-${row.id}`);
    },

    /** GET /acervo/{id}/exemplares, optionally one library's; an empty list when there are none. */
    async copies(rawId: string, libraryId: number | undefined, lang: Lang): Promise<Copy[]> {
      const title = await head(rawId);
      const rows = await repo.copies(title.id, libraryId);
      return rows.map((c) => ({
        cod_exemplar: c.id,
        codigo_barras: c.barcode,
        cod_biblioteca: c.library_id,
        desc_biblioteca: c.library_name,
        localizacao: c.location,
        classificacao: c.call_number,
        tipo_emprestimo: c.loan_type,
        desc_tipo_emprestimo: loanTypeLabel(c.loan_type, lang),
        colecao: c.collection,
        volume: c.volume,
        tomo: c.tome,
        parte: c.part,
        situacao: c.status,
        desc_situacao: copyStatusLabel(c.status, lang),
        data_devolucao_prevista: c.due_on,
        acervo_fechado: c.in_closed_stacks,
      }));
    },

    /** GET /acervo/{id}/dublin-core: the LC crosswalk as a table. */
    async dublinCore(rawId: string) {
      const row = await load(rawId);
      return {
        cod_acervo: row.id,
        elementos: toDublinCore(row.record).map((e) => ({
          elemento: e.name,
          valor: e.value,
          origem: e.source,
        })),
      };
    },

    /** GET /acervo/{id}/dublin-core?formato=xml: oai_dc XML. */
    async dublinCoreXml(rawId: string): Promise<MarcDownload> {
      const row = await load(rawId);
      return {
        body: toOaiDcXml(toDublinCore(row.record)),
        contentType: 'application/xml; charset=utf-8',
        fileName: `acervo-${row.id}-oai_dc.xml`,
      };
    },

    async links(rawId: string): Promise<TitleLink[]> {
      return onlineLinks((await load(rawId)).record);
    },

    async colour(rawId: string) {
      const title = await head(rawId);
      return {
        cod_acervo: title.id,
        cod_tipo_obra: title.material_type,
        cor: MATERIAL_TYPE_COLOURS[title.material_type],
        cor_texto: MATERIAL_TYPE_TEXT_COLOUR,
      };
    },

    async libraries(rawId: string) {
      const title = await head(rawId);
      const rows = await repo.holdingLibraries(title.id);
      return rows.map((r) => ({
        cod_biblioteca: r.id,
        desc_biblioteca: r.name,
        cod_campus: r.campus_id,
        nome_campus: r.campus_name,
        total: r.total,
        disponiveis: r.available,
      }));
    },

    /**
     * GET /acervo/{id}/totais: copies acquired in the period and in total, per library.
     *
     * @throws HttpError 400 validation_error (field dataIni) when the period starts after it ends
     */
    async totals(
      rawId: string,
      query: { dataIni?: string; dataFim?: string; biblioteca?: number },
    ) {
      const title = await head(rawId);
      const from = query.dataIni ?? null;
      const to = query.dataFim ?? null;
      if (from && to && from > to) throw new HttpError(400, 'validation_error', 'dataIni');
      const rows = await repo.totals(title.id, from, to, query.biblioteca);
      return {
        dataIni: from,
        dataFim: to,
        bibliotecas: rows.map((r) => ({
          cod_biblioteca: r.id,
          desc_biblioteca: r.name,
          adquiridos: r.acquired,
          total: r.total,
        })),
        adquiridos: rows.reduce((sum, r) => sum + r.acquired, 0),
        total: rows.reduce((sum, r) => sum + r.total, 0),
      };
    },

    /**
     * GET /acervo/{id}/permissoes. Viewing, exporting and the basket are open to everyone;
     * holds, loan requests and comments need a signed-in patron; a network record (another
     * institution's) has no local copies to hold or request.
     */
    async permissions(rawId: string, caller: Caller) {
      const title = await head(rawId);
      const yes = { permitido: true, motivo: null };
      const no = <M extends (typeof PERMISSION_REASONS)[number]>(motivo: M) => ({
        permitido: false,
        motivo,
      });
      const comentar = caller ? yes : no('login_required');
      const base = { cod_acervo: title.id, visualizar: yes, exportar: yes, cesta: yes, comentar };
      if (title.network_institution_id !== null) {
        return {
          ...base,
          reserva: no('network_record'),
          solicitacao_emprestimo: no('network_record'),
        };
      }
      if (!caller) {
        return {
          ...base,
          reserva: no('login_required'),
          solicitacao_emprestimo: no('login_required'),
        };
      }
      // A signed-in patron learns here what the hold and request forms would answer.
      const standing = await repo.patronStanding(caller.personId, title.id, clock.today());
      const reserva = standing.suspended
        ? no('suspended')
        : standing.lendable === 0
          ? no('no_copies')
          : standing.borrowed
            ? no('already_borrowed')
            : standing.available > 0
              ? no('copies_available')
              : yes;
      const solicitacao_emprestimo = standing.suspended
        ? no('suspended')
        : standing.lendable === 0
          ? no('no_copies')
          : yes;
      return { ...base, reserva, solicitacao_emprestimo };
    },

    async statisticsYears(rawId: string): Promise<number[]> {
      const title = await head(rawId);
      return (await repo.usageYears(title.id)).map((r) => r.year);
    },

    /** Twelve months of the year, zeros where nothing happened. */
    async statisticsYear(rawId: string, year: number) {
      const title = await head(rawId);
      const rows = await repo.usageOfYear(title.id, year);
      const meses = Array.from({ length: 12 }, (_, i) => {
        const row = rows.find((r) => r.month === i + 1);
        return {
          mes: i + 1,
          emprestimos: row?.loans ?? 0,
          renovacoes: row?.renewals ?? 0,
          reservas: row?.holds ?? 0,
        };
      });
      return { ano: year, meses, total_emprestimos: meses.reduce((s, m) => s + m.emprestimos, 0) };
    },

    /** GET /acervo/{id}/dados-armazem: closed-stacks copies and how to ask for them. */
    async storage(
      rawId: string,
      query: { cod_biblioteca?: number; volume?: string; tomo?: string; parte?: string },
      lang: Lang,
    ) {
      const title = await head(rawId);
      const rows = await repo.closedStacks(title.id, {
        libraryId: query.cod_biblioteca,
        volume: query.volume,
        tome: query.tomo,
        part: query.parte,
      });
      return {
        acervo_fechado: rows.length > 0,
        bibliotecas: rows.map((r) => ({
          cod_biblioteca: r.id,
          desc_biblioteca: r.name,
          email: r.email,
          telefone: r.phone,
          exemplares: r.total,
          disponiveis: r.available,
        })),
        instrucoes: (rows.length > 0 ? CLOSED_STACKS_INSTRUCTIONS : OPEN_STACKS_INSTRUCTIONS)[lang],
      };
    },
  };
}
