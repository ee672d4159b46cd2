/**
 * The demo's data for the remaining parameters calls (spec §7): informational texts of the
 * activities, the events of the Eventum events system, the self-service station and the
 * institution's mobile app (App Layers).
 */
import { ACTIVITY } from '@estante/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { PARAMETER_SETTINGS } from '../modules/parameters/service.ts';
import { bulkInsert } from './bulk-insert.ts';
import { addDays } from './dates.ts';
import type { DemoLibrary } from './units.ts';

/** GET /parametros/atividade/{id}/informativo of the demo institution. */
const ACTIVITY_NOTICES: Partial<Record<number, string>> = {
  [ACTIVITY.personalArea]:
    'Na área pessoal você acompanha empréstimos, reservas e débitos. Mantenha seus dados de contato atualizados para receber os avisos da biblioteca.',
  [ACTIVITY.purchaseSuggestion]:
    'As sugestões de aquisição são analisadas pela comissão de desenvolvimento de coleções a cada semestre. Você pode acompanhar a situação na área pessoal.',
  [ACTIVITY.comments]:
    'Os comentários são publicados depois de aprovados pela biblioteca. Seja cordial e comente a obra, não outras pessoas.',
};

/** Events of the Eventum system: day offsets from today, Brasília time. */
const EVENTUM_EVENTS = [
  {
    title: 'Semana Acadêmica Integrada',
    description: 'Palestras, minicursos e apresentações de trabalhos de todos os centros.',
    day: 5,
    days: 4,
    location: 'Centro de Eventos da UFE',
    link: 'https://eventum.ufe.edu.br/eventos/semana-academica',
  },
  {
    title: 'Feira de Profissões',
    description: 'Cursos de graduação apresentados a estudantes do ensino médio.',
    day: 12,
    days: 1,
    location: 'Ginásio do Campus Central',
    link: 'https://eventum.ufe.edu.br/eventos/feira-de-profissoes',
  },
  {
    title: 'Congresso de Iniciação Científica',
    description: 'Apresentação dos projetos de iniciação científica do ano.',
    day: 26,
    days: 2,
    location: 'Auditório da Reitoria',
    link: 'https://eventum.ufe.edu.br/eventos/congresso-ic',
  },
  {
    title: 'Jornada de Extensão (encerrada)',
    description: 'Projetos de extensão em exposição.',
    day: -20,
    days: 1,
    location: 'Centro de Eventos da UFE',
    link: 'https://eventum.ufe.edu.br/eventos/jornada-extensao',
  },
];

/**
 * Writes the activities' informational texts, the Eventum events around `today`, the
 * self-service settings (station at the central library) and the App Layers app.
 */
export async function createParameterData(
  trx: Transaction<Database>,
  libraries: readonly DemoLibrary[],
  today: string,
): Promise<void> {
  for (const [code, notice] of Object.entries(ACTIVITY_NOTICES)) {
    await trx.updateTable('activity').set({ notice }).where('code', '=', Number(code)).execute();
  }
  await bulkInsert(
    trx,
    'event',
    EVENTUM_EVENTS.map((e) => {
      const startDay = addDays(today, e.day);
      return {
        title: e.title,
        description: e.description,
        starts_at: `${startDay}T08:00:00-03:00`,
        ends_at: `${addDays(startDay, e.days - 1)}T18:00:00-03:00`,
        location: e.location,
        link: e.link,
        library_id: null,
        source: 'eventum',
      };
    }),
  );
  const central = libraries.find((l) => l.acronym === 'BC') ?? libraries[0];
  await trx
    .insertInto('setting')
    .values([
      {
        name: PARAMETER_SETTINGS.selfService,
        value: JSON.stringify({
          showAuto: true,
          codBibAuto: central?.id ?? null,
          authAuto: true,
          idiomaAuto: 'pt',
        }),
      },
      {
        name: PARAMETER_SETTINGS.appLayers,
        value: JSON.stringify({
          ativo: true,
          nome: 'UFE Bibliotecas',
          url: 'https://app.bibliotecas.ufe.edu.br',
        }),
      },
      {
        name: PARAMETER_SETTINGS.workPosting,
        value: JSON.stringify({
          ativo: true,
          nome: 'Repositório Institucional da UFE',
          url: 'https://repositorio.ufe.edu.br/postagem',
        }),
      },
    ])
    .execute();
}
