import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NetworkInstitutionsSchema,
  NetworkRecordParamsSchema,
  NetworkRecordSchema,
  type MaterialType,
} from '@estante/contract';
import { sql } from 'kysely';
import { materialTypeLabel } from '../../lib/catalogue-labels.ts';
import { notFound, requestLanguage } from '../../lib/http-errors.ts';
import { networkRepository } from './repository.ts';

const tags = ['rede-pergamum'];
const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/**
 * The network catalogue (spec §7 Network): the institutions harvested and one harvested
 * record. Catalogue data, open to every caller.
 */
export const networkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db.kysely;
  const repository = networkRepository(db);

  app.get(
    '/rede-pergamum/oai/instituicoes',
    {
      schema: {
        tags,
        description:
          'The network catalogue’s institutions: code, OAI-PMH base URL, set and format ' +
          'harvested, titles held and the status of the last harvest.',
        response: { 200: NetworkInstitutionsSchema },
      },
    },
    async () => {
      const { rows: counts } = await sql<{ id: number; n: number }>`
        select network_institution_id as id, count(*)::int as n from title
        where network_institution_id is not null group by network_institution_id`.execute(db);
      const held = new Map(counts.map((c) => [c.id, Number(c.n)]));
      const answer = [];
      for (const institution of await repository.institutions()) {
        const status = await repository.status(institution.id);
        answer.push({
          cod_empresa: institution.id,
          desc_empresa: institution.name,
          codigo: institution.code,
          url_oai: institution.oaiUrl,
          set: institution.set,
          formato: institution.metadataPrefix,
          registros: held.get(institution.id) ?? 0,
          coleta: {
            inicio: iso(status?.lastRunAt ?? null),
            fim: iso(status?.lastFinishedAt ?? null),
            ok: status?.ok ?? null,
            em_andamento: status?.runningSince != null,
            ultimo_sucesso: iso(status?.lastSuccessAt ?? null),
            incluidos: status?.added ?? 0,
            atualizados: status?.updated ?? 0,
            excluidos: status?.deleted ?? 0,
            ignorados: status?.skipped ?? 0,
            erro: status?.lastError ?? null,
          },
        });
      }
      return answer;
    },
  );

  app.get(
    '/rede-pergamum/acervo/:id',
    {
      schema: {
        tags,
        description:
          'One network-catalogue record by its acervo (the cod_acervo of a rede_pergamum_oai ' +
          'search result): tipo_obra, instituicao, ano_publicacao, idioma and its OAI source.',
        params: NetworkRecordParamsSchema,
        response: { 200: NetworkRecordSchema },
      },
    },
    async (request) => {
      const row = await db
        .selectFrom('title as t')
        .innerJoin('network_institution as n', 'n.id', 't.network_institution_id')
        .leftJoin('network_record as r', 'r.title_id', 't.id')
        .select([
          't.id',
          't.title',
          't.subtitle',
          't.authors',
          't.publisher',
          't.material_type',
          't.year',
          't.language',
          't.isbns',
          't.subjects',
          'n.id as institution_id',
          'n.name as institution_name',
          'r.identifier',
          'r.datestamp',
        ])
        .where('t.id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      const lang = requestLanguage(request.headers);
      return {
        acervo: row.id,
        titulo: row.title,
        subtitulo: row.subtitle,
        autores: row.authors,
        editora: row.publisher,
        tipo_obra: materialTypeLabel(row.material_type as MaterialType, lang),
        cod_tipo_obra: row.material_type,
        ano_publicacao: row.year,
        idioma: row.language,
        isbn: row.isbns,
        assuntos: row.subjects,
        instituicao: { cod_empresa: row.institution_id, desc_empresa: row.institution_name },
        identificador_oai: row.identifier,
        datestamp: row.datestamp,
        rota: `/acervo/${row.id}`,
      };
    },
  );
};
