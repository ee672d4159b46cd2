import {
  DSI_KINDS,
  MATERIAL_TYPES,
  PROFILE_LIMIT,
  PROFILE_MAX_VALIDITY_DAYS,
  PROFILE_SEARCH_MIN_LENGTH,
  type AreaAuthorSubjectBody,
  type AreaAuthorSubjectDeleteQuery,
  type AreaAuthorSubjectProfiles,
  type JournalProfile,
  type JournalProfileBody,
  type JournalProfiles,
  type JournalSearchQuery,
  type JournalSearchResult,
  type MaterialType,
  type MaterialTypeProfile,
  type MaterialTypeProfileBody,
  type MaterialTypeProfiles,
  type ProfileAuxInfo,
  type ProfileSearchQuery,
  type ProfileSearchResult,
  type ProfileTitles,
  type ProfileTitlesQuery,
  type ProfileValidityResult,
} from '@estante/contract';
import { addDays } from '../../circulation/calendar.ts';
import { languageName, materialTypeLabel } from '../../lib/catalogue-labels.ts';
import { HttpError, type Lang } from '../../lib/http-errors.ts';
import type { Requester } from '../../lib/requester.ts';
import type { InterestProfileRepository, ProfileRow } from './repository.ts';

/** Languages a material-type profile offers first (MARC codes); any other code is accepted. */
const OFFERED_LANGUAGES = ['por', 'eng', 'spa', 'fre', 'ger', 'ita', 'lat'];

const DSI_LABELS: Record<(typeof DSI_KINDS)[number], Record<Lang, string>> = {
  area: { pt: 'Área do conhecimento', en: 'Knowledge area', es: 'Área del conocimiento' },
  author: { pt: 'Autor', en: 'Author', es: 'Autor' },
  subject: { pt: 'Assunto', en: 'Subject', es: 'Materia' },
};

export interface InterestProfileServiceOptions {
  /** Today in the libraries' time zone (YYYY-MM-DD). */
  today: () => string;
  /** The libraries' time zone, in which days begin and end (default America/Sao_Paulo). */
  timeZone?: string;
}

function patronOf(requester: Requester): number {
  if (requester.patronId === null) throw new HttpError(401, 'login_required');
  return requester.patronId;
}

/**
 * Interest profiles (spec §7 /perfil-interesse): the patron's areas, authors, subjects,
 * journals and material types, each valid until a date. Always the token's patron: a profile
 * of someone else is not found (404) and stays as it was.
 */
export function interestProfileService(
  repository: InterestProfileRepository,
  options: InterestProfileServiceOptions,
) {
  /** @throws HttpError 422 profile_validity_invalid: before today or past the furthest day. */
  const checkValidity = (validade: string) => {
    const today = options.today();
    if (validade < today || validade > addDays(today, PROFILE_MAX_VALIDITY_DAYS)) {
      throw new HttpError(422, 'profile_validity_invalid', 'validade');
    }
  };
  /** @throws HttpError 422 profile_limit_reached when `adding` more would pass the limit. */
  const checkRoom = async (personId: number, adding: number) => {
    if ((await repository.count(personId)) + adding > PROFILE_LIMIT) {
      throw new HttpError(422, 'profile_limit_reached');
    }
  };
  /** @throws HttpError 422 profile_item_unknown (bibliotecas) for a library that does not exist. */
  const checkLibraries = async (ids: number[]) => {
    const unique = [...new Set(ids)];
    const known = await repository.existingLibraries(unique);
    if (known.size !== unique.length)
      throw new HttpError(422, 'profile_item_unknown', 'bibliotecas');
    return unique;
  };
  const expired = (row: ProfileRow) => row.validUntil < options.today();
  const libraries = async (ids: number[]) => {
    const names = await repository.libraryNames();
    return ids.map((id) => ({ cod_biblioteca: id, desc_biblioteca: names.get(id) ?? String(id) }));
  };

  const journalOf = async (row: ProfileRow): Promise<JournalProfile> => ({
    codigo: row.journalId!,
    titulo: row.journalTitle ?? '',
    issn: row.journalIssns[0] ?? null,
    fasciculo: row.alertIssues,
    artigo: row.alertArticles,
    sumario: row.alertContents,
    bibliotecas: await libraries(row.libraryIds),
    validade: row.validUntil,
    expirado: expired(row),
  });
  const materialOf = async (row: ProfileRow, lang: Lang): Promise<MaterialTypeProfile> => ({
    codigo: row.materialType!,
    descricao: materialTypeLabel(row.materialType as MaterialType, lang),
    bibliotecas: await libraries(row.libraryIds),
    idiomas: row.languages,
    validade: row.validUntil,
    expirado: expired(row),
  });

  const service = {
    /** Knowledge-area classifications and areas, DSI kinds, material types, languages, libraries. */
    async auxiliary(lang: Lang): Promise<ProfileAuxInfo> {
      const { types, areas, libraries: libs } = await repository.auxiliary();
      return {
        tiposArea: types.map((type) => ({
          codigo: type.id,
          descricao: type.name,
          areas: areas
            .filter((area) => area.type_id === type.id)
            .map((area) => ({ codigo: area.id, sigla: area.code, descricao: area.name })),
        })),
        tiposDSI: DSI_KINDS.map((kind) => ({ codigo: kind, descricao: DSI_LABELS[kind][lang] })),
        tiposObra: MATERIAL_TYPES.map((type) => ({
          codigo: type,
          descricao: materialTypeLabel(type, lang),
        })),
        idiomas: OFFERED_LANGUAGES.map((code) => ({
          codigo: code,
          descricao: languageName(code, lang) ?? code,
        })),
        bibliotecas: libs.map((l) => ({ cod_biblioteca: l.id, desc_biblioteca: l.name })),
      };
    },

    /** The patron's area, author and subject profiles. */
    async areaAuthorSubject(requester: Requester): Promise<AreaAuthorSubjectProfiles> {
      const rows = await repository.list(patronOf(requester), DSI_KINDS);
      return {
        perfis: rows.map((row) => ({
          codigo: row.id,
          tipoDSI: row.kind as (typeof DSI_KINDS)[number],
          codTipoArea: row.kind === 'area' ? row.areaTypeId : null,
          codArea: row.knowledgeAreaId,
          descricao: row.kind === 'area' ? (row.areaName ?? '') : (row.term ?? ''),
          validade: row.validUntil,
          expirado: expired(row),
        })),
      };
    },

    /**
     * Adds one profile per item (area codes, or author/subject headings); an item the patron
     * already follows gets the new validity. Answers the patron's profiles.
     * @throws HttpError 422 profile_items_required, profile_validity_invalid,
     *   profile_item_unknown (itens: an area that does not exist), profile_limit_reached.
     */
    async addAreaAuthorSubject(
      requester: Requester,
      body: AreaAuthorSubjectBody,
    ): Promise<AreaAuthorSubjectProfiles> {
      const personId = patronOf(requester);
      const items = [...new Set(body.itens.map((item) => item.trim()).filter(Boolean))];
      if (items.length === 0) throw new HttpError(422, 'profile_items_required', 'itens');
      checkValidity(body.validade);
      if (body.tipoDSI === 'area') {
        const ids = items.map(Number);
        if (!ids.every((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647)) {
          throw new HttpError(422, 'profile_item_unknown', 'itens');
        }
        const known = await repository.existingAreas(ids);
        if (known.size !== ids.length) throw new HttpError(422, 'profile_item_unknown', 'itens');
        const have = await repository.list(personId, ['area']);
        const adding = ids.filter((id) => !have.some((row) => row.knowledgeAreaId === id));
        await checkRoom(personId, adding.length);
        await repository.upsertAreas(personId, ids, body.validade);
      } else {
        await checkRoom(personId, items.length);
        await repository.upsertTerms(personId, body.tipoDSI, items, body.validade);
      }
      return service.areaAuthorSubject(requester);
    },

    /** Deletes an area, author or subject profile. @throws HttpError 404 not_found. */
    async removeAreaAuthorSubject(
      requester: Requester,
      query: AreaAuthorSubjectDeleteQuery,
    ): Promise<void> {
      const removed = await repository.remove(
        patronOf(requester),
        query.codigo,
        [query.tipoDSI],
        query.tipoDSI === 'area' ? query.codTipoArea : undefined,
      );
      if (!removed) throw new HttpError(404, 'not_found');
    },

    /** Authors, subjects or areas to add, by a term of at least 3 characters (spec §9). */
    async search(query: ProfileSearchQuery): Promise<ProfileSearchResult> {
      const term = query.termoPesquisa.trim();
      if (term.length < PROFILE_SEARCH_MIN_LENGTH) {
        throw new HttpError(422, 'validation_error', 'termoPesquisa');
      }
      if (query.tipoPesquisa === 'area') {
        const areas = await repository.searchAreas(term);
        return {
          resultados: areas.map((a) => ({
            codigo: String(a.id),
            descricao: a.name,
            titulos: a.titles,
          })),
        };
      }
      const headings = await repository.searchHeadings(query.tipoPesquisa, term);
      return {
        resultados: headings.map((h) => ({
          codigo: h.heading,
          descricao: h.heading,
          titulos: h.titles,
        })),
      };
    },

    /** Every profile of the patron valid until `validade`. @throws 422 profile_validity_invalid. */
    async extend(requester: Requester, validade: string): Promise<ProfileValidityResult> {
      const personId = patronOf(requester);
      checkValidity(validade);
      return { validade, atualizados: await repository.extendAll(personId, validade) };
    },

    async journals(requester: Requester): Promise<JournalProfiles> {
      const rows = await repository.list(patronOf(requester), ['journal']);
      return { perfis: await Promise.all(rows.map(journalOf)) };
    },

    /**
     * Follows a journal (POST) or changes how (PUT). Spec §5: at least one of fasciculo, artigo,
     * sumario. @throws HttpError 422 journal_profile_type_required, profile_validity_invalid,
     * profile_item_unknown (codigo: not a serial; bibliotecas), profile_limit_reached; PUT 404
     * not_found when the patron does not follow it.
     */
    async saveJournal(
      requester: Requester,
      body: JournalProfileBody,
      mode: 'create' | 'update',
    ): Promise<JournalProfile> {
      const personId = patronOf(requester);
      if (!body.fasciculo && !body.artigo && !body.sumario) {
        throw new HttpError(422, 'journal_profile_type_required', 'fasciculo');
      }
      checkValidity(body.validade);
      const settings = {
        validUntil: body.validade,
        libraryIds: await checkLibraries(body.bibliotecas ?? []),
        alertIssues: body.fasciculo ?? false,
        alertArticles: body.artigo ?? false,
        alertContents: body.sumario ?? false,
      };
      const existing = await repository.byTarget(personId, 'journal', body.codigo);
      if (mode === 'update') {
        if (!existing) throw new HttpError(404, 'not_found');
        await repository.updateTarget(existing.id, settings);
      } else if (existing) {
        await repository.updateTarget(existing.id, settings);
      } else {
        if (!(await repository.isSerial(body.codigo))) {
          throw new HttpError(422, 'profile_item_unknown', 'codigo');
        }
        await checkRoom(personId, 1);
        await repository.insertTarget(personId, 'journal', body.codigo, settings);
      }
      return journalOf((await repository.byTarget(personId, 'journal', body.codigo))!);
    },

    /** Stops following a journal. @throws HttpError 404 not_found. */
    async removeJournal(requester: Requester, titleId: number): Promise<void> {
      const personId = patronOf(requester);
      const existing = await repository.byTarget(personId, 'journal', titleId);
      if (!existing || !(await repository.remove(personId, existing.id, ['journal']))) {
        throw new HttpError(404, 'not_found');
      }
    },

    /** Serial titles to follow, by title or ISSN, held by the given libraries if any. */
    async searchJournals(query: JournalSearchQuery): Promise<JournalSearchResult> {
      const term = query.termoPesquisa.trim();
      if (term.length < PROFILE_SEARCH_MIN_LENGTH) {
        throw new HttpError(422, 'validation_error', 'termoPesquisa');
      }
      const rows = await repository.searchJournals(term, query.bibliotecas ?? []);
      const names = await repository.libraryNames();
      return {
        periodicos: rows.map((r) => ({
          codigo: r.id,
          titulo: r.title,
          issn: r.issns[0] ?? null,
          bibliotecas: r.libraries.map((id) => ({
            cod_biblioteca: id,
            desc_biblioteca: names.get(id) ?? String(id),
          })),
        })),
      };
    },

    async materialTypes(requester: Requester, lang: Lang): Promise<MaterialTypeProfiles> {
      const rows = await repository.list(patronOf(requester), ['material_type']);
      return { perfis: await Promise.all(rows.map((row) => materialOf(row, lang))) };
    },

    /**
     * Follows a material type (POST) or changes its libraries and languages (PUT).
     * @throws HttpError 422 profile_item_unknown (codigo, bibliotecas), profile_validity_invalid,
     *   profile_limit_reached; PUT 404 not_found when the patron does not follow it.
     */
    async saveMaterialType(
      requester: Requester,
      body: MaterialTypeProfileBody,
      mode: 'create' | 'update',
      lang: Lang,
    ): Promise<MaterialTypeProfile> {
      const personId = patronOf(requester);
      if (!(MATERIAL_TYPES as readonly string[]).includes(body.codigo)) {
        throw new HttpError(422, 'profile_item_unknown', 'codigo');
      }
      checkValidity(body.validade);
      const settings = {
        validUntil: body.validade,
        libraryIds: await checkLibraries(body.bibliotecas ?? []),
        languages: [...new Set(body.idiomas ?? [])],
      };
      const existing = await repository.byTarget(personId, 'material_type', body.codigo);
      if (mode === 'update' && !existing) throw new HttpError(404, 'not_found');
      if (existing) {
        await repository.updateTarget(existing.id, settings);
      } else {
        await checkRoom(personId, 1);
        await repository.insertTarget(personId, 'material_type', body.codigo, settings);
      }
      return materialOf((await repository.byTarget(personId, 'material_type', body.codigo))!, lang);
    },

    /** Stops following a material type. @throws HttpError 404 not_found. */
    async removeMaterialType(requester: Requester, code: string): Promise<void> {
      const personId = patronOf(requester);
      const existing = await repository.byTarget(personId, 'material_type', code);
      if (!existing || !(await repository.remove(personId, existing.id, ['material_type']))) {
        throw new HttpError(404, 'not_found');
      }
    },

    /**
     * Check titles: titles of the period matching the patron's profiles in force; the period
     * defaults to today back one month (spec §9).
     * @throws HttpError 422 dates_out_of_order when dataIni is after dataFim.
     */
    async titles(
      requester: Requester,
      query: ProfileTitlesQuery,
      lang: Lang,
    ): Promise<ProfileTitles> {
      const personId = patronOf(requester);
      const today = options.today();
      const dataFim = query.dataFim ?? today;
      const dataIni = query.dataIni ?? monthBefore(dataFim);
      if (dataIni > dataFim) throw new HttpError(422, 'dates_out_of_order', 'dataIni');
      const rows = await repository.matchedTitles(
        personId,
        dataIni,
        dataFim,
        today,
        options.timeZone ?? 'America/Sao_Paulo',
      );
      return {
        dataIni,
        dataFim,
        titulos: rows.map((r) => ({
          cod_acervo: r.id,
          titulo: r.title,
          autor: r.author,
          ano_publicacao: r.year,
          cod_tipo_obra: r.materialType,
          data: r.day,
          perfis: r.profiles.map((p) => ({
            tipoDSI: p.kind,
            descricao:
              p.kind === 'material_type' ? materialTypeLabel(p.term as MaterialType, lang) : p.term,
          })),
        })),
      };
    },
  };
  return service;
}

/** The same day one month earlier (the 31st of a shorter month becomes its last day). */
export function monthBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const month = m === 1 ? 12 : m - 1;
  const year = m === 1 ? y - 1 : y;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}
