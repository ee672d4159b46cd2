import { ANY_CHOICE, type LoanRequestStatus } from '@estante/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { loanRequestRepository } from '../modules/loan-requests/repository.ts';
import { loanRequestService } from '../modules/loan-requests/service.ts';
import { addDays } from './dates.ts';

/**
 * The demo patrons' loan requests (docs/demo.md), placed and moved on by the loan-request
 * service itself on a simulated clock, so their histories read as the desk would leave them.
 * Titles are taken from the end of the collection (books with a lendable copy on the open
 * shelf), away from the titles the browser tests pick from the start of it.
 */

/** Who asks, how many days ago, and the desk's moves after it (days ago, status, note). */
const REQUESTS: {
  login: string;
  placed: number;
  moves: [number, LoanRequestStatus, string | null][];
}[] = [
  { login: '20260001', placed: 2, moves: [] },
  { login: '20260001', placed: 4, moves: [[3, 'in_transit', 'Saiu da biblioteca de origem']] },
  {
    login: '20260003',
    placed: 6,
    moves: [
      [5, 'in_transit', null],
      [4, 'available', 'Disponível no Balcão de empréstimo'],
    ],
  },
  {
    login: '20260006',
    placed: 30,
    moves: [
      [29, 'available', null],
      [27, 'removed', 'Retirado pela solicitante'],
      [27, 'finished', null],
    ],
  },
  { login: '20260006', placed: 12, moves: [[11, 'not_finished', 'Exemplar não localizado']] },
];

/** Writes the requests; answers how many were made. */
export async function createDemoLoanRequests(
  kysely: Kysely<Database>,
  today: string,
): Promise<number> {
  let clock = new Date(`${today}T15:00:00Z`);
  const at = (daysAgo: number, minutes = 0) =>
    (clock = new Date(Date.parse(`${addDays(today, -daysAgo)}T14:00:00Z`) + minutes * 60_000));
  const service = loanRequestService(loanRequestRepository(kysely), { now: () => clock });
  const { rows: shelf } = await sql<{ title_id: number; library_id: number }>`
    SELECT DISTINCT ON (c.title_id) c.title_id, c.library_id
    FROM copy c JOIN title t ON t.id = c.title_id
    WHERE c.status = 'available' AND c.loan_type = 'normal' AND NOT c.in_closed_stacks
      AND c.volume IS NULL AND t.material_type = 'book' AND t.network_institution_id IS NULL
    ORDER BY c.title_id DESC, c.id
    LIMIT ${REQUESTS.length}`.execute(kysely);
  const people = await kysely
    .selectFrom('person_login as pl')
    .innerJoin('person as p', 'p.id', 'pl.person_id')
    .select(['pl.login', 'pl.id as login_id', 'p.id', 'p.email'])
    .where('pl.base', '=', 'local')
    .where(
      'pl.login',
      'in',
      REQUESTS.map((r) => r.login),
    )
    .execute();
  const staff = await kysely
    .selectFrom('person')
    .select('id')
    .where('staff_role', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  const points = await kysely
    .selectFrom('delivery_point')
    .select(['id', 'library_id'])
    .orderBy('id')
    .execute();
  let made = 0;
  for (const [i, request] of REQUESTS.entries()) {
    const title = shelf[i];
    const person = people.find((p) => p.login === request.login);
    // Received at another library than the one sending, at its first delivery point.
    const point = points.find((p) => p.library_id !== title?.library_id);
    if (!title || !person || !point) continue;
    at(request.placed);
    const placed = await service.place(
      {
        patronId: person.id,
        kind: 'patron',
        login: person.login,
        loginId: person.login_id,
        sessionId: null,
        clientId: null,
        address: '127.0.0.1',
      },
      title.title_id,
      {
        biblioteca_origem: title.library_id,
        biblioteca_recebimento: point.library_id,
        cod_local_recebimento: point.id,
        volume: ANY_CHOICE,
        tomo: ANY_CHOICE,
        parte: ANY_CHOICE,
        material_adicional: ANY_CHOICE,
        telefone: '(48) 3721-9000',
        email: person.email ?? `${request.login}@demo.estante`,
      },
    );
    for (const [k, [daysAgo, status, note]] of request.moves.entries()) {
      at(daysAgo, 30 * (k + 1));
      await service.moveStatus(staff?.id ?? null, placed.cod_solicitacao, {
        situacao: status,
        observacao: note,
      });
    }
    made += 1;
  }
  return made;
}
