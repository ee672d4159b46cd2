import { REQUEST_TYPES, type RequestType } from '@estante/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../lib/http-errors.ts';
import { requestRepository } from '../modules/requests/repository.ts';
import { requestService } from '../modules/requests/service.ts';
import type { DeskCommandGroup } from './desk-command.ts';

const ANSWERS = { finished: 'finished', not_finished: 'not_finished' } as const;

const isType = (text: string | undefined): text is RequestType =>
  (REQUEST_TYPES as readonly string[]).includes(text ?? '');

const positiveId = (text: string | undefined) =>
  text && /^\d+$/.test(text) && Number(text) > 0 && Number(text) <= 2_147_483_647
    ? Number(text)
    : null;

/** The same service as /api/balcao/solicitacoes. */
const service = (db: Kysely<Database>) => requestService(requestRepository(db));

/** Runs a call on one request; a 404 says which request was not found. */
async function onRequest(id: number, print: (line: string) => void, run: () => Promise<void>) {
  try {
    await run();
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 404)) throw error;
    print(`Refused: no such request ${id}.`);
    return 1;
  }
}

/**
 * `npm run desk -- requests [TYPE]`, `request ID finished|not_finished [REPLY…]` and
 * `card ID release [REPLY…]`: the bibliographic requests of /api/balcao/solicitacoes on the
 * command line (docs/requests.md).
 */
export const deskRequests: DeskCommandGroup = {
  usage: `  requests [TYPE]               bibliographic requests awaiting an answer, oldest first
                                (TYPE: ${REQUEST_TYPES.join(', ')})
  request ID finished|not_finished [REPLY…]
                                answer a request; the patron gets an alert with the reply
  card ID release [REPLY…]      release a catalogue card: the patron may download its PDF`,
  commands: {
    async requests(args, { db, print }) {
      if (args.length > 1) return 'usage';
      const [type] = args;
      if (type !== undefined && !isType(type)) {
        print(`Unknown type "${type}": one of ${REQUEST_TYPES.join(', ')}.`);
        return 2;
      }
      const awaiting = await service(db).awaitingList(type);
      for (const r of awaiting) {
        const kind = r.subtipo ? `${r.tipo}/${r.subtipo}` : r.tipo;
        const card = r.ficha ? `\t${r.ficha.cutter ?? ''}` : '';
        print(
          `${r.cod_solicitacao}\t${r.data_solicitacao.slice(0, 10)}\t${kind}\t${r.pessoa.nome}\t${r.resumo}${card}`,
        );
      }
      if (awaiting.length === 0) print('No requests awaiting an answer.');
      return 0;
    },

    async request(args, { db, staffId, print }) {
      const [rawId, answer, ...reply] = args;
      const id = positiveId(rawId);
      if (id === null || (answer !== 'finished' && answer !== 'not_finished')) return 'usage';
      return onRequest(id, print, async () => {
        const answered = await service(db).answerAs(staffId, id, {
          situacao: ANSWERS[answer],
          resposta: reply.length > 0 ? reply.join(' ') : null,
        });
        print(`Request ${answered.cod_solicitacao}: ${answered.situacao}.`);
      });
    },

    async card(args, { db, staffId, print }) {
      const [rawId, action, ...reply] = args;
      const id = positiveId(rawId);
      if (id === null || action !== 'release') return 'usage';
      return onRequest(id, print, async () => {
        const released = await service(db).releaseAs(staffId, id, {
          resposta: reply.length > 0 ? reply.join(' ') : null,
        });
        print(
          `Catalogue card ${released.cod_solicitacao}: released (${released.ficha?.cutter ?? '?'}).`,
        );
      });
    },
  },
};
