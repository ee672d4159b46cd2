import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  DUPLICATE_LOOKUP_INSTITUTION,
  type Duplicates,
  type PasswordRules,
  type RecoveryStart,
} from '@estante/contract';
import { HttpError, type Lang } from '../../lib/http-errors.ts';
import type { RequestCounters } from '../../limits/request-counters.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { CaptchaService } from '../auth/captcha.ts';
import type { AccountRepository } from './account-repository.ts';
import type { AccountService } from './account-service.ts';
import { recoverySettingsOf, type RecoverySettings } from './account-settings.ts';
import { firstName, maskEmail } from './account-mail.ts';
import { recoveryMail } from './recovery-mail.ts';
import type { RecoveryRepository } from './recovery-repository.ts';

const HOUR_MS = 3_600_000;

/** First names a made-up answer picks from (common in Brazil, like the patrons'). */
const DECOY_NAMES = [
  'Ana',
  'Maria',
  'João',
  'José',
  'Pedro',
  'Lucas',
  'Gabriel',
  'Rafael',
  'Juliana',
  'Fernanda',
  'Mariana',
  'Camila',
  'Bruno',
  'Carlos',
  'Paulo',
  'Beatriz',
  'Larissa',
  'Felipe',
  'Luiz',
  'Patrícia',
  'Aline',
  'Rodrigo',
  'Marcos',
  'Letícia',
  'Gustavo',
  'Amanda',
  'Daniel',
  'Vitória',
];

/** What a code is stored as: SHA-256 of the person id and the code. */
const codeHash = (personId: number, code: string) =>
  createHash('sha256').update(`${personId}:${code}`).digest('hex');

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
};

const badCode = () => new HttpError(422, 'recovery_code_invalid', 'code');

/**
 * Password recovery in three steps (spec §4): start (a code by email), check the code (the
 * rules of the new password), set the password. The start answers an unknown user exactly
 * like a known one, with made-up values that stay the same for that user (a secret key of
 * the installation picks them), and sends nothing.
 */
export function recoveryService(deps: {
  repository: RecoveryRepository;
  accountRepository: AccountRepository;
  account: AccountService;
  counters: RequestCounters;
  mailer: Mailer;
  captcha: CaptchaService;
  log: FastifyBaseLogger;
}) {
  const { repository, accountRepository, account, counters, mailer, captcha, log } = deps;
  let decoyKey: Promise<Buffer> | null = null;
  let decoyDomain: { value: Promise<string>; at: number } | null = null;

  /** The installation's key for made-up answers, created once and shared by every process. */
  function decoyKeyOf(): Promise<Buffer> {
    decoyKey ??= accountRepository
      .settingOrInsert('recovery_decoy_key', randomBytes(32).toString('hex'))
      .then((value) => Buffer.from(String(value), 'hex'))
      .catch((error: unknown) => {
        decoyKey = null;
        throw error;
      });
    return decoyKey;
  }

  /** The email domain of most people, re-read every hour. */
  function domainOf(): Promise<string> {
    if (!decoyDomain || Date.now() - decoyDomain.at > HOUR_MS) {
      decoyDomain = {
        at: Date.now(),
        value: repository.commonEmailDomain().then((d) => d ?? 'estante.local'),
      };
    }
    return decoyDomain.value;
  }

  /** A made-up person for `user`: the same name and address every time. */
  async function decoy(user: string): Promise<{ name: string; email: string }> {
    const digest = createHmac('sha256', await decoyKeyOf())
      .update(user.toLowerCase())
      .digest();
    const letter = String.fromCharCode(97 + (digest[0]! % 26));
    const name = DECOY_NAMES[digest.readUInt16BE(1) % DECOY_NAMES.length]!;
    return { name, email: `${letter}@${await domainOf()}` };
  }

  async function settings(): Promise<RecoverySettings> {
    return recoverySettingsOf(await accountRepository.setting('password_recovery'));
  }

  const expiry = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  /** Checks `code` against the user's live code, spending an attempt; answers the person. */
  async function checkCode(user: string, code: string) {
    const person = await repository.personOfLogin(user.trim());
    if (!person) throw badCode();
    const live = await repository.spendAttempt(person.id);
    if (!live || !sameHash(live.codeHash, codeHash(person.id, code.trim()))) throw badCode();
    await repository.refundAttempt(live.id);
    return { person, codeId: live.id };
  }

  return {
    /**
     * GET /pessoas/duplicadas (institution 571's first login step): the person records a login
     * names, when there are several, by base and enrolment only. Elsewhere, and for one record
     * or none, `result` is false: the call tells nothing about single logins.
     */
    async duplicates(usuario: string): Promise<Duplicates> {
      const none: Duplicates = { result: false, pessoas: [] };
      if ((await repository.companyCode()) !== DUPLICATE_LOOKUP_INSTITUTION) return none;
      const logins = await repository.loginsNamed(usuario.trim());
      if (new Set(logins.map((l) => l.personId)).size < 2) return none;
      return {
        result: true,
        pessoas: logins.map((l) => ({ codigo: l.base, nome: l.description ?? l.category })),
      };
    },

    /** GET /pessoas/{user}/nome: the first name, made up for an unknown user (as in start). */
    async firstName(user: string): Promise<string> {
      const username = user.trim();
      const person = await repository.personOfLogin(username);
      return person ? firstName(person.name) : (await decoy(username)).name;
    },

    /**
     * GET /pessoas/{user}/recuperar-senha: a new code for the user, stored and sent by email
     * after the answer, so the answer takes the same time whether or not a code goes out.
     * @throws HttpError 422 captcha_required / captcha_invalid while the captcha activity (1120)
     *   is on: no answer, or one wrong, expired or used before.
     */
    async start(
      user: string,
      captchaToken: string | undefined,
      lang: Lang,
    ): Promise<RecoveryStart> {
      if (await repository.captchaEnabled()) await captcha.check(captchaToken);
      const config = await settings();
      const username = user.trim();
      const person = await repository.personOfLogin(username);
      // Counted for unknown users too: the same work, and the same answer once spent.
      const allowed = await counters.take(
        `recovery:user:${username.toLowerCase()}`,
        HOUR_MS,
        1,
        config.per_user_per_hour,
      );
      if (!person) {
        const made = await decoy(username);
        return {
          emails: [maskEmail(made.email)],
          name: made.name,
          length: config.code_length,
          tte: expiry(config.expiry_minutes).toISOString(),
        };
      }
      const answer = (expiresAt: Date): RecoveryStart => ({
        emails: person.email ? [maskEmail(person.email)] : [],
        name: firstName(person.name),
        length: config.code_length,
        tte: expiresAt.toISOString(),
      });
      const expiresAt = expiry(config.expiry_minutes);
      if (!allowed || !person.email) return answer(expiresAt);
      const email = person.email;
      const code = String(randomInt(0, 10 ** config.code_length)).padStart(config.code_length, '0');
      // Stored and sent after the answer: the caller waits no longer than for an unknown user.
      void (async () => {
        await repository.createCode(
          person.id,
          codeHash(person.id, code),
          expiresAt,
          config.attempts,
        );
        const message = recoveryMail(lang, {
          firstName: firstName(person.name),
          code,
          expiresAt,
          institution: await repository.institutionName(),
        });
        await mailer.send({ to: [email], ...message });
      })().catch((error: unknown) =>
        log.error({ err: error, personId: person.id }, 'recovery email not sent'),
      );
      return answer(expiresAt);
    },

    /**
     * POST /pessoas/{user}/recuperar-senha: the code is right; answers the password rules.
     * A wrong code spends one of the code's attempts; the last one kills it.
     * @throws HttpError 422 recovery_code_invalid (wrong, expired, used, dead or unknown user).
     */
    async check(user: string, code: string): Promise<{ rules: PasswordRules }> {
      await checkCode(user, code);
      return { rules: await account.passwordRules() };
    },

    /**
     * PUT /pessoas/{user}/recuperar-senha: sets the new password, clears the lockout, ends
     * every sign-in of the person and uses the code up.
     * @throws HttpError 422 recovery_code_invalid; 422 password_rules (field password; the
     *   code stays usable).
     */
    async reset(user: string, code: string, password: string): Promise<void> {
      const { person, codeId } = await checkCode(user, code);
      const done = await account.setPassword(person, password, 'password', {
        keepSession: null,
        unblock: true,
        before: (trx) => repository.consume(trx, codeId),
      });
      if (!done) throw badCode();
    },
  };
}

export type RecoveryService = ReturnType<typeof recoveryService>;
