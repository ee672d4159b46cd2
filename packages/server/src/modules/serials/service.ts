import { notFound } from '../../lib/http-errors.ts';
import { describeBibliographic } from '../../marc/describe.ts';
import type { MarcRecord } from '../../marc/record.ts';
import type { Lang } from '../../lib/catalogue-labels.ts';
import { parseRecordId } from '../titles/title-id.ts';
import { periodicityLabel, periodicityOf } from './periodicity.ts';
import type { SerialsRepository } from './repository.ts';

type IssueRow = Awaited<ReturnType<SerialsRepository['issues']>>[number];

function issueOut(row: IssueRow) {
  return {
    codPar: row.id,
    ano: row.year,
    volume: row.volume,
    numero: row.number,
    data_publicacao: row.published_on,
    data_recebimento: row.received_on,
    cod_biblioteca: row.library_id,
    desc_biblioteca: row.library_name,
  };
}

/**
 * Rules of the kardex (the serial issues a library received) and of tables of contents. A
 * title without issues has an empty kardex: lists come back empty, never as an error.
 */
export function serialsService(repo: SerialsRepository) {
  async function load(rawId: string) {
    const row = await repo.title(parseRecordId(rawId));
    if (!row) throw notFound();
    return { id: row.id, record: row.marc as MarcRecord };
  }

  return {
    /** GET /kardex/{id}/permissao: the kardex is public catalogue data. */
    async permission(rawId: string) {
      const title = await load(rawId);
      return {
        cod_acervo: title.id,
        possui_kardex: await repo.hasIssues(title.id),
        permitido: true,
      };
    },

    /** GET /kardex/{id}/combobox-data: years, libraries and periodicity with issues. */
    async choices(rawId: string, lang: Lang) {
      const title = await load(rawId);
      const [years, libraries] = await Promise.all([
        repo.years(title.id),
        repo.libraries(title.id),
      ]);
      const code = periodicityOf(title.record);
      return {
        anos: years.map((y) => y.year),
        bibliotecas: libraries.map((l) => ({ cod_biblioteca: l.id, desc_biblioteca: l.name })),
        periodicidades:
          years.length > 0 ? [{ codigo: code, descricao: periodicityLabel(code, lang) }] : [],
      };
    },

    /**
     * GET /kardex/{id}/data: the issues received. `codPeriod` is the title's periodicity: any
     * other value matches nothing.
     */
    async issues(
      rawId: string,
      query: { codPeriod?: string; codBib?: number; codPar?: number; year?: number },
    ) {
      const title = await load(rawId);
      if (query.codPeriod !== undefined && query.codPeriod !== periodicityOf(title.record))
        return [];
      const rows = await repo.issues(title.id, {
        libraryId: query.codBib,
        issueId: query.codPar,
        year: query.year,
      });
      return rows.map((row) => ({ ...issueOut(row), qtd_sumario: row.contents.length }));
    },

    /**
     * GET /kardex/{id}/item: one issue and its contents, or one entry of them (`seqPar`).
     *
     * @throws HttpError 404 when the issue is not this title's, or the entry does not exist
     */
    async item(rawId: string, query: { codPar: number; seqPar?: number; seqSec?: number }) {
      const title = await load(rawId);
      const [row] = await repo.issues(title.id, { issueId: query.codPar });
      if (!row) throw notFound();
      const entries = row.contents.map((descricao, i) => ({ seqPar: i + 1, descricao }));
      const sumario =
        query.seqPar === undefined ? entries : entries.filter((e) => e.seqPar === query.seqPar);
      if (query.seqPar !== undefined && sumario.length === 0) throw notFound();
      return { ...issueOut(row), sumario };
    },

    /** GET /sumario/{id}/dados: contents of the issues and of the book itself (MARC 505). */
    async contents(rawId: string) {
      const title = await load(rawId);
      const rows = await repo.issuesWithContents(title.id);
      return {
        cod_acervo: title.id,
        fasciculos: rows.map((row) => ({ ...issueOut(row), sumario: row.contents })),
        livro: describeBibliographic(title.record).contents,
      };
    },
  };
}
