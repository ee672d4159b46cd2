/**
 * Institution settings of the demo: the institution row (spec §3), external database links,
 * named settings (sort defaults, limits), activities (spec §6), search tabs and the home
 * page's information blocks.
 */
import { ACTIVITY, type SearchTab } from '@estante/contract';
import type { Transaction } from 'kysely';
import type { Database, InfoBlockTable } from '../db/schema.ts';
import { bulkInsert } from './bulk-insert.ts';
import { SUPPORT_EMAIL, SUPPORT_PHONE, UNIVERSITY } from './vocabulary.ts';

/** The demo institution's code (codEmpresa) and acronym (sigla). */
export const DEMO_COMPANY_CODE = 1234;
export const DEMO_ACRONYM = 'UFE';

/** Names of the rows of the `setting` table written by the demo. */
export const SETTING_NAMES = {
  sortDefaults: 'sort_defaults',
  resultDefaults: 'result_defaults',
  limits: 'limits',
  newAcquisitions: 'new_acquisitions',
} as const;

async function createInstitutionRow(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('institution')
    .values({
      company_code: DEMO_COMPANY_CODE,
      acronym: DEMO_ACRONYM,
      name: UNIVERSITY,
      theme: 'neo',
      logo_url: '/logo.svg',
      login_label: 'CPF ou matrícula',
      login_message:
        'Use o mesmo usuário e senha dos sistemas da UFE. Primeiro acesso? Cadastre sua senha no balcão de atendimento de qualquer biblioteca.',
      support_message: `Dúvidas sobre o catálogo? Fale com a Biblioteca Universitária: ${SUPPORT_EMAIL} ou ${SUPPORT_PHONE} (segunda a sexta, das 8h às 20h).`,
      privacy_url: 'https://ufe.edu.br/lgpd',
      oidc_logout_url: 'https://sso.ufe.edu.br/logout',
      uses_oidc: false,
      default_login_destination: '/meupergamum',
      auth_mode: 2,
      crypt_mode: 4,
      password_web_url: 'https://senha.ufe.edu.br',
      acquisition_web_url: 'https://aquisicao.bu.ufe.edu.br',
      default_language: 'pt',
      network_catalogue_label: 'Catálogo da Rede de Bibliotecas Universitárias',
      network_catalogue_url: 'https://rede.bibliotecas.example.br',
      updated_at: new Date('2026-01-01T00:00:00Z'),
    })
    .execute();
  await trx
    .insertInto('external_database_link')
    .values([
      {
        label: 'Portal de Periódicos CAPES',
        url: 'https://www.periodicos.capes.gov.br',
        position: 1,
      },
      { label: 'SciELO Brasil', url: 'https://www.scielo.br', position: 2 },
    ])
    .execute();
}

async function createSettings(trx: Transaction<Database>): Promise<void> {
  const settings: Record<string, unknown> = {
    // Spec §3: publication year for search, work for archive (files), reference for
    // normative acts, title code for the index.
    [SETTING_NAMES.sortDefaults]: {
      pesquisa_geral: 'ano_publicacao',
      arquivo: 'obra',
      atos_normativos: 'referencia',
      indice: 'cod_titulo',
    },
    // Spec §3/§9 result options defaults.
    [SETTING_NAMES.resultDefaults]: {
      pagina: 1,
      ordenacao: 'C',
      tamanho_pagina: 20,
      exibicao: 'D',
      exibicao_novas_aquisicoes: 'C',
      tamanhos_pagina: [10, 20, 50, 100],
    },
    [SETTING_NAMES.limits]: {
      solicitacoes_abertas: 5,
      comentarios_pendentes: 3,
      itens_cesta: 200,
      historico_pesquisa: 50,
      termo_minimo: 3,
    },
    [SETTING_NAMES.newAcquisitions]: { dias: 60 },
  };
  await trx
    .insertInto('setting')
    .values(
      Object.entries(settings).map(([name, value]) => ({ name, value: JSON.stringify(value) })),
    )
    .execute();
}

/** Module codes of the activities (1 catalogue, 2 personal area). */
const CATALOGUE = 1;
const PERSONAL_AREA = 2;

const ACTIVITIES: { code: number; module: number; description: string; enabled: boolean }[] = [
  {
    code: ACTIVITY.personalArea,
    module: PERSONAL_AREA,
    description: 'MEU PERGAMUM - Acesso à área pessoal',
    enabled: true,
  },
  {
    code: ACTIVITY.purchaseSuggestion,
    module: CATALOGUE,
    description: 'CONSULTA - Sugestão de aquisição',
    enabled: true,
  },
  {
    code: ACTIVITY.comments,
    module: CATALOGUE,
    description: 'CONSULTA - Comentários sobre os títulos',
    enabled: true,
  },
  {
    code: ACTIVITY.externalDatabaseLink,
    module: CATALOGUE,
    description: 'CONSULTA - Links para bases de dados externas',
    enabled: true,
  },
  {
    code: ACTIVITY.networkCatalogueLink,
    module: CATALOGUE,
    description: 'CONSULTA - Link para o catálogo da rede',
    enabled: true,
  },
  {
    code: ACTIVITY.providerLogo,
    module: CATALOGUE,
    description: 'CONSULTA - Logotipo dos fornecedores de e-books',
    enabled: true,
  },
  // Absent (disabled) means the login modal shows its login button (spec §6).
  {
    code: ACTIVITY.loginModalWithoutButton,
    module: CATALOGUE,
    description: 'CONSULTA - Janela de login sem botão de acesso',
    enabled: false,
  },
  // Off by default: the demo has no captcha keys configured.
  {
    code: ACTIVITY.captcha,
    module: CATALOGUE,
    description: 'CONSULTA - Captcha no login e na recuperação de senha',
    enabled: false,
  },
];

const SEARCH_TAB_LABELS: Record<SearchTab, string> = {
  pesquisa_geral: 'Pesquisa geral',
  pesquisa_avancada: 'Pesquisa avançada',
  autoridades: 'Autoridades',
  e_books: 'E-books',
  arquivo: 'Arquivo',
  atos_normativos: 'Atos normativos',
  acessibilidade: 'Acessibilidade',
  novas_aquisicoes: 'Novas aquisições',
  plano_ensino: 'Plano de ensino',
  rede_pergamum_oai: 'Catálogo da rede',
};

type Section = InfoBlockTable['section'];

const INFO_BLOCKS: { section: Section; title: string; body: string; link?: string }[] = [
  {
    section: 'informacoes_gerais',
    title: 'Empréstimo e devolução',
    body: 'Estudantes de graduação podem emprestar até 7 obras por 14 dias; pós-graduação e docentes, até 15 obras por 30 dias. A devolução pode ser feita em qualquer biblioteca da UFE.',
  },
  {
    section: 'informacoes_gerais',
    title: 'Renovação',
    body: 'As renovações podem ser feitas pelo Meu Pergamum até a data de devolução, desde que a obra não esteja reservada por outra pessoa.',
  },
  {
    section: 'informacoes_gerais',
    title: 'Acesso remoto',
    body: 'E-books e periódicos assinados podem ser acessados fora da universidade com o login institucional, pela CAFe.',
    link: 'https://bu.ufe.edu.br/acesso-remoto',
  },
  {
    section: 'secao_1',
    title: 'Normalização de trabalhos acadêmicos',
    body: 'Guias, modelos e atendimento para a normalização de TCCs, dissertações e teses segundo a ABNT.',
    link: 'https://bu.ufe.edu.br/normalizacao',
  },
  {
    section: 'secao_1',
    title: 'Ficha catalográfica',
    body: 'Solicite a ficha catalográfica do seu trabalho acadêmico pelo Meu Pergamum.',
  },
  {
    section: 'secao_1',
    title: 'Treinamentos',
    body: 'Oficinas sobre bases de dados, gerenciadores de referências e pesquisa bibliográfica. Consulte a agenda de eventos.',
  },
  {
    section: 'secao_2',
    title: 'Repositório institucional',
    body: 'Teses, dissertações e a produção científica da UFE em acesso aberto.',
    link: 'https://repositorio.ufe.edu.br',
  },
  {
    section: 'secao_2',
    title: 'Acessibilidade',
    body: 'Obras em braille, fonte ampliada, audiolivros e vídeos em Libras. Atendimento especializado na Seção de acessibilidade da Biblioteca Central.',
  },
  {
    section: 'secao_2',
    title: 'Espaços de estudo',
    body: 'Salas de estudo em grupo podem ser reservadas por até 3 horas por dia.',
  },
  {
    section: 'faq',
    title: 'Como faço meu cadastro na biblioteca?',
    body: 'Estudantes e servidores ativos já estão cadastrados. Defina sua senha no balcão de atendimento com um documento com foto.',
  },
  {
    section: 'faq',
    title: 'Esqueci minha senha. O que faço?',
    body: 'Use a opção "Esqueci minha senha" na tela de login: um código de verificação será enviado ao seu e-mail cadastrado.',
  },
  {
    section: 'faq',
    title: 'Posso reservar uma obra emprestada?',
    body: 'Sim. Quando não há exemplares disponíveis, faça a reserva pelo catálogo; você será avisado por e-mail quando a obra estiver liberada.',
  },
  {
    section: 'faq',
    title: 'Qual o valor da multa por atraso?',
    body: 'A multa é de R$ 1,00 por dia de atraso e por obra; obras de empréstimo especial têm multa por hora.',
  },
  {
    section: 'faq',
    title: 'Como emito a declaração de nada consta?',
    body: 'Pelo Meu Pergamum, na aba Nada consta, desde que não haja empréstimos nem débitos pendentes.',
  },
];

/**
 * The network catalogue's other institutions (records for the rede_pergamum_oai tab). Their
 * records are not written here: the server harvests them over HTTP at its first start
 * (modules/network), from our own OAI-PMH provider (`/oai`, relative: this server's address)
 * with a set each — a few hundred records in all.
 */
export const NETWORK_INSTITUTIONS = [
  {
    id: 901,
    name: 'Universidade Estadual do Litoral',
    code: 'uel',
    oai_url: '/oai',
    oai_set: 'type:thesis',
    metadata_prefix: 'marc21',
  },
  {
    id: 902,
    name: 'Instituto Federal da Serra',
    code: 'ifs',
    oai_url: '/oai',
    oai_set: 'type:map',
    metadata_prefix: 'oai_dc',
  },
];

/**
 * Writes the institution row, its two external database links, the settings, activities,
 * search tabs, information blocks and the network catalogue's institutions.
 */
export async function createInstitution(trx: Transaction<Database>): Promise<void> {
  await createInstitutionRow(trx);
  await createSettings(trx);
  await bulkInsert(trx, 'activity', ACTIVITIES);
  await bulkInsert(
    trx,
    'search_tab',
    Object.entries(SEARCH_TAB_LABELS).map(([key, label], i) => ({
      key,
      label,
      position: i + 1,
      enabled: true,
    })),
  );
  const positions = new Map<Section, number>();
  await bulkInsert(
    trx,
    'info_block',
    INFO_BLOCKS.map((b) => {
      const position = (positions.get(b.section) ?? 0) + 1;
      positions.set(b.section, position);
      return { section: b.section, position, title: b.title, body: b.body, link: b.link ?? null };
    }),
  );
  await bulkInsert(trx, 'network_institution', NETWORK_INSTITUTIONS);
}
