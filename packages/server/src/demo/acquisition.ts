import { parseIsbnIssn, type SuggestionStatus, type SuggestionStatusBody } from '@estante/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { acquisitionRepository } from '../modules/acquisition/repository.ts';
import { acquisitionService } from '../modules/acquisition/service.ts';
import { addDays } from './dates.ts';

/**
 * The demo's purchase suggestions and purchase orders (docs/demo.md "Purchase suggestions"),
 * sent and moved on by the acquisition service itself on a simulated clock over the last eight
 * months, so the Suggestion query, Purchase orders and Acquisition statistics tabs have a
 * history. Carlos (the professor) and Ana are left alone: other tests read their data.
 */

type Move = [daysAgo: number, status: SuggestionStatus, reply: string | null, order?: OrderMove];
/** Ordering details of a move to awaiting_delivery: a new order, or the one of key `join`. */
type OrderMove = { supplier: string; quantity: number; estimatedIn: number } | { join: string };

interface DemoSuggestion {
  login: string;
  daysAgo: number;
  /** The nth library (by id). */
  library: number;
  titulo: string;
  autor: string | null;
  editor: string;
  edicao?: string;
  isbn?: 'catalogue';
  periodico?: string;
  outras?: string;
  /** Published abroad: the library says so when quoting. */
  foreign?: true;
  /** A key naming the order it opens, for others to join. */
  orderKey?: string;
  moves: Move[];
}

const SUGGESTIONS: DemoSuggestion[] = [
  {
    login: '20260008',
    daysAgo: 150,
    library: 0,
    titulo: 'Os donos do poder: formação do patronato político brasileiro',
    autor: 'Raymundo Faoro',
    editor: 'Globo',
    edicao: '5. ed.',
    orderKey: 'livraria-1',
    moves: [
      [145, 'purchase_suggestion', 'Sugestão aceita para compra.'],
      [140, 'in_quote', 'Orçamentos pedidos a três fornecedores.'],
      [
        120,
        'awaiting_delivery',
        'Compra aprovada.',
        { supplier: 'Livraria Universitária Ltda.', quantity: 3, estimatedIn: 30 },
      ],
      [95, 'attended', 'Exemplares recebidos e em processamento técnico.'],
    ],
  },
  {
    login: '20260008',
    daysAgo: 40,
    library: 0,
    titulo: 'Olhos d’água',
    autor: 'Conceição Evaristo',
    editor: 'Pallas',
    moves: [
      [38, 'purchase_suggestion', null],
      [30, 'in_quote', 'Em cotação com a distribuidora.'],
    ],
  },
  {
    login: '20260008',
    daysAgo: 10,
    library: 1,
    titulo: '',
    autor: null,
    editor: '',
    isbn: 'catalogue',
    outras: 'Para o grupo de leitura do curso de espanhol.',
    moves: [],
  },
  {
    login: '20260003',
    daysAgo: 212,
    library: 0,
    titulo: 'Formação do Brasil contemporâneo',
    autor: 'Caio Prado Júnior',
    editor: 'Companhia das Letras',
    orderKey: 'livraria-2',
    moves: [
      [198, 'in_quote', null],
      [
        190,
        'awaiting_delivery',
        null,
        { supplier: 'Livraria Universitária Ltda.', quantity: 4, estimatedIn: 45 },
      ],
    ],
  },
  {
    login: '20260003',
    daysAgo: 210,
    library: 0,
    titulo: 'Educação como prática da liberdade',
    autor: 'Paulo Freire',
    editor: 'Paz e Terra',
    edicao: '51. ed.',
    moves: [
      [205, 'in_quote', null],
      [190, 'awaiting_delivery', null, { join: 'livraria-2' }],
      [160, 'partially_attended', 'Chegou parte dos exemplares; o restante aguarda o fornecedor.'],
    ],
  },
  {
    login: '20260006',
    daysAgo: 180,
    library: 2,
    titulo: 'Clean code: a handbook of agile software craftsmanship',
    foreign: true,
    autor: 'Robert C. Martin',
    editor: 'Prentice Hall',
    moves: [
      [175, 'in_quote', 'Título importado: cotação em dólar.'],
      [165, 'trading', 'Incluído no pregão eletrônico de livros importados.'],
      [
        130,
        'awaiting_delivery',
        'Pregão homologado.',
        { supplier: 'Importadora Acadêmica S.A.', quantity: 2, estimatedIn: 60 },
      ],
    ],
  },
  {
    login: '20260006',
    daysAgo: 90,
    library: 2,
    titulo: 'Cálculo, volume 1',
    autor: 'James Stewart',
    editor: 'Cengage Learning',
    edicao: '9. ed.',
    moves: [[85, 'duplicated', 'Já sugerido por outro usuário neste semestre.']],
  },
  {
    login: '20260005',
    daysAgo: 120,
    library: 3,
    titulo: 'Os sertões',
    autor: 'Euclides da Cunha',
    editor: 'Ubu',
    moves: [
      [110, 'in_quote', null],
      [100, 'exhausted', 'Edição esgotada no fornecedor.'],
    ],
  },
  {
    login: '20260005',
    daysAgo: 60,
    library: 3,
    titulo: 'Torto arado',
    autor: 'Itamar Vieira Junior',
    editor: 'Todavia',
    moves: [[55, 'not_attended', 'Sem orçamento para literatura neste semestre.']],
  },
  {
    login: '20260007',
    daysAgo: 20,
    library: 4,
    titulo: 'Revista Brasileira de Educação',
    autor: null,
    editor: 'ANPEd',
    periodico: 'Revista Brasileira de Educação',
    moves: [],
  },
  {
    login: '20260007',
    daysAgo: 5,
    library: 5,
    titulo: 'Sagarana',
    autor: 'João Guimarães Rosa',
    editor: 'Global',
    moves: [],
  },
];

/** Writes the suggestions and orders; answers how many suggestions were made. */
export async function createDemoSuggestions(
  kysely: Kysely<Database>,
  today: string,
): Promise<number> {
  let clock = new Date(`${today}T15:00:00Z`);
  const at = (daysAgo: number, minutes = 0) =>
    (clock = new Date(Date.parse(`${addDays(today, -daysAgo)}T13:00:00Z`) + minutes * 60_000));
  const service = acquisitionService(acquisitionRepository(kysely), { now: () => clock });
  const libraries = await kysely
    .selectFrom('library')
    .select(['id', 'campus_id'])
    .orderBy('id')
    .execute();
  const people = await kysely
    .selectFrom('person_login as pl')
    .select(['pl.login', 'pl.id as login_id', 'pl.person_id'])
    .where('pl.base', '=', 'local')
    .where(
      'pl.login',
      'in',
      SUGGESTIONS.map((s) => s.login),
    )
    .execute();
  const staff = await kysely
    .selectFrom('person')
    .select('id')
    .where('staff_role', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  // A book of the collection with an ISBN: the "already exists" suggestion asks for it.
  const held = await kysely
    .selectFrom('title')
    .select(['title', 'publisher', 'isbns'])
    .where('network_institution_id', 'is', null)
    .where('material_type', '=', 'book')
    .where(sql<boolean>`cardinality(isbns) > 0`)
    .orderBy('id', 'desc')
    .executeTakeFirst();

  const orders = new Map<string, number>();
  let made = 0;
  for (const demo of SUGGESTIONS) {
    const person = people.find((p) => p.login === demo.login);
    const library = libraries[demo.library % Math.max(1, libraries.length)];
    if (!person || !library) continue;
    const fromCatalogue = demo.isbn === 'catalogue';
    const heldIsbn = held?.isbns.find((isbn) => parseIsbnIssn(isbn) !== null) ?? null;
    if (fromCatalogue && heldIsbn === null) continue;
    at(demo.daysAgo);
    const sent = await service.submit(
      {
        patronId: person.person_id,
        kind: 'patron',
        login: person.login,
        loginId: person.login_id,
        sessionId: null,
        clientId: null,
        address: '127.0.0.1',
      },
      {
        campus: library.campus_id,
        biblioteca: library.id,
        autor: demo.autor,
        titulo: fromCatalogue ? held!.title : demo.titulo,
        edicao: demo.edicao ?? null,
        editor: fromCatalogue ? (held!.publisher ?? 'Editora') : demo.editor,
        isbn_issn: fromCatalogue ? heldIsbn : null,
        periodico: demo.periodico ?? null,
        outras_inf: demo.outras ?? null,
      },
    );
    // A title the generated collection happens to hold stays "already exists", unmoved.
    const moves = sent.situacao === 'already_exists' && !fromCatalogue ? [] : demo.moves;
    for (const [k, [daysAgo, status, reply, order]] of moves.entries()) {
      at(daysAgo, 30 * (k + 1));
      const body: SuggestionStatusBody = { situacao: status, resposta: reply };
      if (order && 'join' in order) body.cod_pedido = orders.get(order.join) ?? null;
      else if (order) {
        body.fornecedor = order.supplier;
        body.quantidade = order.quantity;
        body.data_pedido = addDays(today, -daysAgo);
        body.previsao_entrega = addDays(today, -daysAgo + order.estimatedIn);
      }
      if (status === 'in_quote') {
        body.quantidade = body.quantidade ?? 2;
        if (demo.foreign) body.titulo_estrangeiro = true;
      }
      if (status === 'partially_attended') body.total_entregue = 1;
      const moved = await service.moveStatus(staff?.id ?? null, sent.cod_sugestao, body);
      if (demo.orderKey && moved.cod_pedido !== null && !orders.has(demo.orderKey)) {
        orders.set(demo.orderKey, moved.cod_pedido);
      }
    }
    made += 1;
  }
  return made;
}
