import type { Event, Features, InfoBlock, Institution, ServiceDesk } from '@estante/contract';
import { notFound } from '../../lib/http-errors.ts';
import type { ParametersRepository } from './repository.ts';

/** How many upcoming events the home page gets. */
const EVENT_LIMIT = 20;

/** Institution settings and public information in the spec's wire names. */
export function parametersService(repo: ParametersRepository) {
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
        link_logout_OIDC: row.oidc_logout_url,
        usaOIDC: row.uses_oidc,
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

    async events(now = new Date()): Promise<Event[]> {
      const rows = await repo.currentEvents(now, EVENT_LIMIT);
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
    },
  };
}
