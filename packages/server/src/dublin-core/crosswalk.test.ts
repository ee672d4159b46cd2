import { describe, expect, it } from 'vitest';
import { marcData, readRecords } from '../marc/test-data.ts';
import type { MarcRecord } from '../marc/record.ts';
import { oaiDcElement, toDublinCore } from './crosswalk.ts';

const pairs = (record: MarcRecord) => toDublinCore(record).map((e) => [e.name, e.value]);

describe('toDublinCore (MARC21slim2OAIDC)', () => {
  it('crosswalks an RDA record (evergreen/RDA, Cláudia CD): 264 kept, 655 and leader types', async () => {
    const [record] = await readRecords(marcData('evergreen/RDA/RDA_record_CD_Claudia.mrc'));
    const dc = pairs(record!);
    expect(dc).toContainEqual(['title', 'Cláudia']);
    expect(dc).toContainEqual(['creator', 'Cláudia, 1948-']);
    expect(dc).toContainEqual(['type', 'sound recording']);
    expect(dc).toContainEqual(['publisher', '[Rio de Janeiro, Brazil] : EMI']);
    expect(dc).toContainEqual(['date', '[2012]']);
    expect(dc).toContainEqual(['date', '℗2012']);
    expect(dc).toContainEqual(['subject', 'Popular music--Brazil--1971-1980']);
    expect(dc).toContainEqual(['language', 'por']);
  });

  it('maps names, subjects, identifiers, notes, links and rights as the stylesheet does', () => {
    const df = (tag: string, ...subfields: [string, string][]) => ({
      tag,
      ind1: ' ',
      ind2: ' ',
      subfields: subfields.map(([code, value]) => ({ code, value })),
    });
    const record: MarcRecord = {
      leader: '00000ncm a2200000 a 4500',
      fields: [
        { tag: '008', value: '200101s2019    bl            000 0 ||| d' },
        df('020', ['a', '0-306-40615-2 (pbk.)']),
        df('100', ['a', 'Silva, Ana,'], ['d', '1950-'], ['e', 'composer.']),
        df('245', ['a', 'Sonatas /'], ['c', 'Ana Silva.']),
        df('260', ['a', 'Rio :'], ['b', 'Casa,'], ['c', '1999.']),
        df('500', ['a', 'A note.']),
        df('590', ['a', 'Local note.']),
        df('540', ['a', 'Public domain.']),
        df('650', ['a', 'Sonatas'], ['v', 'Scores.']),
        df('651', ['a', 'Brazil'], ['x', 'History.']),
        df('653', ['a', 'piano'], ['a', 'violin']),
        df('655', ['a', 'Scores.']),
        df('700', ['a', 'Souza, João.']),
        df('710', ['a', 'Orquestra'], ['b', 'Sinfônica.']),
        df('711', ['a', 'Festival'], ['j', 'host.']),
        df('776', ['t', 'Sonatas (online)']),
        df('856', ['u', 'http://example.org/a'], ['u', 'http://example.org/b'], ['q', 'PDF']),
        df('950', ['a', 'Local data']),
      ],
    };
    expect(pairs(record)).toEqual([
      ['title', 'Sonatas'],
      ['creator', 'Silva, Ana, 1950-'],
      ['creator', 'Souza, João'],
      ['creator', 'Orquestra Sinfônica'],
      ['creator', 'Festival'],
      ['type', 'notated music'],
      ['type', 'Scores'],
      ['publisher', 'Rio : Casa'],
      ['date', '1999'],
      ['format', 'PDF'],
      ['description', 'A note'],
      ['subject', 'Sonatas--Scores'],
      ['subject', 'Brazil--History'],
      ['subject', 'piano'],
      ['subject', 'violin'],
      ['relation', 'Sonatas (online)'],
      ['identifier', 'http://example.org/a'],
      ['identifier', 'http://example.org/b'],
      ['identifier', 'URN:ISBN:0306406152'],
      ['rights', 'Public domain'],
    ]);
  });

  it('writes collection and manuscript as types of their own', () => {
    expect(pairs({ leader: '00000ctc a2200000 a 4500', fields: [] })).toEqual([
      ['type', 'collection'],
      ['type', 'manuscript'],
      ['type', 'text'],
    ]);
  });

  it('writes an oai_dc element with escaped text', () => {
    const xml = oaiDcElement([{ name: 'title', value: 'A & B <c>', source: '245' }]);
    expect(xml).toMatch(
      /^<oai_dc:dc xmlns:oai_dc="http:\/\/www.openarchives.org\/OAI\/2.0\/oai_dc\/"/,
    );
    expect(xml).toContain('<dc:title>A &amp; B &lt;c&gt;</dc:title></oai_dc:dc>');
  });
});
