import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Requester } from '../lib/requester.ts';
import { commentsRepository } from '../modules/comments/repository.ts';
import { commentsService } from '../modules/comments/service.ts';
import { permanentBasketRepository } from '../modules/permanent-basket/repository.ts';
import { permanentBasketService } from '../modules/permanent-basket/service.ts';
import { addDays } from './dates.ts';

/**
 * The demo patrons' own comments and permanent baskets (docs/demo.md "Comments, permanent
 * basket, databases"), sent and answered through the comment and basket services on a simulated
 * clock, and what the demo's external databases offer to whom. Titles come from the middle of
 * the collection, away from those the browser tests and the loan requests pick.
 */

/** Patron categories of demo/patrons.ts the graduate-only database is offered to. */
const GRADUATE_CATEGORIES = [4, 5, 11]; // masters, doctorate, professor

/** Descriptions of the institution's external databases (demo/institution.ts), by label. */
const DESCRIPTIONS: Record<string, string> = {
  'Portal de Periódicos CAPES':
    'Textos completos de mais de 45 mil periódicos, bases referenciais e teses, com acesso pela rede da universidade.',
  'SciELO Brasil': 'Periódicos científicos brasileiros de acesso aberto.',
};

/** Writes the comments, baskets and database offers; answers the comments written. */
export async function createDemoCommentsAndBaskets(
  kysely: Kysely<Database>,
  today: string,
): Promise<number> {
  let clock = new Date(`${today}T15:00:00Z`);
  const at = (daysAgo: number, hour = 14) =>
    (clock = new Date(`${addDays(today, -daysAgo)}T${String(hour).padStart(2, '0')}:00:00Z`));
  const comments = commentsService(commentsRepository(kysely), { now: () => clock });
  const baskets = permanentBasketService(permanentBasketRepository(kysely), { now: () => clock });

  for (const [label, description] of Object.entries(DESCRIPTIONS)) {
    await kysely
      .updateTable('external_database_link')
      .set({ description })
      .where('label', '=', label)
      .execute();
  }
  await kysely
    .insertInto('external_database_link')
    .values({
      label: 'Biblioteca Digital Brasileira de Teses e Dissertações',
      url: 'https://bdtd.ibict.br',
      description: 'Teses e dissertações das instituições brasileiras (pós-graduação e docentes).',
      // After the footer's two links (the footer shows the first two to everyone).
      position: 3,
      category_ids: GRADUATE_CATEGORIES,
    })
    .execute();

  const middle = Math.floor(
    Number(
      (
        await kysely
          .selectFrom('title')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('network_institution_id', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    ) / 2,
  );
  const titles = (
    await kysely
      .selectFrom('title')
      .select(['id'])
      .where('network_institution_id', 'is', null)
      .where('material_type', '=', 'book')
      .orderBy('id')
      .offset(middle)
      .limit(8)
      .execute()
  ).map((t) => t.id);
  const people = await kysely
    .selectFrom('person_login as pl')
    .select(['pl.login', 'pl.id as login_id', 'pl.person_id'])
    .where('pl.base', '=', 'local')
    .where('pl.login', 'in', ['20260001', '20260002'])
    .execute();
  const library = await kysely.selectFrom('library').select('id').orderBy('id').executeTakeFirst();
  const staff = await kysely
    .selectFrom('person')
    .select('id')
    .where('staff_role', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  const requester = (login: string): Requester | null => {
    const person = people.find((p) => p.login === login);
    return person
      ? {
          patronId: person.person_id,
          kind: 'patron',
          login,
          loginId: person.login_id,
          sessionId: null,
          clientId: null,
          address: '127.0.0.1',
        }
      : null;
  };
  const ana = requester('20260001');
  const carlos = requester('20260002');
  if (!ana || !carlos || !library || titles.length < 8) return 0;

  // Ana: one comment approved with a reply, one rejected, one on a title and one general still
  // waiting; Carlos: one approved.
  at(40);
  const approved = await comments.commentOnTitle(ana, String(titles[0]), {
    b: library.id,
    content: 'Li para a disciplina de Teoria Literária: a introdução sozinha já vale o livro.',
  });
  at(38);
  await comments.review(staff?.id ?? null, approved.cod_comentario, {
    situacao: 'approved',
    resposta: 'Obrigado pela indicação! Incluímos o título na vitrine do mês.',
  });
  at(20);
  const rejected = await comments.commentOnTitle(ana, String(titles[1]), {
    b: library.id,
    content: 'Alguém tem o PDF? Me manda no e-mail.',
  });
  at(19);
  await comments.review(staff?.id ?? null, rejected.cod_comentario, {
    situacao: 'rejected',
    resposta: 'Comentários não podem pedir cópias de obras protegidas.',
  });
  at(3);
  await comments.commentOnTitle(ana, String(titles[2]), {
    b: library.id,
    content: 'A segunda edição tem um capítulo novo sobre o modernismo.',
  });
  at(1);
  await comments.commentToLibrary(ana, {
    b: library.id,
    content: 'Seria ótimo abrir a biblioteca aos sábados na época de provas.',
  });
  at(25);
  const carlosComment = await comments.commentOnTitle(carlos, String(titles[3]), {
    b: library.id,
    content: 'Bibliografia básica de História do Brasil II; recomendo aos alunos.',
  });
  at(24);
  await comments.review(staff?.id ?? null, carlosComment.cod_comentario, { situacao: 'approved' });

  // Permanent baskets: Ana's saved over three months, Carlos's in one step from his basket.
  for (const [daysAgo, title] of [
    [90, titles[0]],
    [45, titles[4]],
    [10, titles[5]],
    [2, titles[2]],
  ] as const) {
    at(daysAgo);
    await baskets.addOne(ana, title!);
  }
  at(15);
  await baskets.addMany(carlos, [titles[3]!, titles[6]!, titles[7]!]);
  return 5;
}
