import Type, { type Static } from 'typebox';

/** GET /api/rede-pergamum/oai/instituicoes: one network institution and its harvest status. */
export const NetworkInstitutionSchema = Type.Object({
  cod_empresa: Type.Integer(),
  desc_empresa: Type.String(),
  /** Short code (the harvest CLI's --institution). */
  codigo: Type.Union([Type.String(), Type.Null()]),
  /** OAI-PMH base URL harvested, its set and metadataPrefix (null: marc21 when offered). */
  url_oai: Type.Union([Type.String(), Type.Null()]),
  set: Type.Union([Type.String(), Type.Null()]),
  formato: Type.Union([Type.String(), Type.Null()]),
  /** Titles held from this institution. */
  registros: Type.Integer(),
  coleta: Type.Object({
    /** Last run started / finished (ISO), null before the first. */
    inicio: Type.Union([Type.String(), Type.Null()]),
    fim: Type.Union([Type.String(), Type.Null()]),
    /** true: the last run completed; false: it failed (the source is taken as unavailable). */
    ok: Type.Union([Type.Boolean(), Type.Null()]),
    em_andamento: Type.Boolean(),
    ultimo_sucesso: Type.Union([Type.String(), Type.Null()]),
    incluidos: Type.Integer(),
    atualizados: Type.Integer(),
    excluidos: Type.Integer(),
    ignorados: Type.Integer(),
    erro: Type.Union([Type.String(), Type.Null()]),
  }),
});
export const NetworkInstitutionsSchema = Type.Array(NetworkInstitutionSchema);
export type NetworkInstitution = Static<typeof NetworkInstitutionSchema>;

/**
 * GET /api/rede-pergamum/acervo/{id}: one network-catalogue record (spec §3: tipo_obra,
 * instituicao, ano_publicacao, idioma; matched by acervo).
 */
export const NetworkRecordSchema = Type.Object({
  acervo: Type.Integer(),
  titulo: Type.String(),
  subtitulo: Type.Union([Type.String(), Type.Null()]),
  autores: Type.Array(Type.String()),
  editora: Type.Union([Type.String(), Type.Null()]),
  tipo_obra: Type.String(),
  cod_tipo_obra: Type.String(),
  ano_publicacao: Type.Union([Type.Integer(), Type.Null()]),
  idioma: Type.Union([Type.String(), Type.Null()]),
  isbn: Type.Array(Type.String()),
  assuntos: Type.Array(Type.String()),
  instituicao: Type.Object({ cod_empresa: Type.Integer(), desc_empresa: Type.String() }),
  /** The item's OAI identifier at its source and its datestamp there. */
  identificador_oai: Type.Union([Type.String(), Type.Null()]),
  datestamp: Type.Union([Type.String(), Type.Null()]),
  /** The title page (our copy of the record). */
  rota: Type.String(),
});
export type NetworkRecord = Static<typeof NetworkRecordSchema>;

export const NetworkRecordParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
