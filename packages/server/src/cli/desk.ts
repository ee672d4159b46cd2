import { LOAN_REQUEST_STATUSES, type LoanRequestStatus } from '@estante/contract';
import type { CirculationDriver } from '../circulation/driver.ts';
import { errorMessage, HttpError } from '../lib/http-errors.ts';
import type { LoanRequestService } from '../modules/loan-requests/service.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DESK_GROUPS } from './desk-groups.ts';

export const DESK_USAGE = `Usage: npm run desk -- <command> [options]

The circulation desk on the command line: the same rules as /api/balcao (docs/circulation.md).

Commands:
  checkout LOGIN BARCODE        lend a copy to the patron of a login
  checkin BARCODE               take a copy back (fines, suspension, next hold)
  loans LOGIN                   the patron's loans (id, barcode, due date, renewable or why not)
  renew LOGIN LOAN_ID…          renew loans for the patron
  debits LOGIN                  the patron's open debits (id, balance)
  pay DEBIT_ID CENTAVOS         record a payment in centavos (1050 = R$ 10,50)
  waive DEBIT_ID REASON…        waive a debit's balance
  suspend LOGIN DAYS REASON…    suspend a patron (lost or damaged item…)
  lift SUSPENSION_ID            lift a suspension
  readmit LOGIN                 take back a patron the no-debts declaration removed from the unit
  expire-holds                  expire holds not picked up in time
  loan-requests [LOGIN]         open loan requests (all, or the patron's), oldest first
  loan-request ID STATUS [REPLY…]
                                move a loan request on (${LOAN_REQUEST_STATUSES.join(', ')});
                                the reply is kept in its history for the patron
${DESK_GROUPS.map((group) => group.usage).join('\n')}
Options: --staff LOGIN records who did it (default: nobody, an operator's command).`;

const wholeCentavos = (text: string | undefined) => {
  if (!text || !/^\d+$/.test(text) || Number(text) <= 0) {
    throw new HttpError(400, 'validation_error', 'CENTAVOS');
  }
  return Number(text);
};

const positiveId = (text: string | undefined, name: string) => {
  if (!text || !/^\d+$/.test(text) || Number(text) <= 0) {
    throw new HttpError(400, 'validation_error', name);
  }
  return Number(text);
};

const isStatus = (text: string | undefined): text is LoanRequestStatus =>
  (LOAN_REQUEST_STATUSES as readonly string[]).includes(text ?? '');

/** What the desk works on: the circulation driver and the loan-request service of the API. */
export interface DeskServices {
  db: Kysely<Database>;
  circulation: CirculationDriver;
  loanRequests: Pick<LoanRequestService, 'openRequests' | 'moveStatus'>;
}

/**
 * Runs one desk command over the same services as /api/balcao; prints with `print`. Answers
 * the exit code: 0 done, 1 refused (the API's translated message is printed), 2 bad usage.
 */
export async function deskCommand(
  args: string[],
  { db, circulation, loanRequests }: DeskServices,
  print: (line: string) => void,
): Promise<number> {
  const staffAt = args.indexOf('--staff');
  let staffId: number | null = null;
  if (staffAt >= 0) {
    const login = args[staffAt + 1];
    args = [...args.slice(0, staffAt), ...args.slice(staffAt + 2)];
    if (!login) {
      print(DESK_USAGE);
      return 2;
    }
    staffId = (await circulation.patronByLogin(login)).personId;
  }
  const [command, ...rest] = args;
  try {
    switch (command) {
      case 'checkout': {
        if (rest.length !== 2) break;
        const loan = await circulation.checkout(staffId, rest[0]!, rest[1]!);
        print(`Loan ${loan.loanId}: due ${loan.dueOn}.`);
        return 0;
      }
      case 'checkin': {
        if (rest.length !== 1) break;
        const outcome = await circulation.checkin(staffId, rest[0]!);
        print(`Loan ${outcome.loanId} returned.`);
        if (outcome.fineCents > 0) print(`Fine: ${outcome.fineCents} centavos.`);
        if (outcome.suspensionDays > 0) print(`Suspension: ${outcome.suspensionDays} days.`);
        if (outcome.hold) {
          print(
            `Set aside for hold ${outcome.hold.holdId} until ${outcome.hold.pickupUntil} ` +
              '(the patron was emailed).',
          );
        }
        return 0;
      }
      case 'loans': {
        if (rest.length !== 1) break;
        const patron = await circulation.patronByLogin(rest[0]!);
        for (const loan of await circulation.pendingLoans(patron, false, 'pt')) {
          print(
            [
              loan.cod_emprestimo,
              loan.codigo_barras,
              loan.data_devolucao_prevista,
              loan.renovavel ? 'renewable' : `not renewable: ${loan.motivo_nao_renovavel}`,
              loan.titulo,
            ].join('\t'),
          );
        }
        return 0;
      }
      case 'renew': {
        if (rest.length < 2) break;
        const patron = await circulation.patronByLogin(rest[0]!);
        const ids = rest.slice(1).map((id) => positiveId(id, 'LOAN_ID'));
        for (const result of await circulation.renew(patron, ids, 'pt', staffId ?? undefined)) {
          print(`${result.cod_emprestimo}\t${result.mensagem}`);
        }
        return 0;
      }
      case 'debits': {
        if (rest.length !== 1) break;
        const patron = await circulation.patronByLogin(rest[0]!);
        const { debitos, total } = await circulation.pendingDebits(patron, 'pt');
        for (const debit of debitos) {
          print(`${debit.cod_debito}\t${debit.saldo.valor}\t${debit.motivo}`);
        }
        print(`Total: ${total.valor}`);
        return 0;
      }
      case 'pay': {
        if (rest.length !== 2) break;
        const { saldo } = await circulation.pay(
          staffId,
          positiveId(rest[0], 'DEBIT_ID'),
          wholeCentavos(rest[1]),
        );
        print(`Paid. Balance: ${saldo} centavos.`);
        return 0;
      }
      case 'waive': {
        if (rest.length < 2) break;
        await circulation.waive(staffId, positiveId(rest[0], 'DEBIT_ID'), rest.slice(1).join(' '));
        print('Waived. Balance: 0 centavos.');
        return 0;
      }
      case 'suspend': {
        if (rest.length < 3) break;
        const patron = await circulation.patronByLogin(rest[0]!);
        const { id, endsOn } = await circulation.suspend(
          staffId,
          patron,
          positiveId(rest[1], 'DAYS'),
          rest.slice(2).join(' '),
        );
        print(`Suspension ${id}: until ${endsOn}.`);
        return 0;
      }
      case 'lift': {
        if (rest.length !== 1) break;
        await circulation.liftSuspension(staffId, positiveId(rest[0], 'SUSPENSION_ID'));
        print('Suspension lifted.');
        return 0;
      }
      case 'readmit': {
        if (rest.length !== 1) break;
        const patron = await circulation.patronByLogin(rest[0]!);
        const { leftAt } = await circulation.readmit(staffId, patron);
        print(`Readmitted (had left the unit on ${leftAt.toISOString()}).`);
        return 0;
      }
      case 'loan-requests': {
        if (rest.length > 1) break;
        const personId = rest[0] ? (await circulation.patronByLogin(rest[0])).personId : undefined;
        const open = await loanRequests.openRequests(personId);
        for (const { request: r, patron } of open) {
          const to = [
            r.desc_biblioteca_recebimento,
            r.desc_local_recebimento ?? r.recebimento_textual,
          ]
            .filter(Boolean)
            .join(' / ');
          print(
            [
              r.cod_solicitacao,
              r.situacao,
              r.data_solicitacao.slice(0, 10),
              patron,
              r.titulo,
              `${r.desc_biblioteca_origem} → ${r.domicilio ? `home: ${r.domicilio}` : to}`,
            ].join('\t'),
          );
        }
        if (open.length === 0) print('No open loan requests.');
        return 0;
      }
      case 'loan-request': {
        if (rest.length < 2) break;
        const id = positiveId(rest[0], 'ID');
        const status = rest[1];
        if (!isStatus(status)) {
          print(`Unknown status "${status}": one of ${LOAN_REQUEST_STATUSES.join(', ')}.`);
          return 2;
        }
        const reply = rest.slice(2).join(' ');
        try {
          const moved = await loanRequests.moveStatus(staffId, id, {
            situacao: status,
            observacao: reply === '' ? null : reply,
          });
          print(`Loan request ${moved.cod_solicitacao}: ${moved.situacao}.`);
        } catch (error) {
          // The API's "not found" names no resource; the desk says which.
          if (!(error instanceof HttpError && error.status === 404)) throw error;
          print(`Refused: no loan request ${id}.`);
          return 1;
        }
        return 0;
      }
      case 'expire-holds': {
        if (rest.length !== 0) break;
        print(`${await circulation.expireHolds()} holds expired.`);
        return 0;
      }
      default: {
        const run = DESK_GROUPS.find((group) => Object.hasOwn(group.commands, command ?? ''))
          ?.commands[command!];
        if (!run) break;
        const code = await run(rest, { db, circulation, staffId, print });
        if (code !== 'usage') return code;
        break;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) {
      print(`Refused: ${errorMessage(error.key, 'pt', error.field)}`);
      return 1;
    }
    throw error;
  }
  print(DESK_USAGE);
  return 2;
}
