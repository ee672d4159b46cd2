/**
 * Campuses, libraries, opening hours and events of the demo institution.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bulkInsert } from './bulk-insert.ts';
import { addDays } from './dates.ts';
import { CAMPUSES } from './vocabulary.ts';

/** A stored library, as the copy generator needs it. */
export interface DemoLibrary {
  id: number;
  acronym: string;
  campus: string;
  closedStacks: boolean;
}

/** Creates the campuses and their libraries; answers the libraries in vocabulary order. */
export async function createCampusesAndLibraries(
  trx: Transaction<Database>,
): Promise<DemoLibrary[]> {
  const libraries: DemoLibrary[] = [];
  for (const campus of CAMPUSES) {
    const { id: campusId } = await trx
      .insertInto('campus')
      .values({ name: campus.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await trx
      .insertInto('library')
      .values(
        campus.libraries.map((l) => ({
          campus_id: campusId,
          name: l.name,
          acronym: l.acronym,
          email: l.email,
          phone: l.phone,
          address: l.address,
          has_closed_stacks: l.closedStacks,
        })),
      )
      .returning(['id', 'acronym', 'has_closed_stacks'])
      .execute();
    for (const row of rows) {
      libraries.push({
        id: row.id,
        acronym: row.acronym ?? '',
        campus: campus.name,
        closedStacks: row.has_closed_stacks,
      });
    }
  }
  return libraries;
}

type Interval = [string, string];
type WeekPlan = Record<number, Interval[]>;

const WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** Weekdays 07:30–22:00 and Saturday morning: the usual plan. */
function usualWeek(saturday: Interval, sunday: Interval[] = []): WeekPlan {
  const plan: WeekPlan = { 6: [saturday], 7: sunday };
  for (const day of WEEKDAYS) plan[day] = [['07:30', '22:00']];
  return plan;
}

/** The plan of each library, by acronym: the central library opens on Sunday, BSCUR closes for lunch. */
function planFor(acronym: string): WeekPlan {
  switch (acronym) {
    case 'BC':
      return usualWeek(['08:00', '14:00'], [['09:00', '17:00']]);
    case 'BSCUR': {
      const plan: WeekPlan = { 6: [['08:00', '12:00']], 7: [] };
      for (const day of WEEKDAYS) {
        plan[day] = [
          ['08:00', '12:00'],
          ['13:30', '21:00'],
        ];
      }
      return plan;
    }
    case 'BCCR': {
      const plan: WeekPlan = { 6: [['08:00', '12:00']], 7: [] };
      for (const day of WEEKDAYS) plan[day] = [['08:00', '19:00']];
      return plan;
    }
    default:
      return usualWeek(['08:00', '12:00']);
  }
}

/** Opening hours Monday (1) to Sunday (7) for every library; a closed day has no interval. */
export async function createOpeningHours(
  trx: Transaction<Database>,
  libraries: readonly DemoLibrary[],
): Promise<number> {
  const rows: Record<string, unknown>[] = [];
  for (const library of libraries) {
    const plan = planFor(library.acronym);
    for (let weekday = 1; weekday <= 7; weekday++) {
      for (const [opens, closes] of plan[weekday] ?? []) {
        rows.push({ library_id: library.id, weekday, opens, closes });
      }
    }
  }
  await bulkInsert(trx, 'opening_hours', rows);
  return rows.length;
}

interface EventSpec {
  title: string;
  description: string;
  /** Days from today. */
  day: number;
  time: string;
  /** Length in hours, or days when `days` is set. */
  hours?: number;
  days?: number;
  location: string;
  library: string | null;
  link?: string;
}

const EVENTS: EventSpec[] = [
  {
    title: 'Oficina: normalização de trabalhos acadêmicos (ABNT)',
    description:
      'Como aplicar as normas da ABNT em TCCs, dissertações e teses: citações, referências e formatação.',
    day: -45,
    time: '14:00',
    hours: 2,
    location: 'Laboratório de Informática da BC',
    library: 'BC',
  },
  {
    title: 'Semana Nacional do Livro e da Biblioteca',
    description:
      'Programação com palestras, feira de troca de livros e visitas guiadas ao acervo de obras raras.',
    day: -25,
    time: '09:00',
    days: 4,
    location: 'Hall da Biblioteca Central',
    library: 'BC',
  },
  {
    title: 'Treinamento: Portal de Periódicos CAPES',
    description: 'Acesso remoto pela CAFe, busca avançada e alertas de novas publicações.',
    day: -10,
    time: '10:00',
    hours: 2,
    location: 'Online (Conferência Web)',
    library: null,
    link: 'https://conferenciaweb.ufe.edu.br/capes',
  },
  {
    title: 'Clube de leitura: Clarice Lispector',
    description: 'Encontro mensal do clube de leitura sobre "A hora da estrela".',
    day: -3,
    time: '18:30',
    hours: 2,
    location: 'Sala de leitura da BSCUR',
    library: 'BSCUR',
  },
  {
    title: 'Exposição: Memória da UFE em fotografias',
    description:
      'Fotografias da construção do campus Trindade, do acervo da Coleção especial Memória UFE.',
    day: -2,
    time: '08:00',
    days: 20,
    location: 'Galeria da Biblioteca Central',
    library: 'BC',
  },
  {
    title: 'Palestra: ciência aberta e dados de pesquisa',
    description:
      'Como publicar dados de pesquisa no repositório institucional e cumprir as exigências das agências de fomento.',
    day: 3,
    time: '14:00',
    hours: 2,
    location: 'Auditório do Centro de Ciências da Saúde',
    library: 'BSCS',
  },
  {
    title: 'Oficina de Libras para o atendimento em bibliotecas',
    description: 'Vocabulário básico de Libras para o atendimento ao público.',
    day: 7,
    time: '09:00',
    hours: 3,
    location: 'Sala multiuso da BSJOI',
    library: 'BSJOI',
  },
  {
    title: 'Workshop: gerenciadores de referências (Zotero e Mendeley)',
    description: 'Prática com gerenciadores de referências bibliográficas.',
    day: 12,
    time: '15:00',
    hours: 2,
    location: 'Online (Conferência Web)',
    library: null,
    link: 'https://conferenciaweb.ufe.edu.br/zotero',
  },
  {
    title: 'Pesquisa em legislação e jurisprudência',
    description:
      'Fontes oficiais de legislação e jurisprudência, e a aba Atos normativos do catálogo.',
    day: 17,
    time: '10:00',
    hours: 2,
    location: 'Biblioteca Setorial de Direito',
    library: 'BSD',
  },
  {
    title: 'Lançamento de livros da Editora UFE',
    description: 'Sessão de autógrafos com autoras e autores da Editora UFE.',
    day: 24,
    time: '18:00',
    hours: 3,
    location: 'Hall da Biblioteca Central',
    library: 'BC',
  },
  {
    title: 'Sarau literário de fim de ano',
    description: 'Leitura de poemas e contos da comunidade universitária.',
    day: 30,
    time: '19:00',
    hours: 2,
    location: 'Biblioteca do Centro de Ciências Rurais',
    library: 'BCCR',
  },
];

/** Brasília time has had no daylight saving since 2019. */
const BRT = '-03:00';

/** About ten events around today: some past, one under way, most in the coming weeks. */
export async function createEvents(
  trx: Transaction<Database>,
  libraries: readonly DemoLibrary[],
  today: string,
): Promise<number> {
  const byAcronym = new Map(libraries.map((l) => [l.acronym, l.id]));
  const rows = EVENTS.map((e) => {
    const startDay = addDays(today, e.day);
    const starts = new Date(`${startDay}T${e.time}:00${BRT}`);
    const ends = e.days
      ? new Date(`${addDays(startDay, e.days)}T18:00:00${BRT}`)
      : new Date(starts.getTime() + (e.hours ?? 2) * 3_600_000);
    return {
      title: e.title,
      description: e.description,
      starts_at: starts.toISOString(),
      ends_at: ends.toISOString(),
      location: e.location,
      link: e.link ?? null,
      library_id: e.library ? (byAcronym.get(e.library) ?? null) : null,
    };
  });
  await bulkInsert(trx, 'event', rows);
  return rows.length;
}
