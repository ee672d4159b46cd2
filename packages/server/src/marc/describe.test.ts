import { describe, expect, it } from 'vitest';
import {
  describeAuthority,
  describeBibliographic,
  isbn10To13,
  MATERIAL_TYPES,
  normaliseIsbn,
  normaliseIssn,
  trimPunctuation,
} from './describe.ts';
import type { MarcRecord } from './record.ts';
import { marcData, readRecords } from './test-data.ts';

async function first(file: string): Promise<MarcRecord> {
  const [record] = await readRecords(marcData(file));
  if (!record) throw new Error(`no record in ${file}`);
  return record;
}

describe('helpers', () => {
  it('trims ISBD punctuation but keeps initials and ellipses', () => {
    expect(trimPunctuation('Pride and prejudice /')).toBe('Pride and prejudice');
    expect(trimPunctuation('New York :')).toBe('New York');
    expect(trimPunctuation('Austen, J.')).toBe('Austen, J.');
    expect(trimPunctuation('And then...')).toBe('And then...');
    expect(trimPunctuation('222 p. ; 18 cm. --')).toBe('222 p. ; 18 cm');
    expect(trimPunctuation('Drabble, Margaret, 1939-')).toBe('Drabble, Margaret, 1939-');
  });

  it('normalises ISBNs to both forms, and keeps invalid ones as digits', () => {
    expect(normaliseIsbn('0-14-043102-0 (pbk.)')).toEqual(['0140431020', '9780140431025']);
    expect(normaliseIsbn('9780140431025 :')).toEqual(['9780140431025', '0140431020']);
    expect(normaliseIsbn('000470147x')).toEqual(['000470147X', '9780004701479']);
    expect(normaliseIsbn('1234567890')).toEqual(['1234567890']);
    expect(normaliseIsbn('(pbk.)')).toEqual([]);
    expect(isbn10To13('0786808772')).toBe('9780786808779');
  });

  it('normalises ISSNs to NNNN-NNNN', () => {
    expect(normaliseIssn('0009-7330')).toBe('0009-7330');
    expect(normaliseIssn('1524 457X')).toBe('1524-457X');
    expect(normaliseIssn('12345')).toBeNull();
  });
});

describe('describeBibliographic notes', () => {
  it('leaves out notes marked private (541/561/583 with first indicator 0)', () => {
    const field = (tag: string, ind1: string, text: string) => ({
      tag,
      ind1,
      ind2: ' ',
      subfields: [{ code: 'a', value: text }],
    });
    const facts = describeBibliographic({
      leader: '00000nam a2200000 a 4500',
      fields: [
        field('245', '1', 'Um título'),
        field('500', ' ', 'Nota pública.'),
        field('541', '0', 'Doação privada.'),
        field('541', '1', 'Doação de Ana Silva.'),
      ],
    });
    expect(facts.notes).toEqual(['Nota pública', 'Doação de Ana Silva']);
  });
});

describe('describeBibliographic on real records', () => {
  it('Pride and Prejudice: title, Austen as main author, ISBN-10 and ISBN-13', async () => {
    const records = await readRecords(marcData('marc4j/pride-and-prejudice-fixed.mrc'));
    const facts = describeBibliographic(records[0]!);
    expect(facts.title).toBe('Complete novels of Jane Austen');
    expect(facts.authors[0]).toEqual({
      name: 'Austen, Jane, 1775-1817',
      role: null,
      kind: 'person',
      main: true,
    });
    expect(facts.isbns).toEqual(['000470147X', '9780004701479']);
    expect(facts).toMatchObject({
      controlNumber: 'UkOxUb10768856',
      controlNumberSource: 'UkOxU',
      year: 1993,
    });
    expect(facts.recordKind).toBe('bibliographic');
    expect(facts.materialType).toBe('book');
    expect(facts.language).toBe('eng');
    const titles = records.map((r) => describeBibliographic(r).title);
    expect(titles.filter((t) => /pride and prejudice/i.test(t)).length).toBeGreaterThan(150);
    // The only records without a title are UNIMARC ones (title in 200, no 245), which we do not map.
    const untitled = records.filter((_, i) => titles[i] === '');
    expect(untitled).toHaveLength(17);
    expect(
      untitled.every(
        (r) => r.fields.some((f) => f.tag === '200') && !r.fields.some((f) => f.tag === '245'),
      ),
    ).toBe(true);
  });

  it('Brazilian RDA CD: Portuguese, sound, 505 contents, 264 imprint', async () => {
    const facts = describeBibliographic(await first('evergreen/RDA/RDA_record_CD_Claudia.mrc'));
    expect(facts).toMatchObject({
      title: 'Cláudia',
      language: 'por',
      materialType: 'sound',
      publisher: 'EMI',
      year: 2012,
    });
    expect(facts.contents).toContain('Eu não sou causa, sou consequência');
    expect(facts.subjects).toContainEqual({
      heading: 'Popular music -- Brazil -- 1971-1980',
      kind: 'topic',
    });
  });

  it('Brazilian RDA DVD with decomposed input: NFC title, video', async () => {
    const facts = describeBibliographic(
      await first('evergreen/RDA/RDA_record_DVD_Jorge_Mautner.mrc'),
    );
    expect(facts.materialType).toBe('video');
    expect(facts.language).toBe('por');
    expect(facts.subtitle).toBe('o filho do Holocausto');
    expect(facts.responsibility).toContain('produção');
    expect(facts.responsibility).toBe(facts.responsibility!.normalize('NFC'));
    expect(facts.authors).toContainEqual({
      name: 'Wanderley, Carlos',
      role: 'film producer',
      kind: 'person',
      main: false,
    });
  });

  it('map, score and serial', async () => {
    const map = describeBibliographic(
      await first('evergreen/RDA/RDA_record_MAP_2012_Enchanted_Circle.mrc'),
    );
    expect(map).toMatchObject({ materialType: 'map', title: '2012 Enchanted Circle', year: 2012 });
    expect(map.subjects).toContainEqual({
      heading: 'Taos Region (N.M.) -- Maps',
      kind: 'geographic',
    });
    const score = describeBibliographic(
      await first('evergreen/RDA/RDA_record_SCORE_Wiegenlied.mrc'),
    );
    expect(score).toMatchObject({ materialType: 'score', title: 'Wiegenlied', language: 'ger' });
    expect(score.authors[0]).toMatchObject({
      name: 'Brahms, Johannes, 1833-1897',
      role: 'composer',
      main: true,
    });
    const serial = describeBibliographic(
      await first('evergreen/RDA/RDA_record_SERIAL_IEEE_International_conference.mrc'),
    );
    expect(serial.materialType).toBe('serial');
    const serials = (await readRecords(marcData('evergreen/serials_marc21.xml'))).map(
      describeBibliographic,
    );
    expect(serials.every((s) => s.materialType === 'serial')).toBe(true);
    expect(serials.flatMap((s) => s.issns)).toContain('0009-7330');
  });

  it('jazz_1k: material types follow leader/06', async () => {
    const records = await readRecords(marcData('evergreen/jazz_1k.mrc'));
    const counts: Record<string, number> = {};
    for (const r of records) {
      const t = describeBibliographic(r).materialType;
      counts[t] = (counts[t] ?? 0) + 1;
    }
    // README: 'jm'×505 + 'jc'×78 sound, 'cm'×229 scores, 'gm'×13 videos, 171 'am' books;
    // one more of each of sound and score comes from leader/06 'i' and 'd'; of the books, 2 are
    // serials (leader/07 s) and 1 a thesis (502 note or 008/24-27).
    expect(counts).toEqual({ sound: 584, score: 230, video: 13, book: 170, serial: 2, thesis: 1 });
  });

  it('online resources: 856 links with labels, and books with 856 and 008/23 "o" are e-books', async () => {
    const records = await readRecords(marcData('evergreen/concerto/bibs_ebook_api.xml'));
    const facts = records.map(describeBibliographic);
    expect(facts.every((f) => f.onlineLinks.length > 0)).toBe(true);
    expect(facts.every((f) => f.onlineLinks.every((l) => /^https?:\/\//.test(l.url)))).toBe(true);
    expect(facts.filter((f) => f.materialType === 'ebook').length).toBeGreaterThan(0);
  });

  it('a record without 245 has an empty title, or the uniform title', async () => {
    const facts = describeBibliographic(await first('openlibrary/bin_input/talis_no_title2.mrc'));
    expect(typeof facts.title).toBe('string');
    const bare = describeBibliographic({ leader: '00000nam a2200000 a 4500', fields: [] });
    expect(bare).toMatchObject({
      title: '',
      authors: [],
      year: null,
      language: null,
      materialType: 'book',
    });
    const uniform = describeBibliographic({
      leader: '00000nam a2200000 a 4500',
      fields: [{ tag: '130', ind1: '0', ind2: ' ', subfields: [{ code: 'a', value: 'Bible.' }] }],
    });
    expect(uniform.title).toBe('Bible');
  });

  it('theses, local 999 $t material types, 008 year and language fallbacks', () => {
    const f008 = '900101s1990    bl            000 0 por d';
    const base: MarcRecord = {
      leader: '00000nam a2200000 a 4500',
      fields: [{ tag: '008', value: f008 }],
    };
    expect(describeBibliographic(base)).toMatchObject({
      year: 1990,
      language: 'por',
      materialType: 'book',
    });
    const thesis: MarcRecord = {
      ...base,
      fields: [
        ...base.fields,
        { tag: '502', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: 'Tese (doutorado)' }] },
      ],
    };
    expect(describeBibliographic(thesis).materialType).toBe('thesis');
    const act: MarcRecord = {
      ...base,
      fields: [
        ...base.fields,
        { tag: '999', ind1: ' ', ind2: ' ', subfields: [{ code: 't', value: 'normative_act' }] },
      ],
    };
    expect(describeBibliographic(act).materialType).toBe('normative_act');
    const blankLang: MarcRecord = {
      leader: base.leader,
      fields: [
        { tag: '008', value: '900101s1990    bl            000 0 ||| d' },
        { tag: '041', ind1: '0', ind2: ' ', subfields: [{ code: 'a', value: 'spa' }] },
      ],
    };
    expect(describeBibliographic(blankLang).language).toBe('spa');
  });

  it('describes every readable record of every file without throwing', async () => {
    for (const file of [
      'marc4j/pride-and-prejudice-with-many-errors.mrc',
      'evergreen/nepali.marc',
      'evergreen/concerto/bibs_concerto.xml',
    ]) {
      for (const r of await readRecords(marcData(file))) {
        const facts = describeBibliographic(r);
        expect(MATERIAL_TYPES).toContain(facts.materialType);
      }
    }
  });
});

describe('describeAuthority', () => {
  it('LC genre/form authority (auth_lc.xml)', async () => {
    const facts = describeAuthority(await first('evergreen/concerto/auth_lc.xml'));
    expect(facts).toMatchObject({
      controlNumber: 'gf2014026111',
      kind: 'genre',
      heading: 'Illustrated works',
      seeFrom: ['Pictorial works'],
    });
    expect(facts.sources[0]).toMatch(/^Genre terms/);
    expect(facts.notes[0]).toMatch(/^Works that consist/);
  });

  it('covers the kinds in auth_lc.xml', async () => {
    const kinds = new Set(
      (await readRecords(marcData('evergreen/concerto/auth_lc.xml'))).map(
        (r) => describeAuthority(r).kind,
      ),
    );
    expect([...kinds]).toEqual(
      expect.arrayContaining(['person', 'uniform_title', 'topic', 'geographic', 'genre']),
    );
  });

  it('IISH local tags 103/403/503 (auth-1066.mrc)', async () => {
    const records = await readRecords(marcData('evergreen/auth-1066.mrc'));
    const facts = records.map(describeAuthority);
    expect(facts[4]).toEqual({
      controlNumber: 'IISGa11150495',
      kind: 'topic',
      heading: 'Strohulzenmakers',
      seeFrom: ['Straw cover makers'],
      seeAlso: [],
      notes: [],
      sources: [],
    });
    expect(facts.every((f) => f.heading !== '')).toBe(true);
    expect(facts.filter((f) => f.seeAlso.length > 0)).toHaveLength(484);
  });

  it('personal names (auth-subset100.mrc)', async () => {
    const facts = (await readRecords(marcData('evergreen/auth-subset100.mrc'))).map(
      describeAuthority,
    );
    expect(facts).toHaveLength(17);
    expect(facts.every((f) => f.kind === 'person' && f.heading.length > 0)).toBe(true);
  });
});
