import type {
  ActivityNotice,
  ActivityStatus,
  AppLayers,
  WorkPosting,
  Event,
  Features,
  InfoBlock,
  Institution,
  SelfService,
  ServiceDesk,
} from '@estante/contract';
import { notFound } from '../../lib/http-errors.ts';
import type { ParametersRepository } from './repository.ts';

/** Names of the `setting` rows these calls read (docs/configuration.md "Institution data"). */
export const PARAMETER_SETTINGS = {
  selfService: 'self_service',
  appLayers: 'app_layers',
  workPosting: 'work_posting',
} as const;

/** External sign-in as configured (OIDC_*): it decides usaOIDC and may set the logout link. */
export interface ExternalSignInStatus {
  logoutUrl: string | null;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const LANGUAGES = ['pt', 'en', 'es'];

/** How many upcoming events the home page gets. */
const EVENT_LIMIT = 20;

/** Institution settings and public information in the spec's wire names. */
export function parametersService(
  repo: ParametersRepository,
  externalSignIn: ExternalSignInStatus | null = null,
) {
  async function serviceDesks(libraryId?: number): Promise<ServiceDesk[]> {
    const libraries = await repo.libraries(libraryId);
    const hours = await repo.openingHours(libraries.map((l) => l.id));
    return libraries.map((library) => ({
      cod_biblioteca: library.id,
      desc_biblioteca: library.name,
      cod_campus: library.campus_id,
      nome_campus: library.campus_name,
      email: library.email,
      telefone: library.phone,
      endereco: library.address,
      horarios: hours
        .filter((h) => h.library_id === library.id)
        .map((h) => ({ dia_semana: h.weekday, abertura: h.opens, fechamento: h.closes })),
    }));
  }

  async function events(now: Date, source: 'institutional' | 'eventum'): Promise<Event[]> {
    const rows = await repo.currentEvents(now, EVENT_LIMIT, source);
    return rows.map((e) => ({
      codigo: e.id,
      titulo: e.title,
      descricao: e.description,
      data_inicio: new Date(e.starts_at).toISOString(),
      data_fim: e.ends_at ? new Date(e.ends_at).toISOString() : null,
      local: e.location,
      link: e.link,
      cod_biblioteca: e.library_id,
    }));
  }

  return {
    /** Throws 404 when the institution was never configured. */
    async institution(): Promise<Institution> {
      const row = await repo.institution();
      if (!row) throw notFound();
      const links = await repo.externalDatabaseLinks();
      return {
        codEmpresa: row.company_code,
        sigla: row.acronym,
        nome: row.name,
        tema: row.theme,
        logo: row.logo_url,
        denominacao_login: row.login_label,
        msg_login: row.login_message,
        msg_suporte_consulta: row.support_message,
        link_lgpd: row.privacy_url,
        // Single sign-on is on when a provider is configured (OIDC_ISSUER or DEMO_OIDC): without
        // one the at-sign login could not work, whatever the stored setting says.
        link_logout_OIDC: externalSignIn ? (externalSignIn.logoutUrl ?? row.oidc_logout_url) : null,
        usaOIDC: externalSignIn !== null,
        destino_padrao_login_catalogo: row.default_login_destination,
        'p.__md_aut': row.auth_mode,
        'p.__md_crypt': row.crypt_mode,
        'p.__web_url_pw': row.password_web_url,
        'p.__web_aquisicao': row.acquisition_web_url,
        idioma_padrao: row.default_language,
        bases_externas: links.slice(0, 2).map((l) => ({ descricao: l.label, url: l.url })),
        link_rede:
          row.network_catalogue_url && row.network_catalogue_label
            ? { descricao: row.network_catalogue_label, url: row.network_catalogue_url }
            : null,
      };
    },

    async features(): Promise<Omit<Features, 'cesta_email'>> {
      const [activities, tabs] = await Promise.all([
        repo.enabledActivities(),
        repo.enabledSearchTabs(),
      ]);
      return {
        atividades: activities.map((a) => ({
          cod_atividade: a.code,
          cod_modulo: a.module,
          descricao: a.description,
        })),
        guias: tabs.map((t) => ({ chave: t.key, descricao: t.label, ordem: t.position })),
      };
    },

    async infoBlocks(
      section: 'informacoes_gerais' | 'secao_1' | 'secao_2' | 'faq',
    ): Promise<InfoBlock[]> {
      const blocks = await repo.infoBlocks(section);
      return blocks.map((b) => ({ codigo: b.id, titulo: b.title, conteudo: b.body, link: b.link }));
    },

    serviceDesks: () => serviceDesks(),

    /** Throws 404 for an unknown library. */
    async serviceDesk(libraryId: number): Promise<ServiceDesk> {
      const [desk] = await serviceDesks(libraryId);
      if (!desk) throw notFound();
      return desk;
    },

    /**
     * GET /parametros/atividade/{id}: one activity and whether it is on.
     * @throws HttpError 404 for an activity the institution does not know.
     */
    async activity(code: number): Promise<ActivityStatus> {
      const row = await repo.activity(code);
      if (!row) throw notFound();
      return {
        cod_atividade: row.code,
        cod_modulo: row.module,
        descricao: row.description,
        ativo: row.enabled,
      };
    },

    /**
     * GET /parametros/atividade/{id}/informativo: the activity's informational text.
     * @throws HttpError 404 for an activity the institution does not know.
     */
    async activityNotice(code: number): Promise<ActivityNotice> {
      const row = await repo.activity(code);
      if (!row) throw notFound();
      return { cod_atividade: row.code, informativo: text(row.notice) };
    },

    /**
     * GET /parametros/autoatendimento, from the `self_service` setting; a library that no longer
     * exists, or a language we do not have, is left out rather than sent on.
     */
    async selfService(): Promise<SelfService> {
      const value = record(await repo.setting(PARAMETER_SETTINGS.selfService));
      const library = Number.isInteger(value.codBibAuto) ? (value.codBibAuto as number) : null;
      const language = text(value.idiomaAuto);
      return {
        showAuto: value.showAuto === true,
        codBibAuto: library !== null && (await repo.libraryExists(library)) ? library : null,
        authAuto: value.authAuto === true,
        idiomaAuto: language && LANGUAGES.includes(language) ? language : 'pt',
      };
    },

    /** GET /parametros/app-layers, from the `app_layers` setting; off without an https address. */
    async appLayers(): Promise<AppLayers> {
      const value = record(await repo.setting(PARAMETER_SETTINGS.appLayers));
      const url = text(value.url);
      const usable = url !== null && /^https:\/\/[^\s/]+/i.test(url);
      return {
        ativo: usable && value.ativo !== false,
        nome: usable ? text(value.nome) : null,
        url: usable ? url : null,
      };
    },

    /** GET /parametros/postagem-trabalho: the work-posting system, configured or not. */
    async workPosting(): Promise<WorkPosting> {
      const value = record(await repo.setting(PARAMETER_SETTINGS.workPosting));
      const url = text(value.url);
      const usable = url !== null && /^https:\/\/[^\s/]+/i.test(url) && value.ativo !== false;
      return { ativo: usable, nome: usable ? text(value.nome) : null };
    },

    /** GET /parametros/eventos_eventum: the Eventum system's events, as the institution's. */
    eventumEvents: (now = new Date()) => events(now, 'eventum'),

    events: (now = new Date()) => events(now, 'institutional'),
  };
}
