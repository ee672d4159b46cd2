import Type, { type Static } from 'typebox';

/**
 * Interest profiles on the wire (spec §7 "Interest profiles" under /perfil-interesse, §5 the
 * journals profile needs at least one alert type, §9 check-titles window of one month). A
 * profile follows a knowledge area, author, subject, journal or material type until its
 * validity date (validade); matching new titles produce alerts and a daily digest email.
 */

const Day = Type.String({ format: 'date' });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** tipoDSI of area-autor-assunto profiles. */
export const DSI_KINDS = ['area', 'author', 'subject'] as const;
export type DsiKind = (typeof DSI_KINDS)[number];
const DsiKindSchema = Type.Union([
  Type.Literal('area'),
  Type.Literal('author'),
  Type.Literal('subject'),
]);

/** Every kind of profile (tipoDSI), as alerts and check titles name them. */
export const PROFILE_KINDS = ['area', 'author', 'subject', 'journal', 'material_type'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];
const ProfileKindSchema = Type.Union([
  Type.Literal('area'),
  Type.Literal('author'),
  Type.Literal('subject'),
  Type.Literal('journal'),
  Type.Literal('material_type'),
]);

/** Most profiles a patron may hold, all kinds together. */
export const PROFILE_LIMIT = 100;
/** Furthest validity date, in days from today. */
export const PROFILE_MAX_VALIDITY_DAYS = 730;
/** Shortest search term of /perfil-interesse/pesquisa (spec §9 minimum term length). */
export const PROFILE_SEARCH_MIN_LENGTH = 3;

/** GET /perfil-interesse/areas-interesse/info-auxiliar. */
export const ProfileAuxInfoSchema = Type.Object({
  tiposArea: Type.Array(
    Type.Object({
      codigo: Type.Integer(),
      descricao: Type.String(),
      areas: Type.Array(
        Type.Object({
          codigo: Type.Integer(),
          /** The classification's own code (e.g. CNPq 1.03.00.00-7). */
          sigla: Type.String(),
          descricao: Type.String(),
        }),
      ),
    }),
  ),
  tiposDSI: Type.Array(Type.Object({ codigo: DsiKindSchema, descricao: Type.String() })),
  /** Material types (tipo-obra codes) and languages a material-type profile may choose. */
  tiposObra: Type.Array(Type.Object({ codigo: Type.String(), descricao: Type.String() })),
  idiomas: Type.Array(Type.Object({ codigo: Type.String(), descricao: Type.String() })),
  bibliotecas: Type.Array(
    Type.Object({ cod_biblioteca: Type.Integer(), desc_biblioteca: Type.String() }),
  ),
});
export type ProfileAuxInfo = Static<typeof ProfileAuxInfoSchema>;

/** A profile's validity as shown: its date and whether it has passed. */
const Validity = {
  validade: Day,
  /** The validity date has passed: the profile is no longer matched. */
  expirado: Type.Boolean(),
};

/** An area, author or subject profile. */
export const AreaAuthorSubjectProfileSchema = Type.Object({
  /** The profile's code (DELETE codigo). */
  codigo: Type.Integer(),
  tipoDSI: DsiKindSchema,
  /** Area profiles: the area's classification (codTipoArea) and area; else null. */
  codTipoArea: Type.Union([Type.Integer(), Type.Null()]),
  codArea: Type.Union([Type.Integer(), Type.Null()]),
  /** The area's name, or the author's or subject's heading. */
  descricao: Type.String(),
  ...Validity,
});
export type AreaAuthorSubjectProfile = Static<typeof AreaAuthorSubjectProfileSchema>;
export const AreaAuthorSubjectProfilesSchema = Type.Object({
  perfis: Type.Array(AreaAuthorSubjectProfileSchema),
});
export type AreaAuthorSubjectProfiles = Static<typeof AreaAuthorSubjectProfilesSchema>;

/** POST /perfil-interesse/area-autor-assunto: adds (or extends) one profile per item. */
export const AreaAuthorSubjectBodySchema = Type.Object({
  tipoDSI: DsiKindSchema,
  validade: Day,
  /** Area codes (as text) for area; headings for author and subject. */
  itens: Type.Array(Type.String({ maxLength: 300 }), { maxItems: 50 }),
});
export type AreaAuthorSubjectBody = Static<typeof AreaAuthorSubjectBodySchema>;

/** DELETE /perfil-interesse/area-autor-assunto. */
export const AreaAuthorSubjectDeleteQuerySchema = Type.Object({
  codigo: Id,
  tipoDSI: DsiKindSchema,
  codTipoArea: Type.Optional(Id),
});
export type AreaAuthorSubjectDeleteQuery = Static<typeof AreaAuthorSubjectDeleteQuerySchema>;

/** GET /perfil-interesse/pesquisa: authors, subjects or areas to add. */
export const ProfileSearchQuerySchema = Type.Object({
  tipoPesquisa: DsiKindSchema,
  termoPesquisa: Type.String({ maxLength: 200 }),
});
export type ProfileSearchQuery = Static<typeof ProfileSearchQuerySchema>;
export const ProfileSearchResultSchema = Type.Object({
  resultados: Type.Array(
    Type.Object({
      /** What to send in itens: the heading, or the area's code. */
      codigo: Type.String(),
      descricao: Type.String(),
      /** Titles of the catalogue under it. */
      titulos: Type.Integer(),
    }),
  ),
});
export type ProfileSearchResult = Static<typeof ProfileSearchResultSchema>;

/** PUT /perfil-interesse/validade: every profile of the patron valid until this date. */
export const ProfileValidityBodySchema = Type.Object({ validade: Day });
export type ProfileValidityBody = Static<typeof ProfileValidityBodySchema>;
export const ProfileValidityResultSchema = Type.Object({
  validade: Day,
  atualizados: Type.Integer(),
});
export type ProfileValidityResult = Static<typeof ProfileValidityResultSchema>;

const LibraryRef = Type.Object({ cod_biblioteca: Type.Integer(), desc_biblioteca: Type.String() });

/** A journal profile (periodicos). */
export const JournalProfileSchema = Type.Object({
  /** The serial title (cod_acervo): POST, PUT and DELETE name the profile by it. */
  codigo: Type.Integer(),
  titulo: Type.String(),
  issn: Type.Union([Type.String(), Type.Null()]),
  /** Alert on new issues, articles, tables of contents. */
  fasciculo: Type.Boolean(),
  artigo: Type.Boolean(),
  sumario: Type.Boolean(),
  /** Libraries followed; empty: all. */
  bibliotecas: Type.Array(LibraryRef),
  ...Validity,
});
export type JournalProfile = Static<typeof JournalProfileSchema>;
export const JournalProfilesSchema = Type.Object({ perfis: Type.Array(JournalProfileSchema) });
export type JournalProfiles = Static<typeof JournalProfilesSchema>;

/** POST and PUT /perfil-interesse/periodicos: at least one of fasciculo, artigo, sumario (§5). */
export const JournalProfileBodySchema = Type.Object({
  codigo: Id,
  validade: Day,
  fasciculo: Type.Optional(Type.Boolean()),
  artigo: Type.Optional(Type.Boolean()),
  sumario: Type.Optional(Type.Boolean()),
  bibliotecas: Type.Optional(Type.Array(Id, { maxItems: 50 })),
});
export type JournalProfileBody = Static<typeof JournalProfileBodySchema>;

export const CodeQuerySchema = Type.Object({ codigo: Id });
export const MaterialCodeQuerySchema = Type.Object({ codigo: Type.String({ maxLength: 40 }) });

/** GET /perfil-interesse/periodicos/pesquisa. */
export const JournalSearchQuerySchema = Type.Object({
  termoPesquisa: Type.String({ maxLength: 200 }),
  /** Libraries holding them (comma-separated codes or repeated); absent: any. */
  bibliotecas: Type.Optional(Type.Array(Id, { maxItems: 50 })),
});
export type JournalSearchQuery = Static<typeof JournalSearchQuerySchema>;
export const JournalSearchResultSchema = Type.Object({
  periodicos: Type.Array(
    Type.Object({
      codigo: Type.Integer(),
      titulo: Type.String(),
      issn: Type.Union([Type.String(), Type.Null()]),
      bibliotecas: Type.Array(LibraryRef),
    }),
  ),
});
export type JournalSearchResult = Static<typeof JournalSearchResultSchema>;

/** A material-type profile (tipo-obra). */
export const MaterialTypeProfileSchema = Type.Object({
  /** The material type code (cod_tipo_obra): POST, PUT and DELETE name the profile by it. */
  codigo: Type.String(),
  descricao: Type.String(),
  bibliotecas: Type.Array(LibraryRef),
  /** Language codes (MARC, e.g. por); empty: all. */
  idiomas: Type.Array(Type.String()),
  ...Validity,
});
export type MaterialTypeProfile = Static<typeof MaterialTypeProfileSchema>;
export const MaterialTypeProfilesSchema = Type.Object({
  perfis: Type.Array(MaterialTypeProfileSchema),
});
export type MaterialTypeProfiles = Static<typeof MaterialTypeProfilesSchema>;

/** POST and PUT /perfil-interesse/tipo-obra. */
export const MaterialTypeProfileBodySchema = Type.Object({
  codigo: Type.String({ maxLength: 40 }),
  validade: Day,
  bibliotecas: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  idiomas: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]{3}$' }), { maxItems: 20 })),
});
export type MaterialTypeProfileBody = Static<typeof MaterialTypeProfileBodySchema>;

/** GET /perfil-interesse/titulos: dates default to the last month (spec §9). */
export const ProfileTitlesQuerySchema = Type.Object({
  dataIni: Type.Optional(Day),
  dataFim: Type.Optional(Day),
});
export type ProfileTitlesQuery = Static<typeof ProfileTitlesQuerySchema>;
export const ProfileTitlesSchema = Type.Object({
  dataIni: Day,
  dataFim: Day,
  titulos: Type.Array(
    Type.Object({
      cod_acervo: Type.Integer(),
      titulo: Type.String(),
      autor: Type.Union([Type.String(), Type.Null()]),
      ano_publicacao: Type.Union([Type.Integer(), Type.Null()]),
      cod_tipo_obra: Type.String(),
      /** When the title arrived (acquisition date, or when it was catalogued). */
      data: Day,
      /** The profiles it matches. */
      perfis: Type.Array(Type.Object({ tipoDSI: ProfileKindSchema, descricao: Type.String() })),
    }),
  ),
});
export type ProfileTitles = Static<typeof ProfileTitlesSchema>;

/** Most titles one check-titles answer lists (newest first). */
export const PROFILE_TITLES_LIMIT = 200;
