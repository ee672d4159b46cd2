import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { trimPunctuation } from '../marc/describe.ts';
import { readMarcFile } from '../marc/read-marc.ts';
import {
  controlValue,
  firstSubfield,
  getDataFields,
  subfieldValues,
  type MarcRecord,
} from '../marc/record.ts';
import { toDublinCore, toOaiDcXml, type DublinCoreName } from './crosswalk.ts';

const dataDir = path.resolve(repoRoot, '../shared/data/marc');
const RDA_FILES = fs
  .readdirSync(path.join(dataDir, 'evergreen/RDA'))
  .filter((f) => f.endsWith('.mrc'))
  .map((f) => `evergreen/RDA/${f}`);

async function readAll(file: string): Promise<MarcRecord[]> {
  const out: MarcRecord[] = [];
  for await (const item of readMarcFile(path.join(dataDir, file)))
    if (item.ok) out.push(item.record);
  return out;
}

const LEADER_TYPES: Record<string, string> = {
  a: 'text',
  c: 'notated music',
  e: 'cartographic',
  g: 'moving image',
  i: 'sound recording-nonmusical',
  j: 'sound recording-musical',
  k: 'still image',
  m: 'software, multimedia',
};

/**
 * Checks a record's Dublin Core against the crosswalk rules, read from the MARC fields
 * independently of the crosswalk's own code: every field that maps to an element shows in it.
 */
function expectCrosswalk(record: MarcRecord): void {
  const dc = toDublinCore(record);
  const values = (name: DublinCoreName) => dc.filter((e) => e.name === name).map((e) => e.value);
  const clean = (v: string) => trimPunctuation(v.replace(/\s+/g, ' ').trim());

  // One title per 245 (some records repeat it: vernacular script and romanisation).
  const titles = getDataFields(record, '245');
  expect(values('title').length).toBeLessThanOrEqual(titles.length);
  for (const f245 of titles) {
    const a = clean(firstSubfield(f245, 'a') ?? '');
    if (a) expect(values('title').some((v) => v.includes(a))).toBe(true);
  }
  for (const field of getDataFields(record, '100', '110', '111', '700', '710', '711')) {
    const a = firstSubfield(field, 'a');
    if (a) expect(values('creator').some((v) => v.startsWith(clean(a)))).toBe(true);
  }
  for (const field of getDataFields(record, '600', '610', '611', '630', '650', '653')) {
    const a = firstSubfield(field, 'a');
    if (a) expect(values('subject').some((v) => v.startsWith(clean(a)))).toBe(true);
  }
  const type = LEADER_TYPES[record.leader[6] ?? ''];
  if (type) expect(values('type')).toContain(type);
  const imprints = getDataFields(record, '260', '264');
  const dates = imprints.flatMap((f) => subfieldValues(f, 'c')).map(clean);
  // A 260 with several $c (a date and a printing) gives one date element holding both.
  if (dates.length > 0) {
    for (const d of dates) expect(values('date').some((v) => v.includes(d))).toBe(true);
  } else {
    const year = controlValue(record, '008')?.slice(7, 11);
    if (year && /^\d{4}$/.test(year)) expect(values('date')).toContain(year);
  }
  for (const b of imprints.flatMap((f) => subfieldValues(f, 'b')).map(clean)) {
    expect(values('publisher').some((v) => v.includes(b))).toBe(true);
  }
  const language = controlValue(record, '008')?.slice(35, 38);
  if (language && /^[a-z]{3}$/.test(language)) expect(values('language')).toContain(language);
  for (const field of getDataFields(record, '020', '022', '024')) {
    const a = firstSubfield(field, 'a');
    if (a && clean(a)) expect(values('identifier')).toContain(clean(a));
  }
  for (const u of getDataFields(record, '856').flatMap((f) => subfieldValues(f, 'u'))) {
    expect(values('identifier')).toContain(clean(u));
  }
  const notes = record.fields.filter(
    (f) =>
      f.tag[0] === '5' &&
      !f.tag.startsWith('59') &&
      !['506', '530', '534', '540', '546'].includes(f.tag),
  );
  for (const field of notes) {
    const first = subfieldValues(field, 'abcdefghijklmnopqrstuvwxyz')[0];
    if (first && clean(first)) {
      expect(values('description').some((v) => v.startsWith(clean(first)))).toBe(true);
    }
  }
  // Local fields never leave the library.
  expect(dc.some((e) => e.source.startsWith('9') || e.source.startsWith('59'))).toBe(false);
}

describe('toDublinCore: the RDA records', () => {
  let records: Map<string, MarcRecord>;
  beforeAll(async () => {
    records = new Map();
    for (const file of RDA_FILES) records.set(file, (await readAll(file))[0]!);
  });

  it('has ten records, each following the crosswalk', () => {
    expect(records.size).toBe(10);
    for (const [file, record] of records) {
      try {
        expectCrosswalk(record);
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`);
      }
    }
  });

  it('gives the Cláudia CD exactly these elements', () => {
    const record = records.get('evergreen/RDA/RDA_record_CD_Claudia.mrc')!;
    const dc = toDublinCore(record).map((e) => [e.name, e.value]);
    expect(dc).toEqual([
      ['title', 'Cláudia'],
      ['creator', 'Cláudia, 1948-'],
      ['subject', 'Popular music--Brazil--1971-1980'],
      ['description', '"AA1000"--Container'],
      ['description', 'Lyrics inserted in container'],
      ['description', 'Compact disc'],
      [
        'description',
        expect.stringMatching(
          /^Deixa eu dizer -- Eu não sou causa.*Minha voz virá do sol da América$/,
        ),
      ],
      ['description', 'Production level cataloging'],
      ['publisher', '[Rio de Janeiro, Brazil] : EMI'],
      ['date', '[2012]'],
      ['date', '℗2012'],
      ['type', 'sound recording-musical'],
      ['identifier', '5099994946727'],
      ['language', 'Sung in Portuguese'],
      ['language', 'por'],
    ]);
  });
});

describe('toDublinCore: the Pride and Prejudice set', () => {
  it('follows the crosswalk for every one of the 383 records', async () => {
    const records = await readAll('marc4j/pride-and-prejudice-fixed.mrc');
    expect(records).toHaveLength(383);
    records.forEach((record, i) => {
      try {
        expectCrosswalk(record);
      } catch (error) {
        throw new Error(`record ${i + 1}: ${(error as Error).message}`);
      }
    });
  });
});

describe('toOaiDcXml', () => {
  it('writes well-formed oai_dc with escaped text', () => {
    const xml = toOaiDcXml([
      { name: 'title', value: 'A & B <c>', source: '245' },
      { name: 'creator', value: 'Silva, Ana', source: '100' },
    ]);
    expect(xml).toContain('<dc:title>A &amp; B &lt;c&gt;</dc:title>');
    expect(xml).toContain('<dc:creator>Silva, Ana</dc:creator>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<oai_dc:dc ')).toBe(true);
    expect(xml.trimEnd().endsWith('</oai_dc:dc>')).toBe(true);
  });
});
