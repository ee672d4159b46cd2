/**
 * The remaining parameters calls (spec §7 Parameters): atividade/{id}, its informativo,
 * eventos_eventum, autoatendimento and app-layers, over the demo institution's data, with
 * bad input in the error style; and usaOIDC following the external sign-in configuration.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY } from '@estante/contract';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { createInstitution } from '../../demo/institution.ts';
import { createParameterData } from '../../demo/parameters.ts';
import { createCampusesAndLibraries, createEvents } from '../../demo/units.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import { PARAMETER_SETTINGS } from './service.ts';

let db: Db;
let app: FastifyInstance;
const apps: FastifyInstance[] = [];
let centralLibrary: number;
const today = new Date().toISOString().slice(0, 10);

async function appWith(options: Parameters<typeof buildApp>[0]) {
  const built = await buildApp(options);
  await built.ready();
  apps.push(built);
  return built;
}

beforeAll(async () => {
  db = await openTestDatabase();
  await db.kysely.transaction().execute(async (trx) => {
    await createInstitution(trx);
    const libraries = await createCampusesAndLibraries(trx);
    await createEvents(trx, libraries, today);
    await createParameterData(trx, libraries, today);
    centralLibrary = libraries.find((l) => l.acronym === 'BC')!.id;
  });
  app = await appWith({ db, rateLimits: GENEROUS_RATE_LIMITS });
});

afterAll(async () => {
  for (const a of apps) await a.close();
  await db.close();
});

const get = (url: string, lang = 'pt', target = app) =>
  target.inject({ url, headers: { 'accept-language': lang } });

async function setSetting(name: string, value: unknown) {
  await db.kysely
    .updateTable('setting')
    .set({ value: JSON.stringify(value) })
    .where('name', '=', name)
    .execute();
}

describe('GET /api/parametros/atividade/{id}', () => {
  it('answers an activity that is on, and one that is off', async () => {
    const on = await get(`/api/parametros/atividade/${ACTIVITY.comments}`);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({
      cod_atividade: 13,
      cod_modulo: 1,
      descricao: 'CONSULTA - Comentários sobre os títulos',
      ativo: true,
    });
    const off = await get(`/api/parametros/atividade/${ACTIVITY.captcha}`);
    expect(off.json()).toMatchObject({ cod_atividade: 1120, ativo: false });
  });

  it('is 404 for an activity the institution does not have', async () => {
    const res = await get('/api/parametros/atividade/4242', 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, key: 'not_found', message: 'Resource not found.' });
  });

  it('is 400 naming the field for an id that is not a positive whole number', async () => {
    for (const id of ['abc', '0', '-8', '1.5', '99999999999', '8%00']) {
      for (const path of [
        `/api/parametros/atividade/${id}`,
        `/api/parametros/atividade/${id}/informativo`,
      ]) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(400);
        expect(res.json(), path).toMatchObject({ status: 400, key: 'validation_error' });
      }
    }
    const res = await get('/api/parametros/atividade/abc', 'es');
    expect(res.json()).toMatchObject({ field: 'id', message: expect.stringContaining('campo id') });
  });
});

describe('GET /api/parametros/atividade/{id}/informativo', () => {
  it("answers the activity's informational text, or null when it has none", async () => {
    const res = await get(`/api/parametros/atividade/${ACTIVITY.comments}/informativo`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cod_atividade: 13,
      informativo: expect.stringContaining('publicados depois de aprovados pela biblioteca'),
    });
    const none = await get(
      `/api/parametros/atividade/${ACTIVITY.networkCatalogueLink}/informativo`,
    );
    expect(none.json()).toEqual({ cod_atividade: 87, informativo: null });
  });

  it('is 404 for an unknown activity', async () => {
    const res = await get('/api/parametros/atividade/4242/informativo');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ key: 'not_found', message: 'Recurso não encontrado.' });
  });
});

describe('GET /api/parametros/eventos_eventum', () => {
  it("lists the Eventum system's events not yet over, soonest first, and only those", async () => {
    const res = await get('/api/parametros/eventos_eventum');
    expect(res.statusCode).toBe(200);
    const titles = res.json().map((e: { titulo: string }) => e.titulo);
    expect(titles).toEqual([
      'Semana Acadêmica Integrada',
      'Feira de Profissões',
      'Congresso de Iniciação Científica',
    ]);
    expect(res.json()[0]).toMatchObject({
      link: 'https://eventum.ufe.edu.br/eventos/semana-academica',
      cod_biblioteca: null,
      data_inicio: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // The institution's own events stay in eventos_institucionais, and Eventum's out of it.
    const own = (await get('/api/parametros/eventos_institucionais')).json();
    expect(own.length).toBeGreaterThan(0);
    expect(own.map((e: { titulo: string }) => e.titulo)).not.toContain('Feira de Profissões');
  });
});

describe('GET /api/parametros/autoatendimento', () => {
  it('answers the self-service settings (spec §3)', async () => {
    const res = await get('/api/parametros/autoatendimento');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      showAuto: true,
      codBibAuto: centralLibrary,
      authAuto: true,
      idiomaAuto: 'pt',
    });
  });

  it('leaves out a library that does not exist and a language we do not have', async () => {
    await setSetting(PARAMETER_SETTINGS.selfService, {
      showAuto: 'yes',
      codBibAuto: 987654,
      idiomaAuto: 'xx',
    });
    try {
      expect((await get('/api/parametros/autoatendimento')).json()).toEqual({
        showAuto: false,
        codBibAuto: null,
        authAuto: false,
        idiomaAuto: 'pt',
      });
    } finally {
      await setSetting(PARAMETER_SETTINGS.selfService, {
        showAuto: true,
        codBibAuto: centralLibrary,
        authAuto: true,
        idiomaAuto: 'pt',
      });
    }
  });
});

describe('GET /api/parametros/app-layers', () => {
  it("answers the institution's app", async () => {
    const res = await get('/api/parametros/app-layers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ativo: true,
      nome: 'UFE Bibliotecas',
      url: 'https://app.bibliotecas.ufe.edu.br',
    });
  });

  it('is off when not configured, or configured with an address that is not https', async () => {
    for (const value of [
      {},
      { ativo: true, url: 'javascript:alert(1)' },
      { url: 'http://app.example' },
    ]) {
      await setSetting(PARAMETER_SETTINGS.appLayers, value);
      expect((await get('/api/parametros/app-layers')).json()).toEqual({
        ativo: false,
        nome: null,
        url: null,
      });
    }
    await setSetting(PARAMETER_SETTINGS.appLayers, {
      ativo: true,
      nome: 'UFE Bibliotecas',
      url: 'https://app.bibliotecas.ufe.edu.br',
    });
  });
});

describe('GET /api/parametros/postagem-trabalho', () => {
  it('says whether the work-posting system is configured, never its address', async () => {
    expect((await get('/api/parametros/postagem-trabalho')).json()).toEqual({
      ativo: true,
      nome: 'Repositório Institucional da UFE',
    });
    for (const value of [
      {},
      { ativo: false, nome: 'Repositório', url: 'https://repositorio.example' },
      { ativo: true, nome: 'Repositório', url: 'http://repositorio.example' },
    ]) {
      await setSetting(PARAMETER_SETTINGS.workPosting, value);
      expect((await get('/api/parametros/postagem-trabalho')).json()).toEqual({
        ativo: false,
        nome: null,
      });
    }
  });
});

describe('usaOIDC (GET /api/parametros/instituicao)', () => {
  it('is off without a provider and on with one, with its logout link', async () => {
    const off = (await get('/api/parametros/instituicao')).json();
    expect(off).toMatchObject({ usaOIDC: false, link_logout_OIDC: null });
    const withProvider = await appWith({
      db,
      rateLimits: GENEROUS_RATE_LIMITS,
      oidc: {
        issuer: new URL('https://sso.ufe.edu.br'),
        clientId: 'estante',
        clientSecret: null,
        redirectUri: 'https://catalogo.ufe.edu.br/oauth-response',
        scope: 'openid',
        loginBase: 'oidc',
        logoutUrl: null,
        requestSeconds: 600,
      },
    });
    const on = (await get('/api/parametros/instituicao', 'pt', withProvider)).json();
    // Without OIDC_LOGOUT_URL the institution's stored logout link is used.
    expect(on).toMatchObject({ usaOIDC: true, link_logout_OIDC: 'https://sso.ufe.edu.br/logout' });
  });
});
