import { HttpError } from '../lib/http-errors.ts';
import { commentsRepository } from '../modules/comments/repository.ts';
import { commentsService } from '../modules/comments/service.ts';
import type { DeskCommandGroup } from './desk-command.ts';

const DECISIONS = { approve: 'approved', reject: 'rejected' } as const;

/** One line of the queue: id, day sent, author, title (or the library), text on one line. */
const oneLine = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/**
 * `npm run desk -- comments` and `comment ID approve|reject [REPLY…]`: the comment approval of
 * /api/balcao/comentarios on the command line, through the same service (docs/personal-area.md).
 */
export const deskComments: DeskCommandGroup = {
  usage: `  comments                      comments awaiting approval, oldest first
  comment ID approve|reject [REPLY…]
                                approve (shown on the title page) or reject a comment;
                                the author gets an alert with the reply`,
  commands: {
    async comments(args, { db, print }) {
      if (args.length !== 0) return 'usage';
      const pending = await commentsService(commentsRepository(db)).pending();
      for (const c of pending) {
        const about = c.titulo ?? `(${c.desc_biblioteca ?? '?'})`;
        print(
          `${c.cod_comentario}\t${c.data.slice(0, 10)}\t${c.autor}\t${about}\t${oneLine(c.texto)}`,
        );
      }
      if (pending.length === 0) print('No comments awaiting approval.');
      return 0;
    },

    async comment(args, { db, staffId, print }) {
      const [rawId, decision, ...reply] = args;
      if (!rawId || !/^\d+$/.test(rawId) || Number(rawId) <= 0) return 'usage';
      if (decision !== 'approve' && decision !== 'reject') return 'usage';
      const id = Number(rawId);
      try {
        const reviewed = await commentsService(commentsRepository(db)).review(staffId, id, {
          situacao: DECISIONS[decision],
          resposta: reply.length > 0 ? reply.join(' ') : null,
        });
        print(`Comment ${reviewed.cod_comentario}: ${reviewed.situacao}.`);
        return 0;
      } catch (error) {
        // The API's "not found" names no resource; the desk says which.
        if (!(error instanceof HttpError && error.status === 404)) throw error;
        print(`Refused: no comment ${id}.`);
        return 1;
      }
    },
  },
};
