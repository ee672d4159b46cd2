/**
 * The MODS crosswalk read back: each main field where LC's MARC21slim2MODS3-7 puts it, markup
 * escaped. No MODS schema is in ../shared/schemas, so the document is parsed back (saxes,
 * namespace-aware) and checked element by element.
 */
import { describe, expect, it } from 'vitest';
import type { DataField, MarcRecord } from '../marc/record.ts';
import { parseXml, textsAt, xmlAt } from '../test-support/parse-xml.ts';
import { MODS_NAMESPACE, toModsXml } from './crosswalk.ts';

const df = (tag: string, ind: string, subfields: string[][]): DataField => ({
  tag,
  ind1: ind[0]!,
  ind2: ind[1]!,
  subfields: subfields.map(([code, value]) => ({ code: code!, value: value! })),
});

const BOOK: MarcRecord = {
  leader: '00000nam a2200000 a 4500',
  fields: [
    { tag: '001', value: 'B-1' },
    { tag: '003', value: 'UFT' },
    { tag: '008', value: '190314s2019    bl a          000 0 por d' },
    df('020', '  ', [
      ['a', '9788535902778 (broch.)'],
      ['z', '8535902775'],
    ]),
    df('022', '  ', [['a', '0100-1965']]),
    df('040', '  ', [['a', 'BR-PaUFT']]),
    df('041', '0 ', [
      ['a', 'por'],
      ['a', 'eng'],
    ]),
    df('082', '04', [
      ['a', '981'],
      ['2', '23'],
    ]),
    df('050', ' 4', [
      ['a', 'F2510'],
      ['b', '.F7'],
    ]),
    df('100', '1 ', [
      ['a', 'Freyre, Gilberto,'],
      ['d', '1900-1987,'],
      ['e', 'autor.'],
      ['4', 'aut'],
    ]),
    df('245', '14', [
      ['a', 'The masters & the slaves :'],
      ['b', 'a study <of> Brazil /'],
      ['c', 'G. Freyre.'],
    ]),
    df('246', '3 ', [['a', 'Casa-grande e senzala']]),
    df('250', '  ', [['a', '51. ed.']]),
    df('264', ' 1', [
      ['a', 'São Paulo :'],
      ['b', 'Global,'],
      ['c', '2019.'],
    ]),
    df('300', '  ', [
      ['a', '727 p. :'],
      ['b', 'il. ;'],
      ['c', '23 cm.'],
    ]),
    df('490', '1 ', [
      ['a', 'Intérpretes do Brasil ;'],
      ['v', '3'],
    ]),
    df('500', '  ', [['a', 'Inclui índice.']]),
    df('502', '  ', [['a', 'Tese (doutorado).']]),
    df('520', '  ', [['a', 'Formação da família brasileira.']]),
    df('600', '10', [
      ['a', 'Freyre, Gilberto,'],
      ['d', '1900-1987'],
      ['x', 'Crítica e interpretação.'],
    ]),
    df('650', ' 0', [
      ['a', 'Slavery'],
      ['z', 'Brazil'],
      ['y', '19th century.'],
    ]),
    df('651', ' 7', [
      ['a', 'Brasil'],
      ['x', 'Civilização.'],
      ['2', 'larpcal'],
    ]),
    df('653', '  ', [
      ['a', 'patriarcado'],
      ['a', 'família'],
    ]),
    df('655', ' 7', [
      ['a', 'Ensaio.'],
      ['2', 'lcgft'],
    ]),
    df('700', '1 ', [
      ['a', 'Putnam, Samuel,'],
      ['e', 'tradutor.'],
      ['4', 'trl'],
    ]),
    df('710', '2 ', [
      ['a', 'Universidade Federal de Teste.'],
      ['b', 'Programa de Pós-Graduação.'],
    ]),
    df('856', '40', [
      ['u', 'https://example.org/livro?a=1&b=2'],
      ['q', 'application/pdf'],
      ['3', 'Texto'],
    ]),
    df('952', '  ', [['a', 'local']]),
  ],
};

describe('MARC → MODS 3.7', () => {
  const mods = parseXml(toModsXml(BOOK));
  const attr = (path: string, name: string) => xmlAt(mods, path).map((n) => n.attributes[name]);

  it('is a MODS 3.7 record in the MODS namespace', () => {
    expect(mods.name).toBe('mods');
    expect(mods.uri).toBe(MODS_NAMESPACE);
    expect(mods.attributes.version).toBe('3.7');
    const uris = new Set<string>();
    const walk = (n: typeof mods) => (uris.add(n.uri), n.children.forEach(walk));
    walk(mods);
    expect([...uris]).toEqual([MODS_NAMESPACE]);
  });

  it('maps titles and names with their roles', () => {
    expect(textsAt(mods, 'titleInfo/nonSort')).toEqual(['The ']);
    expect(textsAt(mods, 'titleInfo/title')).toEqual([
      'masters & the slaves',
      'Casa-grande e senzala',
    ]);
    expect(textsAt(mods, 'titleInfo/subTitle')).toEqual(['a study <of> Brazil']);
    expect(attr('titleInfo', 'type')).toEqual([undefined, 'alternative']);
    const names = xmlAt(mods, 'name');
    expect(names.map((n) => [n.attributes.type, n.attributes.usage])).toEqual([
      ['personal', 'primary'],
      ['personal', undefined],
      ['corporate', undefined],
    ]);
    expect(textsAt(names[0]!, 'namePart')).toEqual(['Freyre, Gilberto', '1900-1987']);
    expect(attr('name/namePart', 'type')).toEqual([
      undefined,
      'date',
      undefined,
      undefined,
      undefined,
    ]);
    expect(textsAt(names[0]!, 'role/roleTerm')).toEqual(['autor', 'aut']);
    expect(textsAt(names[1]!, 'role/roleTerm')).toEqual(['tradutor', 'trl']);
    expect(textsAt(names[2]!, 'namePart')).toEqual([
      'Universidade Federal de Teste',
      'Programa de Pós-Graduação',
    ]);
  });

  it('maps type, genre, publication, language and physical description', () => {
    expect(textsAt(mods, 'typeOfResource')).toEqual(['text']);
    expect(textsAt(mods, 'genre')).toEqual(['Ensaio']);
    expect(attr('genre', 'authority')).toEqual(['lcgft']);
    expect(textsAt(mods, 'originInfo/place/placeTerm')).toEqual(['bl', 'São Paulo']);
    expect(textsAt(mods, 'originInfo/publisher')).toEqual(['Global']);
    expect(textsAt(mods, 'originInfo/dateIssued')).toEqual(['2019', '2019']);
    expect(attr('originInfo/dateIssued', 'encoding')).toEqual([undefined, 'marc']);
    expect(textsAt(mods, 'originInfo/edition')).toEqual(['51. ed']);
    expect(textsAt(mods, 'originInfo/issuance')).toEqual(['monographic']);
    expect(textsAt(mods, 'language/languageTerm')).toEqual(['por', 'eng']);
    expect(textsAt(mods, 'physicalDescription/extent')).toEqual(['727 p. : il. ; 23 cm']);
    expect(textsAt(mods, 'physicalDescription/internetMediaType')).toEqual(['application/pdf']);
    expect(textsAt(mods, 'abstract')).toEqual(['Formação da família brasileira']);
    expect(attr('note', 'type')).toEqual([undefined, 'thesis']);
  });

  it('maps subjects, classification, series, identifiers, links and the record', () => {
    const subjects = xmlAt(mods, 'subject');
    expect(subjects.map((s) => s.attributes.authority)).toEqual([
      'lcsh',
      'lcsh',
      'larpcal',
      undefined,
      undefined,
    ]);
    expect(textsAt(subjects[0]!, 'name/namePart')).toEqual(['Freyre, Gilberto', '1900-1987']);
    expect(textsAt(subjects[0]!, 'topic')).toEqual(['Crítica e interpretação']);
    expect(subjects[1]!.children.map((c) => [c.name, c.text])).toEqual([
      ['topic', 'Slavery'],
      ['geographic', 'Brazil'],
      ['temporal', '19th century'],
    ]);
    expect(textsAt(subjects[2]!, 'geographic')).toEqual(['Brasil']);
    expect(textsAt(mods, 'subject/topic').slice(-2)).toEqual(['patriarcado', 'família']);
    expect(textsAt(mods, 'classification')).toEqual(['F2510 .F7', '981']);
    expect(attr('classification', 'authority')).toEqual(['lcc', 'ddc']);
    expect(attr('classification', 'edition')).toEqual([undefined, '23']);
    expect(textsAt(mods, 'relatedItem/titleInfo/title')).toEqual(['Intérpretes do Brasil']);
    expect(textsAt(mods, 'relatedItem/titleInfo/partNumber')).toEqual(['3']);
    const identifiers = xmlAt(mods, 'identifier').map((n) => [
      n.attributes.type,
      n.text,
      n.attributes.invalid,
    ]);
    expect(identifiers).toEqual([
      ['isbn', '9788535902778', undefined],
      ['isbn', '8535902775', 'yes'],
      ['issn', '0100-1965', undefined],
    ]);
    expect(textsAt(mods, 'location/url')).toEqual(['https://example.org/livro?a=1&b=2']);
    expect(textsAt(mods, 'recordInfo/recordIdentifier')).toEqual(['B-1']);
    expect(textsAt(mods, 'recordInfo/recordContentSource')).toEqual(['BR-PaUFT']);
  });

  it('writes nothing for what a record lacks, and leaves markup escaped', () => {
    const bare = toModsXml({
      leader: '00000ncm a2200000 a 4500',
      fields: [df('245', '00', [['a', '</mods><x>']])],
    });
    const read = parseXml(bare);
    expect(read.children.map((c) => c.name)).toEqual(['titleInfo', 'typeOfResource', 'originInfo']);
    expect(read.children[2]!.children.map((c) => [c.name, c.text])).toEqual([
      ['issuance', 'monographic'],
    ]);
    expect(textsAt(read, 'titleInfo/title')).toEqual(['</mods><x>']);
    expect(textsAt(read, 'typeOfResource')).toEqual(['notated music']);
  });
});
