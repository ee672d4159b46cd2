import type { RequestAnswerBody, RequestType, SwitchingType } from '@estante/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Requester } from '../lib/requester.ts';
import { requestRepository } from '../modules/requests/repository.ts';
import { requestService } from '../modules/requests/service.ts';
import { addDays } from './dates.ts';
import { NETWORK_INSTITUTIONS } from './institution.ts';

/**
 * The demo patrons' bibliographic requests (docs/demo.md "Bibliographic requests"), sent and
 * answered by the requests service itself on a simulated clock, as the desk (balcao01) would
 * leave them: one of each kind, in every status, and a released catalogue card to download.
 * Rafael Teixeira (20260009) has none: the browser tests send his.
 */
const REQUESTS: {
  login: string;
  daysAgo: number;
  type: RequestType;
  subtype?: SwitchingType;
  body: Record<string, unknown>;
  /** The desk's answer, a day later; 'release' for a catalogue card. */
  answer?: RequestAnswerBody | { release: true; classificacao: string; resposta: string };
}[] = [
  {
    login: '20260001',
    daysAgo: 3,
    type: 'comutacao-bibliografica',
    subtype: 'artigo-periodico',
    body: {
      titulo_fonte: 'Perspectivas em Ciência da Informação',
      titulo: 'Competência em informação na graduação',
      autores: 'Ferreira, M. C.; Dias, R.',
      ano: 2022,
      volume: '27',
      numero: '2',
      pagina_inicial: 88,
      pagina_final: 107,
      onde_encontrou: 'Base BRAPCI',
      formato_entrega: 'eletronico',
    },
  },
  {
    login: '20260001',
    daysAgo: 20,
    type: 'levantamento-bibliografico',
    body: {
      assunto: 'Bibliotecas universitárias e inclusão digital',
      palavras_chave: 'inclusão digital; bibliotecas universitárias; acessibilidade',
      idiomas: ['por', 'spa'],
      ano_inicial: 2015,
      ano_final: 2025,
      tipos_material: ['artigos', 'teses'],
      finalidade: 'tcc',
    },
    answer: {
      situacao: 'not_finished',
      resposta: 'Assunto amplo demais: refine as palavras-chave e envie um novo pedido.',
    },
  },
  {
    login: '20260006',
    daysAgo: 15,
    type: 'comutacao-bibliografica',
    subtype: 'tese',
    body: {
      titulo: 'Mobilidade urbana e desigualdade em capitais do Norte',
      autores: 'Moraes, Lúcia Helena',
      ano: 2018,
      instituicao: 'Universidade Federal do Pará',
      formato_entrega: 'eletronico',
    },
    answer: {
      situacao: 'finished',
      resposta: 'Cópia digital obtida junto à UFPA.',
      url_entrega: 'https://example.org/comutacao/tese-moraes-2018.pdf',
    },
  },
  {
    login: '20260006',
    daysAgo: 10,
    type: 'ficha-catalografica',
    body: {
      autor_sobrenome: 'Pereira',
      autor_nome: 'Juliana',
      titulo: 'Redes de transporte e acesso ao trabalho',
      subtitulo: 'um estudo em cidades médias do Tocantins',
      ano: 2026,
      paginas_preliminares: 'xiv',
      paginas: 212,
      ilustracoes: 'il. color.',
      dimensao_cm: 30,
      grau: 'doutorado',
      curso: 'Programa de Pós-Graduação em Desenvolvimento Regional',
      instituicao: 'Universidade Federal do Tocantins',
      cidade: 'Palmas',
      orientador: 'Márcio Antônio Silva',
      coorientador: 'Tânia Regina Souza',
      assuntos: ['Transporte urbano', 'Mercado de trabalho', 'Tocantins'],
    },
    answer: { release: true, classificacao: '388.4', resposta: 'Ficha revisada e liberada.' },
  },
  {
    login: '20260008',
    daysAgo: 2,
    type: 'ficha-catalografica',
    body: {
      autor_sobrenome: 'Gomes',
      autor_nome: 'Larissa',
      titulo: 'O ensino de espanhol na educação de jovens e adultos',
      ano: 2026,
      paginas: 64,
      grau: 'especializacao',
      curso: 'Especialização em Ensino de Línguas',
      instituicao: 'Universidade Federal do Tocantins',
      cidade: 'Porto Nacional',
      orientador: 'Ana Cristina Lopes',
      assuntos: ['Língua espanhola', 'Educação de jovens e adultos'],
    },
  },
  {
    login: '20260008',
    daysAgo: 6,
    type: 'pesquisa-especializada',
    body: {
      tema: 'Aquisição de segunda língua',
      pergunta:
        'Há estudos brasileiros recentes sobre interlíngua de aprendizes adultos de espanhol?',
      bases_dados: ['SciELO', 'Portal de Periódicos CAPES'],
    },
    answer: {
      situacao: 'finished',
      resposta: 'Enviamos 14 referências para o seu e-mail, com os textos completos disponíveis.',
    },
  },
  {
    login: '20260008',
    daysAgo: 1,
    type: 'emprestimo-inter-bibliotecas',
    body: {
      cod_instituicao: NETWORK_INSTITUTIONS[0]!.id,
      titulo: 'Gramática de la lengua española',
      autor: 'Alarcos Llorach, Emilio',
      email: 'larissa.gomes@demo.estante',
      telefone: '(63) 3232-4455',
    },
  },
];

/** Writes the requests and the desk's answers; answers how many requests were made. */
export async function createDemoRequests(kysely: Kysely<Database>, today: string): Promise<number> {
  let clock = new Date(`${today}T15:00:00Z`);
  const service = requestService(requestRepository(kysely), { now: () => clock });
  const logins = await kysely
    .selectFrom('person_login')
    .select(['person_id', 'login'])
    .where('login', 'in', [...new Set(REQUESTS.map((r) => r.login)), 'balcao01'])
    .execute();
  const personOf = (login: string) => logins.find((l) => l.login === login)?.person_id ?? null;
  const staffId = personOf('balcao01');
  let made = 0;
  for (const request of REQUESTS) {
    const personId = personOf(request.login);
    if (personId === null) continue;
    const requester: Requester = {
      patronId: personId,
      kind: 'patron',
      login: request.login,
      loginId: null,
      sessionId: null,
      clientId: null,
      address: '127.0.0.1',
    };
    clock = new Date(`${addDays(today, -request.daysAgo)}T13:30:00Z`);
    const placed = await service.place(
      requester,
      request.type,
      request.subtype ?? null,
      request.body,
    );
    made += 1;
    if (!request.answer) continue;
    clock = new Date(`${addDays(today, -request.daysAgo + 1)}T16:00:00Z`);
    if ('release' in request.answer) {
      await service.releaseAs(staffId, placed.cod_solicitacao, {
        correcoes: { classificacao: request.answer.classificacao },
        resposta: request.answer.resposta,
      });
    } else await service.answerAs(staffId, placed.cod_solicitacao, request.answer);
  }
  return made;
}
