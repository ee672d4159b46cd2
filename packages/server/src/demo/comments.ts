/**
 * Demo comments on titles: some approved (shown on the title page), some still waiting for
 * the library, a few rejected — so the approval rule is visible in the demo.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { addDays } from './dates.ts';
import { Random } from './random.ts';

const AUTHORS = [
  'Ana Souza',
  'Bruno Lima',
  'Carla Mendes',
  'Diego Santos',
  'Elisa Rocha',
  'Felipe Araújo',
  'Gabriela Nunes',
  'Henrique Costa',
  'Isabela Ferreira',
  'João Pereira',
  'Larissa Gomes',
  'Marcos Oliveira',
  'Natália Ribeiro',
  'Otávio Martins',
  'Paula Carvalho',
  'Rafael Teixeira',
];

const TEXTS = [
  'Leitura essencial para a disciplina; a linguagem é clara e os exemplos ajudam muito.',
  'Muito útil para o TCC. Recomendo os capítulos iniciais.',
  'Boa obra de referência, mas a edição é antiga: vale procurar a mais recente.',
  'Usei na preparação para a prova e ajudou bastante.',
  'O exemplar da Biblioteca Central está com algumas páginas marcadas a lápis.',
  'Excelente! Poderiam adquirir mais exemplares, a fila de reservas é grande.',
  'Texto denso, mas indispensável para quem estuda o tema.',
  'Gostei da bibliografia comentada ao final de cada capítulo.',
  'Very helpful for the exchange course; the English edition would be welcome too.',
  'Recomendo ler junto com os artigos indicados pelo professor.',
];

/** Share of the collection that has comments, and of comments in each state. */
const COMMENTED_SHARE = 0.08;
const APPROVED_SHARE = 0.7;
const PENDING_SHARE = 0.2;

/**
 * Writes comments for about 8% of the institution's own titles (1–3 each).
 *
 * @returns the number of comments written
 */
export async function createDemoComments(
  kysely: Kysely<Database>,
  random: Random,
  today: string,
): Promise<number> {
  const titles = await kysely
    .selectFrom('title')
    .select('id')
    .where('network_institution_id', 'is', null)
    .orderBy('id')
    .execute();
  const libraries = (await kysely.selectFrom('library').select('id').orderBy('id').execute()).map(
    (l) => l.id,
  );
  const rows: Record<string, unknown>[] = [];
  for (const { id } of titles) {
    if (!random.chance(COMMENTED_SHARE)) continue;
    const count = random.int(1, 3);
    for (let i = 0; i < count; i++) {
      const created = addDays(today, -random.int(3, 720));
      const roll = random.next();
      const status =
        roll < APPROVED_SHARE
          ? 'approved'
          : roll < APPROVED_SHARE + PENDING_SHARE
            ? 'pending'
            : 'rejected';
      rows.push({
        title_id: id,
        library_id: libraries.length > 0 ? random.pick(libraries) : null,
        person_id: null,
        author_name: random.pick(AUTHORS),
        body: random.pick(TEXTS),
        status,
        created_at: `${created}T${String(random.int(8, 21)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00Z`,
        reviewed_at:
          status === 'pending' ? null : `${addDays(created, random.int(1, 3))}T12:00:00Z`,
      });
    }
  }
  if (rows.length > 0) {
    await sql`insert into comment (title_id, library_id, person_id, author_name, body, status, created_at, reviewed_at)
      select title_id, library_id, person_id, author_name, body, status, created_at, reviewed_at
      from json_populate_recordset(null::comment, ${JSON.stringify(rows)}::json)`.execute(kysely);
  }
  return rows.length;
}
