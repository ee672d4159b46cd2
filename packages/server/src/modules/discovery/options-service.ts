import {
  MATERIAL_TYPES,
  type ArchiveOptions,
  type DefaultImage,
  type NormativeActOptions,
} from '@estante/contract';
import { HttpError } from '../../lib/http-errors.ts';
import type { Lang } from './labels.ts';
import {
  NORMATIVE_ACT_PREFIXES,
  type CountRow,
  type OptionsRepository,
} from './options-repository.ts';

/** Related titles answered per requested title. */
const RELATED_LIMIT = 10;
const INT4_MAX = 2147483647;

const NORMATIVE_ACT_LABELS: Record<string, Record<Lang, string>> = {
  emenda_constitucional: {
    pt: 'Emenda constitucional',
    en: 'Constitutional amendment',
    es: 'Enmienda constitucional',
  },
  lei_complementar: { pt: 'Lei complementar', en: 'Complementary law', es: 'Ley complementaria' },
  lei: { pt: 'Lei', en: 'Law', es: 'Ley' },
  medida_provisoria: {
    pt: 'Medida provisória',
    en: 'Provisional measure',
    es: 'Medida provisional',
  },
  decreto_lei: { pt: 'Decreto-lei', en: 'Decree-law', es: 'Decreto ley' },
  decreto: { pt: 'Decreto', en: 'Decree', es: 'Decreto' },
  resolucao: { pt: 'Resolução', en: 'Resolution', es: 'Resolución' },
  portaria: { pt: 'Portaria', en: 'Ordinance', es: 'Ordenanza' },
  instrucao_normativa: {
    pt: 'Instrução normativa',
    en: 'Normative instruction',
    es: 'Instrucción normativa',
  },
  deliberacao: { pt: 'Deliberação', en: 'Deliberation', es: 'Deliberación' },
  parecer: { pt: 'Parecer', en: 'Legal opinion', es: 'Dictamen' },
  outro: { pt: 'Outros', en: 'Other', es: 'Otros' },
};

const ARCHIVE_RECORD_TYPES: Record<string, Record<Lang, string>> = {
  t: { pt: 'Documento manuscrito', en: 'Manuscript document', es: 'Documento manuscrito' },
  p: { pt: 'Dossiê / coleção', en: 'Dossier / collection', es: 'Expediente / colección' },
  other: { pt: 'Outros documentos', en: 'Other documents', es: 'Otros documentos' },
};

/** Where the web serves default covers (packages/web/public/capas). */
const COVER_BASE = '/capas';

const asIs = (rows: CountRow[]) =>
  rows.map((r) => ({ codigo: r.value, descricao: r.value, total: r.total }));

/**
 * Parses `acervos` (already checked by the schema to be 1–100 comma-separated numbers) into
 * distinct title codes in the order given. Throws 400 for a code out of range.
 */
export function parseTitleCodes(text: string): number[] {
  const codes = [...new Set(text.split(',').map((part) => Number(part.trim())))];
  if (codes.some((code) => !Number.isSafeInteger(code) || code < 1 || code > INT4_MAX)) {
    throw new HttpError(400, 'validation_error', 'acervos');
  }
  return codes;
}

/** Option lists of the archive and normative-act tabs, related and indexed titles, covers. */
export function optionsService(repository: OptionsRepository) {
  return {
    archive: async (lang: Lang): Promise<ArchiveOptions> => {
      const [fonds, series, types] = await Promise.all([
        repository.archiveFonds(),
        repository.archiveSeries(),
        repository.archiveRecordTypes(),
      ]);
      const byType = new Map<string, number>();
      for (const row of types) {
        const code = row.value in ARCHIVE_RECORD_TYPES ? row.value : 'other';
        byType.set(code, (byType.get(code) ?? 0) + row.total);
      }
      return {
        fundos: asIs(fonds),
        series: asIs(series),
        tipos: [...byType].map(([code, total]) => ({
          codigo: code,
          descricao: ARCHIVE_RECORD_TYPES[code]?.[lang] ?? code,
          total,
        })),
      };
    },

    /** Every kind of act, zero counts included, in a fixed order; bodies; years descending. */
    normativeActs: async (lang: Lang): Promise<NormativeActOptions> => {
      const [kinds, bodies, years] = await Promise.all([
        repository.normativeActKinds(),
        repository.normativeActBodies(),
        repository.normativeActYears(),
      ]);
      const count = new Map(kinds.map((r) => [r.value, r.total]));
      return {
        tipos: [...NORMATIVE_ACT_PREFIXES.map(([code]) => code), 'outro'].map((code) => ({
          codigo: code,
          descricao: NORMATIVE_ACT_LABELS[code]?.[lang] ?? code,
          total: count.get(code) ?? 0,
        })),
        orgaos: asIs(bodies),
        anos: asIs(years),
      };
    },

    /** Per requested title (in request order): same work first, then same series; up to 10. */
    additionalTitles: async (codes: number[]) => {
      const [work, series] = await Promise.all([
        repository.sameWork(codes, RELATED_LIMIT),
        repository.sameSeries(codes, RELATED_LIMIT),
      ]);
      return codes.map((code) => {
        const seen = new Set<number>();
        const titulos = [
          ...work.filter((r) => r.source === code).map((r) => ({ ...r, relacao: 'obra' })),
          ...series.filter((r) => r.source === code).map((r) => ({ ...r, relacao: 'serie' })),
        ]
          .filter((r) => !seen.has(r.id) && seen.add(r.id))
          .slice(0, RELATED_LIMIT)
          .map((r) => ({
            cod_acervo: r.id,
            titulo: r.title,
            ano_publicacao: r.year,
            relacao: r.relacao,
          }));
        return { cod_acervo: code, titulos };
      });
    },

    indexedTitles: async (codes: number[]) => {
      const indexed = await repository.indexed(codes);
      return codes.map((code) => ({ cod_acervo: code, indexado: indexed.has(code) }));
    },

    defaultImage: (): DefaultImage => ({
      padrao: `${COVER_BASE}/padrao.svg`,
      tipos: MATERIAL_TYPES.map((type) => ({
        cod_tipo_obra: type,
        url: `${COVER_BASE}/${type}.svg`,
      })),
    }),
  };
}
