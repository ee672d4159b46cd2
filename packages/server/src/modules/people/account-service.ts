import type { Kysely } from 'kysely';
import {
  brokenPasswordRules,
  cleanPhone,
  isEmailAddress,
  isValidCpf,
  type ErrorKey,
  type PasswordRules,
  type PersonalData,
  type PersonalDataUpdate,
} from '@estante/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema.ts';
import { HttpError, type Lang } from '../../lib/http-errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Requester } from '../../lib/requester.ts';
import type { RequestCounters } from '../../limits/request-counters.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import type { AuthSettings } from '../auth/settings.ts';
import { emailChangedMail, firstName, maskEmail } from './account-mail.ts';
import type { AccountRepository, PersonalColumns } from './account-repository.ts';
import { passwordRulesOf } from './account-settings.ts';
import { patronOf } from './service.ts';

/** PersonalData wire names → `person` columns (spec §3 fields). */
const WIRE_COLUMNS = {
  email: 'email',
  telefone: 'phone',
  logradouro: 'street',
  complemento: 'complement',
  cep: 'postal_code',
  cidade: 'city',
  bairro: 'district',
  rg: 'id_document',
  cpf: 'tax_number',
  nacionalidade: 'nationality',
  sexo: 'gender',
  data_nascimento: 'birth_date',
  escolaridade: 'education',
  localizacao: 'location',
  profissao: 'job',
  estado_civil: 'marital_status',
  receber_emails: 'receive_emails',
} as const satisfies Record<keyof PersonalDataUpdate, keyof PersonalColumns>;

const unprocessable = (key: ErrorKey, field: string) => new HttpError(422, key, field);

/** Whether `text` is a real calendar day YYYY-MM-DD between 1900-01-01 and `today`. */
export function isBirthDate(text: string, today: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && text >= '1900-01-01' && text <= today;
}

/**
 * Checks and normalises a personal-data change: text is trimmed and an empty text clears the
 * field; email, phone, tax number and birth date must be well formed.
 * @throws HttpError 422 invalid_email_address, invalid_phone, invalid_cpf or invalid_date with
 *   the field's wire name.
 */
export function personalChanges(update: PersonalDataUpdate, today: string) {
  const changes: PersonalColumns = {};
  for (const [wire, column] of Object.entries(WIRE_COLUMNS) as [
    keyof PersonalDataUpdate,
    keyof PersonalColumns,
  ][]) {
    const value = update[wire];
    if (value === undefined) continue;
    if (typeof value === 'boolean') {
      (changes as Record<string, unknown>)[column] = value;
      continue;
    }
    const text = value === null ? null : value.trim() || null;
    if (text !== null) {
      if (wire === 'email' && !isEmailAddress(text)) {
        throw unprocessable('invalid_email_address', wire);
      }
      if (wire === 'telefone' && cleanPhone(text) !== text)
        throw unprocessable('invalid_phone', wire);
      if (wire === 'cpf' && !isValidCpf(text)) throw unprocessable('invalid_cpf', wire);
      if (wire === 'data_nascimento' && !isBirthDate(text, today)) {
        throw unprocessable('invalid_date', wire);
      }
    }
    (changes as Record<string, unknown>)[column] = text;
  }
  return changes;
}

/**
 * The signed-in patron's own account (spec §7 People): personal data, password change, and the
 * password rules recovery shares. Every call acts on the patron of the verified token.
 */
export function accountService(deps: {
  repository: AccountRepository;
  hasher: PasswordHasher;
  counters: RequestCounters;
  settings: AuthSettings;
  /** Sends the email-changed notice to the former address (none in unit tests). */
  mailer?: Mailer;
  log?: FastifyBaseLogger;
}) {
  const { repository, hasher, counters, settings, mailer, log } = deps;

  async function passwordRules(): Promise<PasswordRules> {
    return passwordRulesOf(await repository.setting('password_rules'));
  }

  async function personalData(personId: number): Promise<PersonalData> {
    const row = await repository.personalData(personId);
    if (!row) throw new HttpError(401, 'invalid_token');
    return {
      nome: row.name,
      email: row.email,
      telefone: row.phone,
      logradouro: row.street,
      complemento: row.complement,
      cep: row.postal_code,
      cidade: row.city,
      bairro: row.district,
      rg: row.id_document,
      cpf: row.tax_number,
      nacionalidade: row.nationality,
      sexo: row.gender,
      data_nascimento: row.birth_date,
      escolaridade: row.education,
      localizacao: row.location,
      profissao: row.job,
      estado_civil: row.marital_status,
      receber_emails: row.receive_emails,
    };
  }

  /**
   * Checks a new password (trimmed) against the rules and the last passwords, hashes it and
   * stores it (repository.setPassword). Answers false when `before` refused.
   * @throws HttpError 422 password_rules naming `field`, with `broken` and `rules`.
   */
  async function setPassword(
    person: { id: number; name: string; passwordHash: string | null },
    newPassword: string,
    field: string,
    options: {
      keepSession: string | null;
      unblock: boolean;
      before?: (trx: Kysely<Database>) => Promise<boolean>;
    },
  ): Promise<boolean> {
    const rules = await passwordRules();
    const password = newPassword.trim();
    const refuse = (broken: string[]) =>
      new HttpError(422, 'password_rules', field, { body: { broken, rules } });
    const broken = brokenPasswordRules(password, rules, person.name);
    if (broken.length > 0) throw refuse(broken);
    if (rules.last_pw > 0) {
      const earlier = await repository.recentPasswords(person.id, rules.last_pw - 1);
      const recent = person.passwordHash ? [person.passwordHash, ...earlier] : earlier;
      for (const stored of recent) {
        if (await hasher.verify(stored, password)) throw refuse(['last_pw']);
      }
    }
    return repository.setPassword(person.id, await hasher.hash(password), options);
  }

  /**
   * The patron's current password, asked again before a change that cannot be undone (a new
   * password, closing the account). Failures count per account like sign-in attempts.
   * @throws HttpError 429 too_many_attempts; 422 current_password_incorrect naming `field`.
   */
  async function checkCurrentPassword(personId: number, password: string, field: string) {
    const key = `password:person:${personId}`;
    const failures = await counters.read(key);
    if (failures.hits >= settings.throttle.perAccount) {
      throw new HttpError(429, 'too_many_attempts', undefined, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(failures.ttlMs / 1000))) },
      });
    }
    const person = await repository.credentials(personId);
    if (!person) throw new HttpError(401, 'invalid_token');
    const right =
      person.passwordHash !== null && (await hasher.verify(person.passwordHash, password));
    if (!right) {
      await counters.hit(key, settings.throttle.windowSeconds * 1000);
      throw unprocessable('current_password_incorrect', field);
    }
    return person;
  }

  return {
    passwordRules,
    setPassword,
    checkCurrentPassword,

    /** GET /pessoas/meu-pergamum/dados-pessoais. */
    async personalData(requester: Requester): Promise<PersonalData> {
      return personalData(patronOf(requester).personId);
    },

    /**
     * PUT /pessoas/meu-pergamum/dados-pessoais: changes the fields given (null or '' clears)
     * of the signed-in patron's own record and answers the record.
     * @throws HttpError 422 (see personalChanges).
     */
    async updatePersonalData(
      requester: Requester,
      update: PersonalDataUpdate,
      today: string,
      lang: Lang = 'pt',
    ): Promise<PersonalData> {
      const { personId } = patronOf(requester);
      const changes = personalChanges(update, today);
      const before = await personalData(personId);
      await repository.updatePersonalData(personId, changes);
      const after = await personalData(personId);
      // Recovery codes go to the account's email: whoever changes it could take the account,
      // so the former address hears of it (a stolen session cannot do this silently).
      if (mailer && before.email && before.email.toLowerCase() !== after.email?.toLowerCase()) {
        const message = emailChangedMail(lang, {
          firstName: firstName(after.nome),
          maskedNewEmail: after.email ? maskEmail(after.email) : '—',
        });
        await mailer
          .send({ to: [before.email], ...message })
          .catch((error: unknown) =>
            log?.error({ err: error, personId }, 'email-changed notice not sent'),
          );
      }
      return after;
    },

    /** GET /pessoas/email-pessoa-logada. */
    async email(requester: Requester): Promise<{ email: string | null }> {
      const person = await repository.credentials(patronOf(requester).personId);
      if (!person) throw new HttpError(401, 'invalid_token');
      return { email: person.email };
    },

    /**
     * PUT /pessoas/meu-pergamum/senha: checks the current password (wrong ones are throttled
     * like sign-ins, per person), then stores the new one; the patron's other sign-ins end,
     * this one goes on.
     * @throws HttpError 422 current_password_incorrect (senhaAtual) or password_rules
     *   (senhaNova); 429 too_many_attempts with Retry-After.
     */
    async changePassword(
      requester: Requester,
      body: { senhaAtual: string; senhaNova: string },
    ): Promise<void> {
      const patron = patronOf(requester);
      const person = await checkCurrentPassword(patron.personId, body.senhaAtual, 'senhaAtual');
      await setPassword({ id: patron.personId, ...person }, body.senhaNova, 'senhaNova', {
        keepSession: patron.sessionId,
        unblock: false,
      });
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
