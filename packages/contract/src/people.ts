import Type, { type Static } from 'typebox';
import { PasswordRulesSchema } from './password-rules.ts';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Longest phone number (spec §5, §9). */
export const MAX_PHONE_LENGTH = 16;

/**
 * A phone number as the patron types it (spec §5): only digits, hyphen, parentheses and space
 * are kept, cut to MAX_PHONE_LENGTH characters. The server accepts only numbers this leaves
 * unchanged.
 */
export function cleanPhone(text: string): string {
  return text.replace(/[^0-9\-() ]/g, '').slice(0, MAX_PHONE_LENGTH);
}

/**
 * Whether `digits` is a valid CPF (the Brazilian tax number): eleven digits, not all the same,
 * with both check digits right. Digits only: punctuation ("123.456.789-09") is refused.
 */
export function isValidCpf(digits: string): boolean {
  if (!/^[0-9]{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const check = (count: number) => {
    let sum = 0;
    for (let i = 0; i < count; i++) sum += d[i]! * (count + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === d[9] && check(10) === d[10];
}

const text = (maxLength: number) => Nullable(Type.String({ maxLength }));

/**
 * The signed-in patron's personal data (spec §3), as GET /pessoas/meu-pergamum/dados-pessoais
 * answers it and PUT takes it. In a PUT every field is optional: a field left out keeps its
 * value, `null` clears it. `nome` is the library's record and cannot be changed here.
 */
export const PersonalDataSchema = Type.Object({
  /** Full name, read only. */
  nome: Type.String(),
  email: text(254),
  /**
   * Digits, hyphen, parentheses and space, at most 16 characters (spec §5). The schema lets
   * longer text through so that the server's 422 invalid_phone names the field.
   */
  telefone: text(64),
  /** Street and number. */
  logradouro: text(200),
  complemento: text(200),
  cep: text(16),
  cidade: text(120),
  bairro: text(120),
  /** Identity document (RG). */
  rg: text(32),
  /** Tax number (CPF): eleven digits, digits only, valid check digits (else 422 invalid_cpf). */
  cpf: text(32),
  nacionalidade: text(80),
  sexo: text(40),
  /** YYYY-MM-DD (else 422 invalid_date). */
  data_nascimento: text(32),
  escolaridade: text(80),
  localizacao: text(120),
  profissao: text(120),
  estado_civil: text(40),
  /** Whether the library may send this patron email notices. */
  receber_emails: Type.Boolean(),
});
export type PersonalData = Static<typeof PersonalDataSchema>;

/** PUT /pessoas/meu-pergamum/dados-pessoais: any of the fields but `nome`. */
export const PersonalDataUpdateSchema = Type.Partial(Type.Omit(PersonalDataSchema, ['nome']), {
  additionalProperties: false,
});
export type PersonalDataUpdate = Static<typeof PersonalDataUpdateSchema>;

/** PUT /pessoas/meu-pergamum/senha. */
export const ChangePasswordBodySchema = Type.Object({
  senhaAtual: Type.String({ maxLength: 1024 }),
  /** Trimmed before the rules are checked (spec §5). */
  senhaNova: Type.String({ maxLength: 1024 }),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;

/** The `{user}` of /pessoas/{user}/… calls: a login as typed at sign-in. */
export const PersonUserParamsSchema = Type.Object({
  user: Type.String({ minLength: 1, maxLength: 256 }),
});

/** GET /pessoas/{user}/recuperar-senha query. */
export const RecoveryStartQuerySchema = Type.Object({
  /** The captcha answer, required when activity 1120 is on. */
  recaptcha_token: Type.Optional(Type.String({ maxLength: 8192 })),
});

/**
 * GET /pessoas/{user}/recuperar-senha — recovery started (spec §3 Password recovery). An
 * unknown user gets the same shape with made-up values and no email goes out.
 */
export const RecoveryStartSchema = Type.Object({
  /** Where the code went, masked (`a***@d***.estante`). */
  emails: Type.Array(Type.String()),
  /** First name only. */
  name: Type.String(),
  /** Digits in the code. */
  length: Type.Integer(),
  /** When the code expires (ISO 8601). */
  tte: Type.String(),
});
export type RecoveryStart = Static<typeof RecoveryStartSchema>;

/** POST /pessoas/{user}/recuperar-senha — the code the patron received. */
export const RecoveryCodeBodySchema = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64 }),
});

/** POST answer: the code is right; these are the rules the new password must follow. */
export const RecoveryRulesSchema = Type.Object({ rules: PasswordRulesSchema });
export type RecoveryRules = Static<typeof RecoveryRulesSchema>;

/** PUT /pessoas/{user}/recuperar-senha — the code and the new password. */
export const RecoveryPasswordBodySchema = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64 }),
  /** Trimmed before the rules are checked (spec §5). */
  password: Type.String({ maxLength: 1024 }),
});

/** GET /pessoas/{user}/nome — first name only. */
export const PersonFirstNameSchema = Type.Object({ nome: Type.String() });

/** GET /pessoas/email-pessoa-logada — the signed-in patron's address, if the library has one. */
export const SignedInEmailSchema = Type.Object({ email: Nullable(Type.String()) });

/**
 * A failed new password (422 `password_rules`): the rules it broke and the rules in force, so
 * the form can show its checklist.
 */
export const PasswordRulesErrorSchema = Type.Object({
  message: Type.String(),
  key: Type.String(),
  status: Type.Integer(),
  field: Type.Optional(Type.String()),
  broken: Type.Optional(Type.Array(Type.String())),
  rules: Type.Optional(PasswordRulesSchema),
});

/** POST /pessoas/meu-pergamum/troca-usuario — another login of the signed-in person. */
export const SwitchUserBodySchema = Type.Object({
  usuario: Type.String({ maxLength: 256 }),
  /** As in the token call: `cookie` puts the new refresh token in the refresh cookie. */
  token_transport: Type.Optional(Type.Union([Type.Literal('cookie'), Type.Literal('body')])),
});
export type SwitchUserBody = Static<typeof SwitchUserBodySchema>;

/** Institution code whose login starts by looking up duplicate person records (spec §4). */
export const DUPLICATE_LOOKUP_INSTITUTION = 571;

/** GET /pessoas/duplicadas query. */
export const DuplicatesQuerySchema = Type.Object({
  usuario: Type.String({ maxLength: 256 }),
});

/** A person record to choose at institution 571's first login step (spec §3 Person choice). */
export const PersonChoiceSchema = Type.Object({
  /** The record's base: what the password grant takes as `base`. */
  codigo: Type.String(),
  /** The enrolment (its description, else the patron category), never the person's name. */
  nome: Type.String(),
});

/**
 * GET /pessoas/duplicadas — `result` true when the login names several person records (then
 * `pessoas` lists them); false, with no list, for one record, none, or another institution.
 */
export const DuplicatesSchema = Type.Object({
  result: Type.Boolean(),
  pessoas: Type.Array(PersonChoiceSchema),
});
export type Duplicates = Static<typeof DuplicatesSchema>;
