import {
  SUGGESTION_STATUSES,
  type SuggestionStatus,
  type SuggestionStatusBody,
} from '@estante/contract';
import { HttpError } from '../lib/http-errors.ts';
import { acquisitionRepository } from '../modules/acquisition/repository.ts';
import { acquisitionService } from '../modules/acquisition/service.ts';
import type { DeskCommandGroup } from './desk-command.ts';

const isStatus = (text: string | undefined): text is SuggestionStatus =>
  (SUGGESTION_STATUSES as readonly string[]).includes(text ?? '');

/** The order and delivery options of `suggestion`, by name, and what is left (the reply). */
const OPTIONS = {
  '--supplier': 'fornecedor',
  '--quantity': 'quantidade',
  '--order': 'cod_pedido',
  '--ordered-on': 'data_pedido',
  '--estimated': 'previsao_entrega',
  '--delivered': 'total_entregue',
} as const;
const NUMERIC = new Set(['quantidade', 'cod_pedido', 'total_entregue']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function parseOptions(args: string[]): { body: Partial<SuggestionStatusBody>; words: string[] } {
  const body: Record<string, string | number | boolean> = {};
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--foreign') {
      body.titulo_estrangeiro = true;
      continue;
    }
    const field = OPTIONS[arg as keyof typeof OPTIONS];
    if (!field) {
      words.push(arg);
      continue;
    }
    const value = args[(i += 1)];
    if (value === undefined) throw new HttpError(400, 'validation_error', arg);
    if (NUMERIC.has(field)) {
      if (!/^\d+$/.test(value)) throw new HttpError(400, 'validation_error', arg);
      body[field] = Number(value);
    } else if (field.startsWith('data_') || field === 'previsao_entrega') {
      if (!DAY.test(value)) throw new HttpError(400, 'validation_error', arg);
      body[field] = value;
    } else body[field] = value;
  }
  return { body, words };
}

/**
 * `npm run desk -- suggestions [STATUS]` and `suggestion ID STATUS [options] [REPLY…]`: the
 * desk's purchase suggestions, over the same service as /api/balcao/sugestoes
 * (docs/acquisition.md).
 */
export const ACQUISITION_DESK: DeskCommandGroup = {
  usage: `  suggestions [STATUS]          purchase suggestions (all, or of a status), newest first
  suggestion ID STATUS [REPLY…] move a purchase suggestion on (${SUGGESTION_STATUSES.join(', ')});
                                ordering (awaiting_delivery) takes --supplier NAME --quantity N
                                [--ordered-on DAY] [--estimated DAY], or --order ORDER_ID;
                                deliveries take --delivered N; --foreign marks an imported
                                title; the reply goes to the patron with an alert`,
  commands: {
    async suggestions(args, { db, print }) {
      if (args.length > 1) return 'usage';
      if (args[0] !== undefined && !isStatus(args[0])) {
        print(`Unknown status "${args[0]}": one of ${SUGGESTION_STATUSES.join(', ')}.`);
        return 'usage';
      }
      const service = acquisitionService(acquisitionRepository(db));
      const list = await service.deskSuggestions({ situacao: args[0] as SuggestionStatus });
      for (const s of list) {
        print(
          [
            s.cod_sugestao,
            s.situacao,
            s.data_cadastro.slice(0, 10),
            s.login ?? s.solicitante,
            s.titulo,
            s.editor,
            s.desc_biblioteca,
            s.cod_acervo_existente === null ? '' : `acervo ${s.cod_acervo_existente}`,
          ]
            .join('\t')
            .trimEnd(),
        );
      }
      if (list.length === 0) print('No purchase suggestions.');
      return 0;
    },

    async suggestion(args, { db, staffId, print }) {
      if (args.length < 2) return 'usage';
      const idText = args[0]!;
      if (!/^\d+$/.test(idText) || Number(idText) <= 0) {
        throw new HttpError(400, 'validation_error', 'ID');
      }
      const id = Number(idText);
      const status = args[1];
      if (!isStatus(status)) {
        print(`Unknown status "${status}": one of ${SUGGESTION_STATUSES.join(', ')}.`);
        return 'usage';
      }
      const { body, words } = parseOptions(args.slice(2));
      const reply = words.join(' ');
      const service = acquisitionService(acquisitionRepository(db));
      try {
        const moved = await service.moveStatus(staffId, id, {
          ...body,
          situacao: status,
          resposta: reply === '' ? null : reply,
        });
        print(
          `Purchase suggestion ${moved.cod_sugestao}: ${moved.situacao}` +
            (moved.cod_pedido === null ? '.' : ` (order ${moved.cod_pedido}).`),
        );
        return 0;
      } catch (error) {
        // The API's "not found" names no resource; the desk says which.
        if (!(error instanceof HttpError && error.status === 404)) throw error;
        print(`Refused: no purchase suggestion ${id}.`);
        return 1;
      }
    },
  },
};
