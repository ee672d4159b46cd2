import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { letter, type MailText } from '../../circulation/mail.ts';
import type { Lang } from '../../lib/http-errors.ts';

/** Titles a digest lists by name; the rest are counted. */
export const DIGEST_LISTED_TITLES = 30;

/** What one digest run did. */
export interface DigestSummary {
  /** Digest emails sent. */
  sent: number;
  /** Emails that failed: their matches wait for the next day's run. */
  failed: number;
}

interface DigestTitle {
  title: string;
  year: number | null;
  issue: string | null;
}

/** The digest email, in the patron's language (person.language). */
export function digestMail(facts: {
  lang: Lang;
  name: string;
  titles: DigestTitle[];
  total: number;
  publicUrl: string | null;
}): MailText {
  const { lang, total } = facts;
  const words = {
    pt: {
      subject:
        total === 1
          ? 'Perfil de interesse: 1 novo título'
          : `Perfil de interesse: ${total} novos títulos`,
      issue: 'fascículo',
      more: (n: number) => `… e mais ${n}.`,
      arrived: 'Chegaram ao acervo títulos do seu perfil de interesse:',
      nowhere: 'sua área pessoal, em Verificar títulos',
      see: (where: string) =>
        `Veja-os em ${where}. Para não receber estes e-mails, desmarque "Receber emails da biblioteca" nos seus dados pessoais.`,
    },
    en: {
      subject:
        total === 1 ? 'Interest profile: 1 new title' : `Interest profile: ${total} new titles`,
      issue: 'issue',
      more: (n: number) => `… and ${n} more.`,
      arrived: 'Titles of your interest profile have arrived in the collection:',
      nowhere: 'your personal area, under Check titles',
      see: (where: string) =>
        `See them in ${where}. To stop these emails, untick "Receive emails from the library" in your personal data.`,
    },
    es: {
      subject:
        total === 1
          ? 'Perfil de interés: 1 título nuevo'
          : `Perfil de interés: ${total} títulos nuevos`,
      issue: 'fascículo',
      more: (n: number) => `… y ${n} más.`,
      arrived: 'Llegaron al acervo títulos de su perfil de interés:',
      nowhere: 'su área personal, en Verificar títulos',
      see: (where: string) =>
        `Véalos en ${where}. Para no recibir estos correos, desmarque "Recibir emails de la biblioteca" en sus datos personales.`,
    },
  }[lang];
  const lines = facts.titles.map(
    (t) =>
      `  • ${t.title}${t.year ? ` (${t.year})` : ''}${t.issue ? ` — ${words.issue} ${t.issue}` : ''}`,
  );
  const more = total - facts.titles.length;
  if (more > 0) lines.push(`  ${words.more(more)}`);
  const where = facts.publicUrl
    ? `${facts.publicUrl.replace(/\/$/, '')}/meupergamum/verificar-titulos`
    : words.nowhere;
  return {
    subject: words.subject,
    text: letter(lang, facts.name, [words.arrived, lines.join('\n'), words.see(where)]),
  };
}

/**
 * Emails each patron one digest of the titles their profiles matched since their last digest,
 * at most once per day: the day is claimed per patron in profile_digest (a conditional upsert,
 * so two processes never both send it). Patrons who do not want email (person.receive_emails)
 * or have no address get none; their matches are set aside as handled so they do not pile up.
 * A message that fails is put back: its matches wait for the next day.
 */
export async function sendDigests(options: {
  db: Kysely<Database>;
  mailer: Mailer;
  today: string;
  now: Date;
  publicUrl?: string | null;
  log?: { warn(message: string): void };
}): Promise<DigestSummary> {
  const { db, today, now } = options;
  await sql`
    UPDATE profile_match SET mailed_at = ${now}
     WHERE mailed_at IS NULL
       AND person_id IN (SELECT id FROM person WHERE NOT receive_emails OR email IS NULL)`.execute(
    db,
  );

  const claimed = await sql<{ person_id: number; previous: string | null }>`
    WITH due AS (
      SELECT DISTINCT m.person_id FROM profile_match m WHERE m.mailed_at IS NULL
    ), before AS (
      SELECT d.person_id, g.sent_on AS previous FROM due d
        LEFT JOIN profile_digest g ON g.person_id = d.person_id
    ), claimed AS (
      INSERT INTO profile_digest (person_id, sent_on)
      SELECT person_id, ${today}::date FROM due
      ON CONFLICT (person_id) DO UPDATE SET sent_on = excluded.sent_on
        WHERE profile_digest.sent_on < excluded.sent_on
      RETURNING person_id
    )
    SELECT c.person_id, b.previous::text AS previous
      FROM claimed c JOIN before b ON b.person_id = c.person_id`.execute(db);

  let sent = 0;
  let failed = 0;
  for (const { person_id: personId, previous } of claimed.rows) {
    // The matches this digest covers, taken now so matches made while it is sent wait.
    const taken = await db
      .updateTable('profile_match')
      .set({ mailed_at: now })
      .where('person_id', '=', personId)
      .where('mailed_at', 'is', null)
      .returning(['id', 'titles', 'title_ids', 'issue_ids'])
      .execute();
    if (taken.length === 0) continue;
    const person = await db
      .selectFrom('person')
      .select(['name', 'email', 'language'])
      .where('id', '=', personId)
      .executeTakeFirstOrThrow();
    const titleIds = [...new Set(taken.flatMap((m) => m.title_ids))];
    const titles = await db
      .selectFrom('title')
      .select(['id', 'title', 'year'])
      .where('id', 'in', titleIds.slice(0, DIGEST_LISTED_TITLES))
      .orderBy('title')
      .execute();
    const issueIds = taken.flatMap((m) => m.issue_ids);
    const issues =
      issueIds.length === 0
        ? []
        : await db
            .selectFrom('serial_issue')
            .select(['title_id', 'year', 'volume', 'number'])
            .where('id', 'in', issueIds)
            .orderBy('id', 'desc')
            .execute();
    const issueOf = (titleId: number) => {
      const issue = issues.find((i) => i.title_id === titleId);
      if (!issue) return null;
      return [
        issue.volume && `v. ${issue.volume}`,
        issue.number && `n. ${issue.number}`,
        issue.year,
      ]
        .filter(Boolean)
        .join(', ');
    };
    const message = digestMail({
      lang: person.language,
      name: person.name,
      titles: titles.map((t) => ({ title: t.title, year: t.year, issue: issueOf(t.id) })),
      // A title matched by two profiles counts twice: the sum of what each profile found.
      total: Math.max(
        titles.length,
        taken.reduce((sum, m) => sum + m.titles, 0),
      ),
      publicUrl: options.publicUrl ?? null,
    });
    try {
      await options.mailer.send({ to: [person.email!], ...message });
      sent += 1;
    } catch (error) {
      failed += 1;
      options.log?.warn(
        `interest profiles: a digest to ${person.email} was not sent (${String(error)})`,
      );
      await db
        .updateTable('profile_match')
        .set({ mailed_at: null })
        .where(
          'id',
          'in',
          taken.map((m) => m.id),
        )
        .execute();
      if (previous === null) {
        await db.deleteFrom('profile_digest').where('person_id', '=', personId).execute();
      } else {
        await db
          .updateTable('profile_digest')
          .set({ sent_on: previous })
          .where('person_id', '=', personId)
          .execute();
      }
    }
  }
  return { sent, failed };
}
