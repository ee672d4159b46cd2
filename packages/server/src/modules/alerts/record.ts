import type { Kysely } from 'kysely';
import type { AlertKind, Database } from '../../db/schema.ts';

/** What happened, for one patron: worded in the reader's language when the alert is read. */
export interface NewAlert {
  personId: number;
  kind: AlertKind;
  /** The title it is about, when there is one. */
  titleId?: number | null;
  /** The request, suggestion, hold, comment or profile it is about. */
  subjectId?: number | null;
  /** The values its message is worded with: plain strings and numbers, never markup. */
  params?: Record<string, string | number | null>;
}

/**
 * Records alerts for patrons. The one way every service (requests, suggestions, holds,
 * comments, interest profiles) tells a patron something in the personal area. Pass the
 * transaction that made the change, so the alert exists exactly when the change does.
 */
export async function recordAlerts(
  db: Kysely<Database>,
  alerts: readonly NewAlert[],
): Promise<void> {
  if (alerts.length === 0) return;
  await db
    .insertInto('alert')
    .values(
      alerts.map((alert) => ({
        person_id: alert.personId,
        kind: alert.kind,
        title_id: alert.titleId ?? null,
        subject_id: alert.subjectId ?? null,
        params: JSON.stringify(alert.params ?? {}),
      })),
    )
    .execute();
}
