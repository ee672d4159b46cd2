import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCirculation } from '../circulation/engine.ts';
import type { Db } from '../db/database.ts';
import type { Requester } from '../lib/requester.ts';
import { loanRequestRepository } from '../modules/loan-requests/repository.ts';
import { loanRequestService } from '../modules/loan-requests/service.ts';
import { requestRepository } from '../modules/requests/repository.ts';
import { requestService } from '../modules/requests/service.ts';
import { openTestDatabase } from '../test-support/app.ts';
import { createPatron } from '../test-support/auth.ts';
import { deskCommand } from './desk.ts';

let db: Db;
let lines: string[] = [];
let article = 0;
let card = 0;
const desk = (...args: string[]) => {
  lines = [];
  return deskCommand(
    args,
    {
      db: db.kysely,
      circulation: postgresCirculation({ db: db.kysely }),
      loanRequests: loanRequestService(loanRequestRepository(db.kysely)),
    },
    (line) => lines.push(line),
  );
};

beforeAll(async () => {
  db = await openTestDatabase();
  const patron = await createPatron(db.kysely, {
    name: 'Rafael Teixeira',
    logins: [{ login: '20267777' }],
  });
  const staff = await createPatron(db.kysely, { logins: [{ login: 'balcao' }] });
  await db.kysely
    .updateTable('person')
    .set({ staff_role: 'circulation' })
    .where('id', '=', staff.id)
    .execute();
  const requester: Requester = {
    patronId: patron.id,
    kind: 'patron',
    login: '20267777',
    loginId: null,
    sessionId: null,
    clientId: null,
    address: '127.0.0.1',
  };
  const service = requestService(requestRepository(db.kysely), {
    now: () => new Date('2026-05-04T12:00:00Z'),
  });
  article = (
    await service.place(requester, 'comutacao-bibliografica', 'artigo-periodico', {
      titulo_fonte: 'Ciência da Informação',
      titulo: 'Catalogação cooperativa',
      autores: 'Lima, P.',
      ano: 2020,
      pagina_inicial: 10,
      pagina_final: 20,
      formato_entrega: 'eletronico',
    })
  ).cod_solicitacao;
  card = (
    await service.place(requester, 'ficha-catalografica', null, {
      autor_sobrenome: 'Teixeira',
      autor_nome: 'Rafael',
      titulo: 'A leitura no ensino técnico',
      ano: 2026,
      paginas: 80,
      grau: 'tcc',
      curso: 'Curso Técnico em Informática',
      instituicao: 'Instituto Federal do Tocantins',
      cidade: 'Palmas',
      orientador: 'Paulo Lima',
      assuntos: ['Leitura'],
    })
  ).cod_solicitacao;
});

afterAll(async () => db.close());

describe('npm run desk -- requests, request, card', () => {
  it('lists awaiting requests, of one type or all', async () => {
    expect(await desk('requests')).toBe(0);
    expect(lines).toEqual([
      `${article}\t2026-05-04\tcomutacao-bibliografica/artigo-periodico\tRafael Teixeira\tCatalogação cooperativa`,
      `${card}\t2026-05-04\tficha-catalografica\tRafael Teixeira\tA leitura no ensino técnico\tT266l`,
    ]);
    expect(await desk('requests', 'ficha-catalografica')).toBe(0);
    expect(lines).toHaveLength(1);
    expect(await desk('requests', 'livros')).toBe(2);
    expect(lines[0]).toMatch(/^Unknown type "livros"/);
  });

  it('answers a request with a reply, once; a card only by releasing it', async () => {
    expect(
      await desk(
        'request',
        String(article),
        'not_finished',
        'Não',
        'localizado.',
        '--staff',
        'balcao',
      ),
    ).toBe(0);
    expect(lines).toEqual([`Request ${article}: not_finished.`]);
    const row = await db.kysely
      .selectFrom('bibliographic_request')
      .selectAll()
      .where('id', '=', article)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'not_finished', reply: 'Não localizado.' });
    expect(row.answered_by).not.toBeNull();
    expect(await desk('request', String(article), 'finished')).toBe(1);
    expect(lines[0]).toBe('Refused: Esta solicitação já foi respondida.');

    expect(await desk('request', String(card), 'finished')).toBe(1);
    expect(lines[0]).toMatch(
      /^Refused: A solicitação de ficha catalográfica é concluída ao liberar/,
    );
    expect(await desk('card', String(card), 'release', 'Ficha', 'revisada.')).toBe(0);
    expect(lines).toEqual([`Catalogue card ${card}: released (T266l).`]);
    expect(await desk('requests')).toBe(0);
    expect(lines).toEqual(['No requests awaiting an answer.']);
    const alerts = await db.kysely
      .selectFrom('alert')
      .select(['kind', 'subject_id'])
      .orderBy('id')
      .execute();
    expect(alerts).toEqual([
      { kind: 'request', subject_id: article },
      { kind: 'request', subject_id: card },
    ]);
  });

  it('says which request is unknown, and shows the usage for bad arguments', async () => {
    expect(await desk('request', '999999', 'finished')).toBe(1);
    expect(lines).toEqual(['Refused: no such request 999999.']);
    expect(await desk('card', String(article), 'release')).toBe(1);
    expect(lines).toEqual([`Refused: no such request ${article}.`]);
    expect(await desk('request', 'x', 'finished')).toBe(2);
    expect(await desk('card', String(card), 'approve')).toBe(2);
    expect(lines.join('\n')).toContain('card ID release [REPLY…]');
  });
});
