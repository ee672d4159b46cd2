/**
 * The harvester against a deliberately misbehaving OAI-PMH repository (a tiny node:http server):
 * malformed XML, a resumption-token loop, a 503 storm with Retry-After, an XXE payload, records
 * it cannot use. Each run stops cleanly, reports what it skipped and why, and leaves the base
 * consistent: every harvested item's title whole, nothing half-written, the datestamp unmoved.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/database.ts';
import { openTestDatabase } from '../../test-support/app.ts';
import { harvestCommand } from '../../cli/harvest.ts';
import { harvestInstitution } from './harvester.ts';
import { runHarvestJob } from './job.ts';
import { LEASE_SECONDS, networkRepository, type NetworkInstitution } from './repository.ts';

let db: Db;
let server: http.Server;
let base: string;
/** What the repository answers, by scenario (the URL's path) and request. */
type Answer = {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** The body is sent when this settles (a slow source). */
  wait?: Promise<void>;
};
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
    if (answer.wait) void answer.wait.then(() => response.end(answer.body ?? ''));
    else response.end(answer.body ?? '');
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

/** A source whose one page is held until `release()`; `requested` settles when it is asked. */
function slowSource(name: string, records: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  const url = serve(name, () => {
    asked();
    return { body: page(records), wait: held };
  });
  return { url, release, requested };
}

/** Moves the institution's lease back as if its holder had not renewed it for the lease's length. */
const expireLease = (id: number) =>
  sql`update network_harvest set running_since = running_since - make_interval(secs => ${LEASE_SECONDS + 1})
      where institution_id = ${id}`.execute(db.kysely);

describe('the harvest lease and removing an institution', () => {
  it('is renewed while a run goes on: no other process takes it, nor removes the institution', async () => {
    const slow = slowSource('slow', record(11));
    const source = await institution(slow.url);
    const real = repository();
    let renewals = 0;
    const counting = {
      ...real,
      renew: (id: number, lease: Date) => (renewals++, real.renew(id, lease)),
    };
    const run = harvestInstitution({
      repository: counting,
      institution: source,
      policy,
      lease: { seconds: LEASE_SECONDS, heartbeatMs: 5 },
    });
    await slow.requested;
    await vi.waitFor(() => expect(renewals).toBeGreaterThanOrEqual(2), { interval: 5 });
    expect(await real.claim(source.id)).toBeNull();
    expect(await real.removeInstitution(source.code!)).toBe('busy');
    slow.release();
    expect(await run).toMatchObject({ ran: true, ok: true, added: 1 });
    expect(await real.status(source.id)).toMatchObject({ ok: true, runningSince: null });
  });

  it('a run that died: its lease is taken over once not renewed for the lease’s length', async () => {
    const source = await institution(serve('dead', () => ({ body: page(record(12)) })));
    const dead = await repository().claim(source.id);
    expect(dead).not.toBeNull();
    const blocked = await harvestInstitution({
      repository: repository(),
      institution: source,
      policy,
    });
    expect(blocked.ran).toBe(false);
    // Its status still says "running"; the scheduled job sees the lease is dead and harvests
    // it again now, not a whole NETWORK_HARVEST_MINUTES after the dead run started.
    await expireLease(source.id);
    await runHarvestJob({ db: db.kysely, intervalMinutes: 1440, selfUrl: () => null });
    expect(await repository().status(source.id)).toMatchObject({
      ok: true,
      added: 1,
      runningSince: null,
    });
    // The dead process's lease is no longer its own.
    expect(await repository().renew(source.id, dead!)).toBe(false);
  });

  it('a run that stalled past its lease and was taken over: stops and writes nothing', async () => {
    const slow = slowSource('stalled', record(13) + record(14));
    const source = await institution(slow.url);
    const run = harvestInstitution({
      repository: repository(),
      institution: source,
      policy,
      lease: { seconds: LEASE_SECONDS, heartbeatMs: 60_000 },
    });
    await slow.requested;
    await expireLease(source.id);
    const other = await repository().claim(source.id);
    expect(other).not.toBeNull();
    slow.release();
    const report = await run;
    expect(report).toMatchObject({ ran: true, ok: false, added: 0 });
    expect(report.error).toBe('the lease was lost: another process took this institution over');
    expect(await consistency(source.id)).toEqual({ titles: 0, items: 0, orphans: 0 });
    // The status is the other process's: still running, not this run's end.
    expect((await repository().status(source.id))?.runningSince).not.toBeNull();
  });

  it('npm run harvest -- --remove CODE: the institution, its titles and status, in one go', async () => {
    const lines: string[] = [];
    const errors: string[] = [];
    const io = {
      db: db.kysely,
      publicUrl: null,
      out: (l: string) => lines.push(l),
      err: (l: string) => errors.push(l),
    };
    const source = await institution(
      serve('removed', () => ({ body: page(record(15) + record(16)) })),
    );
    expect(
      await harvestInstitution({ repository: repository(), institution: source, policy }),
    ).toMatchObject({ ok: true, added: 2 });
    expect(await harvestCommand(['--remove', source.code!], io)).toBe(0);
    expect(lines.at(-1)).toBe(`${source.code}: removed, with its 2 harvested titles.`);
    expect(await repository().institution(source.code!)).toBeNull();
    expect(await consistency(source.id)).toEqual({ titles: 0, items: 0, orphans: 0 });
    expect(await repository().status(source.id)).toBeNull();
    expect(await harvestCommand(['--remove', source.code!], io)).toBe(2);
    expect(errors.at(-1)).toMatch(/no institution has the code/);
  });
});
