import Type, { type Static } from 'typebox';

/**
 * The personal area's Teaching plan tab (spec §2, §3 "Teaching plan: course, year, semester,
 * period, subject, vacancies, bibliography, loans", §5 "at least one field filled", §7
 * /acervo/meu-pergamum/plano-ensino/…): a plan's bibliography with the copies the library holds
 * for it, so a professor or coordinator sees whether the class is served.
 */

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Code = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** What the search form offers (GET …/plano-ensino/disciplinas-bibliotecas). */
export const TeachingPlanChoicesSchema = Type.Object({
  /** Disciplines with at least one plan; the professor's own flagged `minha`. */
  disciplinas: Type.Array(
    Type.Object({
      codigo: Type.Integer(),
      sigla: Type.String(),
      nome: Type.String(),
      cod_departamento: Nullable(Type.Integer()),
      minha: Type.Boolean(),
    }),
  ),
  bibliotecas: Type.Array(
    Type.Object({ cod_biblioteca: Type.Integer(), desc_biblioteca: Type.String() }),
  ),
  /** Years with plans, newest first. */
  anos: Type.Array(Type.Integer()),
  /** The patron is a professor of the plans: the tab opens on their own plans. */
  professor: Type.Boolean(),
});
export type TeachingPlanChoices = Static<typeof TeachingPlanChoicesSchema>;

/** GET …/plano-ensino/bibliografia: every field optional, at least one given (spec §5). */
export const TeachingPlanQuerySchema = Type.Object({
  departamento: Type.Optional(Code),
  ano: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2999 })),
  semestre: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  periodo: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
  disciplina: Type.Optional(Code),
  /** Counts copies of this library only (else of every library). */
  biblioteca: Type.Optional(Code),
  /** true: only the signed-in professor's own plans (counts as a field filled). */
  meus: Type.Optional(Type.Boolean()),
});
export type TeachingPlanQuery = Static<typeof TeachingPlanQuerySchema>;

/** A title of a plan's bibliography, with the library's copies and the semester's loans. */
export const TeachingPlanTitleSchema = Type.Object({
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  autor: Nullable(Type.String()),
  ano_publicacao: Nullable(Type.Integer()),
  /** basic or complementary bibliography. */
  tipo: Type.Union([Type.Literal('basic'), Type.Literal('complementary')]),
  /** Copies that may go home (not reference-only), in the chosen library or all. */
  exemplares: Type.Integer(),
  /** Of those, on the shelf now. */
  disponiveis: Type.Integer(),
  /** Loans of the title's copies during the plan's semester. */
  emprestimos: Type.Integer(),
  /** Students per lendable copy (vacancies ÷ copies, one decimal); null without copies or vacancies. */
  alunos_por_exemplar: Nullable(Type.Number()),
});
export type TeachingPlanTitle = Static<typeof TeachingPlanTitleSchema>;

export const TeachingPlanSchema = Type.Object({
  cod_plano: Type.Integer(),
  curso: Type.Object({ codigo: Type.Integer(), sigla: Type.String(), nome: Type.String() }),
  disciplina: Type.Object({ codigo: Type.Integer(), sigla: Type.String(), nome: Type.String() }),
  departamento: Nullable(Type.String()),
  professor: Nullable(Type.String()),
  ano: Type.Integer(),
  semestre: Type.Integer(),
  periodo: Nullable(Type.Integer()),
  vagas: Nullable(Type.Integer()),
  /** Loans of the bibliography's titles during the semester. */
  emprestimos: Type.Integer(),
  bibliografia: Type.Array(TeachingPlanTitleSchema),
});
export type TeachingPlan = Static<typeof TeachingPlanSchema>;

export const TeachingPlansSchema = Type.Object({
  planos: Type.Array(TeachingPlanSchema),
  /** Plans matching, when more than the answer carries (the newest first are given). */
  total: Type.Integer(),
});
export type TeachingPlans = Static<typeof TeachingPlansSchema>;

/** Plans one answer carries at most; narrow the search for the others. */
export const TEACHING_PLANS_MAX = 30;
