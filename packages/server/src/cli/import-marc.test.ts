import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import type { Db } from '../db/database.ts';
import { serializeIso2709 } from '../marc/write-iso2709.ts';
import type { MarcRecord } from '../marc/record.ts';
import { openTestDatabase } from '../test-support/app.ts';
import { formatSummary, importMarcFile, parseInstitution } from './import-marc.ts';

const marc = (file: string) => path.resolve(repoRoot, '../shared/data/marc', file);
const run = promisify(execFile);
const cli = path.join(repoRoot, 'packages/server/src/cli/estante.ts');

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const countTitles = async () =>
  Number(
    (
      await db.kysely
        .selectFrom('title')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('importMarcFile', () => {
  it('imports a MARC-8 file, then updates the same records on a second import', async () => {
    const first = await importMarcFile(db.kysely, marc('evergreen/lul_fre_100.mrc'));
    expect(first).toMatchObject({
      unreadable: null,
      read: 100,
      inserted: 100,
      updated: 0,
      rejected: [],
    });
    const withoutControlNumber = Number(
      (
        await db.kysely
          .selectFrom('title')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('control_number', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const again = await importMarcFile(db.kysely, marc('evergreen/lul_fre_100.mrc'));
    // Records with a 001 are updated in place; those without 001 are found by content key.
    expect(again).toMatchObject({
      read: 100,
      inserted: 0,
      updated: 100,
      matchedByContent: withoutControlNumber,
    });
    expect(withoutControlNumber).toBe(1);
    expect(await countTitles()).toBe(100);
    // MARC-8 diacritics arrive as Unicode NFC and are searchable without accents.
    const accented = await db.kysely
      .selectFrom('title')
      .select('title')
      .where('title', '~', '[éèàç]')
      .limit(1)
      .executeTakeFirst();
    expect(accented?.title).toBe(accented?.title.normalize('NFC'));
  });

  it('imports every whole record of a truncated file and reports the tail', async () => {
    const summary = await importMarcFile(db.kysely, marc('marc4j/008008027.mrc'));
    expect(summary.inserted + summary.updated).toBe(18);
    expect(summary.rejected).toHaveLength(1);
    expect(summary.rejected[0]).toMatchObject({ position: 19 });
    expect(summary.rejected[0]!.reason).toMatch(/truncated/i);
    expect(formatSummary(summary)).toMatch(/record 19.*truncated/i);
  });

  it('writes nothing for a file that is not MARC', async () => {
    const before = await countTitles();
    const summary = await importMarcFile(db.kysely, marc('natlibfi/erroneous.iso2709.mrc'));
    expect(summary.unreadable).toMatch(/not a MARC file/);
    expect(summary.read).toBe(0);
    expect(await countTitles()).toBe(before);
    const missing = await importMarcFile(db.kysely, '/nonexistent/file.mrc');
    expect(missing.unreadable).toMatch(/does not exist/);
  });

  it('rejects broken records with their position and keeps the good ones', async () => {
    const summary = await importMarcFile(db.kysely, marc('ruby-marc/three-records-second-bad.xml'));
    expect(summary.rejected.map((r) => r.position)).toContain(2);
    expect(summary.inserted + summary.updated).toBeGreaterThanOrEqual(1);
  });

  it('imports the Pride and Prejudice set and names the UNIMARC records it refuses', async () => {
    const summary = await importMarcFile(db.kysely, marc('marc4j/pride-and-prejudice-fixed.mrc'));
    expect(summary.read).toBe(383);
    expect(summary.rejected).toHaveLength(17);
    for (const rejection of summary.rejected) expect(rejection.reason).toMatch(/UNIMARC/);
    expect(summary.inserted + summary.updated).toBe(383 - 17);
  });

  it('stores authority records apart from titles', async () => {
    const before = await countTitles();
    const summary = await importMarcFile(db.kysely, marc('evergreen/auth-subset100.mrc'));
    expect(summary.authoritiesInserted + summary.authoritiesUpdated).toBe(17);
    expect(await countTitles()).toBe(before);
  });

  it('loads network catalogue records under their institution', async () => {
    const summary = await importMarcFile(db.kysely, marc('biblivre/biblioteca-de-espanha.xml'), {
      networkInstitution: { code: 571, name: 'Biblioteca de España' },
    });
    expect(summary.inserted).toBe(6);
    const rows = await db.kysely
      .selectFrom('title')
      .select('network_institution_id')
      .where('network_institution_id', '=', 571)
      .execute();
    expect(rows).toHaveLength(6);
  });

  it('parses --institution CODE:NAME and refuses anything else', () => {
    expect(parseInstitution('571:Universidade X')).toEqual({ code: 571, name: 'Universidade X' });
    expect(() => parseInstitution('Universidade X')).toThrow(/CODE:NAME/);
  });
});

describe('records without 001: matched by content key', () => {
  let fresh: Db;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-content-key-'));
  beforeAll(async () => {
    fresh = await openTestDatabase();
  });
  afterAll(async () => {
    await fresh.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });
  const titleCount = async () =>
    Number(
      (
        await fresh.kysely
          .selectFrom('title')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const writeFile = (name: string, records: MarcRecord[]) => {
    const file = path.join(tmp, name);
    fs.writeFileSync(file, Buffer.concat(records.map(serializeIso2709)));
    return file;
  };
  const noControlNumber = (title: string, stamp: string): MarcRecord => ({
    leader: '00000nam a2200000 a 4500',
    fields: [
      { tag: '005', value: stamp },
      { tag: '008', value: '970701s1986    nyu          u000 0 fre  ' },
      { tag: '245', ind1: '0', ind2: '0', subfields: [{ code: 'a', value: title }] },
    ],
  });

  it('imports jazz_1k.mrc twice without a duplicate and reports the content match', async () => {
    const file = marc('evergreen/jazz_1k.mrc');
    const first = await importMarcFile(fresh.kysely, file);
    const afterFirst = await titleCount();
    const second = await importMarcFile(fresh.kysely, file);
    const afterSecond = await titleCount();
    expect({ afterFirst, afterSecond }).toEqual({ afterFirst: 1000, afterSecond: 1000 });

    expect(first).toMatchObject({ read: 1000, inserted: 1000, updated: 0, rejected: [] });
    expect(first.matchedByContent).toBe(0);
    expect(second).toMatchObject({ read: 1000, inserted: 0, updated: 1000, rejected: [] });
    // jazz_1k has one record without 001: found again by its content key.
    expect(second.matchedByContent).toBe(1);
    expect(second.contentDuplicates).toEqual([]);
    expect(await titleCount()).toBe(afterFirst);
    expect(formatSummary(second)).toMatch(/1 record without 001 matched by content/);
  });

  it('matches a record whose 005 changed, and reports true duplicates within a file', async () => {
    const before = await titleCount();
    const first = await importMarcFile(
      fresh.kysely,
      writeFile('one.mrc', [noControlNumber('Sem número', '20080411160111.0')]),
    );
    expect(first).toMatchObject({ inserted: 1 });
    const file = writeFile('dup.mrc', [
      noControlNumber('Sem número', '20240101000000.0'),
      noControlNumber('Outro título', '20240101000000.0'),
      noControlNumber('Sem número', '20240202000000.0'),
    ]);
    const summary = await importMarcFile(fresh.kysely, file);
    expect(await titleCount()).toBe(before + 2);
    expect(summary).toMatchObject({ read: 3, inserted: 1, updated: 2, matchedByContent: 1 });
    expect(summary.contentDuplicates).toEqual([{ position: 3, sameAs: 1 }]);
    expect(formatSummary(summary)).toMatch(/record 3: same content as record 1/);
  });
});

describe('estante import-marc (CLI)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-cli-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints plain progress-free summaries and exits 0 when records were read', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        cli,
        'import-marc',
        marc('evergreen/RDA/RDA_record_CD_Claudia.mrc'),
        marc('marc4j/008008027.mrc'),
      ],
      { env },
    );
    expect(stdout).toMatch(/RDA_record_CD_Claudia\.mrc: 1 records read/);
    expect(stdout).toMatch(/imported: 1 new titles/);
    expect(stdout).toMatch(/record 19.*truncated/i);
    expect(stdout).toMatch(/^Total: 20 read/m);
  });

  it('exits non-zero with a clear message when nothing could be read', async () => {
    const result = await run(
      process.execPath,
      ['--import', 'tsx', cli, 'import-marc', '/nonexistent.mrc'],
      {
        env,
      },
    ).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /\/nonexistent\.mrc: not imported — Cannot open .*does not exist/,
    );
  });
});
