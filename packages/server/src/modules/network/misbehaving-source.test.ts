/**
 * The harvester against a deliberately misbehaving OAI-PMH repository (a tiny node:http server):
 * malformed XML, a resumption-token loop, a 503 storm with Retry-After, an XXE payload, records
 * it cannot use. Each run stops cleanly, reports what it skipped and why, and leaves the base
 * consistent: every harvested item's title whole, nothing half-written, the datestamp unmoved.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { openTestDatabase } from '../../test-support/app.ts';
import { harvestCommand } from '../../cli/harvest.ts';
import { harvestInstitution } from './harvester.ts';
import { networkRepository, type NetworkInstitution } from './repository.ts';

let db: Db;
let server: http.Server;
let base: string;
/** What the repository answers, by scenario (the URL's path) and request. */
type Answer = { status?: number; headers?: Record<string, string>; body?: string };
const scenarios = new Map<string, (args: URLSearchParams, n: number) => Answer>();
const calls = new Map<string, number>();

const OAI = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/">` +
  `<responseDate>2026-05-01T10:00:00Z</responseDate><request>x</request>${body}</OAI-PMH>`;
const IDENTIFY = OAI(
  '<Identify><repositoryName>Mau</repositoryName><granularity>YYYY-MM-DDThh:mm:ssZ</granularity></Identify>',
);
const record = (n: number, title = `Registro ${n}`) =>
  `<record><header><identifier>oai:mau:${n}</identifier><datestamp>2026-04-0${(n % 9) + 1}</datestamp></header>` +
  `<metadata><record xmlns="http://www.loc.gov/MARC21/slim"><leader>00000nam a2200000 a 4500</leader>` +
  `<controlfield tag="001">MAU-${n}</controlfield><controlfield tag="003">MAU</controlfield>` +
  `<datafield tag="245" ind1="0" ind2="0"><subfield code="a">${title}</subfield></datafield>` +
  `</record></metadata></record>`;
const page = (records: string, token?: string) =>
  OAI(
    `<ListRecords>${records}${token ? `<resumptionToken>${token}</resumptionToken>` : ''}</ListRecords>`,
  );

function serve(name: string, answer: (args: URLSearchParams, n: number) => Answer) {
  scenarios.set(name, answer);
  return `${base}/${name}`;
}

const repository = () => networkRepository(db.kysely);
let nextCode = 0;
async function institution(url: string): Promise<NetworkInstitution> {
  const code = `mau${++nextCode}`;
  await repository().saveInstitution({
    code,
    name: `Fonte ${code}`,
    oaiUrl: url,
    set: null,
    metadataPrefix: 'marc21',
  });
  return (await repository().institution(code))!;
}

/** Titles held for the institution, and whether each harvested item points at one of them. */
async function consistency(id: number) {
  const { rows } = await sql<{ titles: number; items: number; orphans: number }>`
    select (select count(*)::int from title where network_institution_id = ${id}) as titles,
           (select count(*)::int from network_record where institution_id = ${id}) as items,
           (select count(*)::int from title t where network_institution_id = ${id}
              and not exists (select 1 from network_record r where r.title_id = t.id)) as orphans`.execute(
    db.kysely,
  );
  return rows[0]!;
}

const waits: number[] = [];
const policy = {
  retries: 3,
  backoffMs: 10,
  sleep: async (ms: number) => {
    waits.push(ms);
  },
};

beforeAll(async () => {
  db = await openTestDatabase();
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const name = url.pathname.slice(1);
    const args = url.searchParams;
    const scenario = args.get('verb') === 'Identify' && name !== 'storm' ? null : name;
    const n = scenario === null ? 0 : (calls.get(scenario) ?? 0) + 1;
    if (scenario !== null) calls.set(scenario, n);
    const answer: Answer =
      scenario === null
        ? { body: IDENTIFY }
        : (scenarios.get(scenario)?.(args, n) ?? { status: 404, body: 'no' });
    response.writeHead(answer.status ?? 200, { 'content-type': 'text/xml', ...answer.headers });
    if (answer.body === 'break') {
      // A page cut off: its first record whole, then the connection goes.
      const full = page(record(8) + record(9));
      response.write(full.slice(0, full.indexOf('<record>', full.indexOf('</record>'))), () =>
        response.socket?.destroy(),
      );
      return;
    }
    response.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db?.close();
});

describe('a misbehaving OAI-PMH repository', () => {
  it('malformed XML: keeps the whole pages before it, skips the rest, reports it', async () => {
    const source = await institution(
      serve('malformed', (args) =>
        args.get('resumptionToken') === 'p2'
          ? { body: page(record(3)).replace('</datafield>', '</datafeld>') }
          : // An item without metadata is skipped with its reason; the others are stored.
            {
              body: page(
                record(1) +
                  record(2) +
                  '<record><header><identifier>oai:mau:x</identifier><datestamp>2026-04-01</datestamp></header></record>',
                'p2',
              ),
            },
      ),
    );
    const report = await harvestInstitution({
      repository: repository(),
      institution: source,
      policy,
    });
    expect(report.ok).toBe(false);
    expect(report.error).toMatch(/^page 2: malformed XML at line 1: /);
    expect(report).toMatchObject({ added: 2, skipped: 1 });
    expect(report.skippedReasons).toEqual([
      { identifier: 'oai:mau:x', reason: 'the record has no metadata' },
    ]);
    expect(await consistency(source.id)).toEqual({ titles: 2, items: 2, orphans: 0 });
    const status = await repository().status(source.id);
    expect(status).toMatchObject({
      ok: false,
      lastDatestamp: null,
      runningSince: null,
      skipped: 1,
    });
    expect(status?.lastError).toContain('malformed XML');
  });

  it('a resumption token loop: stops when a token comes back', async () => {
    const source = await institution(
      serve('loop', (args) => {
        const token = args.get('resumptionToken');
        if (token === null) return { body: page(record(1), 'A') };
        return token === 'A' ? { body: page(record(2), 'B') } : { body: page(record(3), 'A') };
      }),
    );
    const report = await harvestInstitution({
      repository: repository(),
      institution: source,
      policy,
    });
    expect(report).toMatchObject({ ok: false, added: 3, pages: 3 });
    expect(report.error).toBe('resumption token loop: the source sent the token "A" again');
    expect(await consistency(source.id)).toEqual({ titles: 3, items: 3, orphans: 0 });
  });

  it('a 503 storm: retries after Retry-After a bounded number of times, then gives up', async () => {
    waits.length = 0;
    const source = await institution(
      serve('storm', () => ({ status: 503, headers: { 'retry-after': '7' }, body: 'busy' })),
    );
    const report = await harvestInstitution({
      repository: repository(),
      institution: source,
      policy,
    });
    expect(report).toMatchObject({ ok: false, retries: 3, added: 0 });
    expect(report.error).toBe('the source answered HTTP 503 after 3 retries');
    expect(waits).toEqual([7000, 7000, 7000]);
    expect(calls.get('storm')).toBe(4);
    expect(await consistency(source.id)).toEqual({ titles: 0, items: 0, orphans: 0 });
  });

  it('a short 503 spell: waits (back-off without Retry-After) and harvests', async () => {
    waits.length = 0;
    const source = await institution(
      serve('busy', (_args, n) => (n <= 2 ? { status: 503 } : { body: page(record(4)) })),
    );
    const report = await harvestInstitution({
      repository: repository(),
      institution: source,
      policy,
    });
    expect(report).toMatchObject({ ok: true, retries: 2, added: 1, error: null });
    expect(waits).toEqual([10, 20]);
  });

  it('a connection that breaks mid-page: the page is dropped, the run stops', async () => {
    const source = await institution(serve('broken', () => ({ body: 'break' })));
    const report = await harvestInstitution({
      repository: repository(),
      institution: source,
      policy,
    });
    expect(report.ok).toBe(false);
    expect(report.error).toMatch(/^page 1: the connection broke while the answer was read/);
    expect(report.skippedReasons).toEqual([
      {
        identifier: null,
        reason: expect.stringMatching(/^1 records of page 1: the connection broke/),
      },
    ]);
    expect(await consistency(source.id)).toEqual({ titles: 0, items: 0, orphans: 0 });
  });

  it('an XXE payload: the entity is never resolved, nothing is stored', async () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE OAI-PMH [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
      page(record(5, '&xxe;')).replace(/^<\?xml[^>]*\?>/, '');
    const source = await institution(serve('xxe', () => ({ body: xxe })));
    const report = await harvestInstitution({
      repository: repository(),
      institution: source,
      policy,
    });
    expect(report.ok).toBe(false);
    expect(report.error).toContain('DOCTYPE, refused');
    expect(await consistency(source.id)).toEqual({ titles: 0, items: 0, orphans: 0 });
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from title where marc::text like '%root:%'`.execute(db.kysely);
    expect(rows[0]?.n).toBe(0);
  });

  it('the CLI: adds the institution from a URL, prints a summary; bad input is refused', async () => {
    const lines: string[] = [];
    const errors: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => errors.push(l) };
    const url = serve('cli', (args) =>
      args.get('verb') === 'ListMetadataFormats'
        ? {
            body: OAI(
              '<ListMetadataFormats><metadataFormat><metadataPrefix>oai_dc</metadataPrefix></metadataFormat>' +
                '<metadataFormat><metadataPrefix>marc21</metadataPrefix></metadataFormat></ListMetadataFormats>',
            ),
          }
        : { body: page(record(6) + record(7)) },
    );
    const code = await harvestCommand([url, '--institution', 'cli', '--name', 'Pela linha'], {
      db: db.kysely,
      publicUrl: null,
      policy,
      ...io,
    });
    expect(code).toBe(0);
    expect(lines[0]).toBe(
      'cli: done: 2 added, 0 updated, 0 deleted, 0 skipped (1 pages, 0 retries)',
    );
    expect(errors.some((e) => e.startsWith('cli: page 1: 2 records'))).toBe(true);
    expect(await repository().institution('cli')).toMatchObject({
      name: 'Pela linha',
      oaiUrl: url,
    });
    expect(
      await harvestCommand(['--from', 'ontem'], { db: db.kysely, publicUrl: null, ...io }),
    ).toBe(2);
    expect(errors.at(-1)).toMatch(/--from must be YYYY-MM-DD/);
    expect(await harvestCommand(['ftp://x'], { db: db.kysely, publicUrl: null, ...io })).toBe(2);
  });
});
