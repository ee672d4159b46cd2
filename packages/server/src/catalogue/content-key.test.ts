import { describe, expect, it } from 'vitest';
import { marcData, readRecords } from '../marc/test-data.ts';
import { cloneRecord, type DataField, type MarcRecord } from '../marc/record.ts';
import { contentKey, contentKeySource } from './content-key.ts';

function field(tag: string, ...pairs: [string, string][]): DataField {
  return { tag, ind1: '1', ind2: '0', subfields: pairs.map(([code, value]) => ({ code, value })) };
}

function record(title: string, stamp = '20080411160111.0', extra: DataField[] = []): MarcRecord {
  return {
    leader: '01083nam a2200313 a 4500',
    fields: [
      { tag: '005', value: stamp },
      { tag: '008', value: '970701s1986    nyu          u000 0 fre  ' },
      field('100', ['a', 'Gounelle Kline, P.']),
      field('245', ['a', title], ['c', 'P. Gounelle Kline.']),
      ...extra,
    ],
  };
}

describe('contentKey', () => {
  it('is a SHA-256 in hex', () => {
    expect(contentKey(record('Le théâtre de Pagnol'))).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is the same for the same record with another 005', () => {
    expect(contentKey(record('Le théâtre de Pagnol', '20240101000000.0'))).toBe(
      contentKey(record('Le théâtre de Pagnol', '20080411160111.0')),
    );
  });

  it('differs for another title', () => {
    expect(contentKey(record('Le théâtre de Racine'))).not.toBe(
      contentKey(record('Le théâtre de Pagnol')),
    );
  });

  it('ignores record lengths, status, coding, date entered, NFC/NFD and item fields', () => {
    const base = record('Le théâtre de Pagnol');
    const other = cloneRecord(base);
    other.leader = '02000cam  2200400 i 4500'; // other length, status, coding, encoding level
    other.fields[1] = { tag: '008', value: '240101s1986    nyu          u000 0 fre  ' };
    (other.fields[3] as DataField).subfields[0]!.value = 'Le théâtre de Pagnol'.normalize('NFD');
    other.fields.push(field('949', ['i', '30007004342878']), field('852', ['b', 'MAIN']));
    expect(contentKey(other)).toBe(contentKey(base));
  });

  it('keeps the type of record, indicators, subfield codes and field order', () => {
    const base = record('Pagnol');
    const key = contentKey(base);
    const score = cloneRecord(base);
    score.leader = '01083ncm a2200313 a 4500';
    expect(contentKey(score)).not.toBe(key);
    const indicator = cloneRecord(base);
    (indicator.fields[3] as DataField).ind2 = '4';
    expect(contentKey(indicator)).not.toBe(key);
    const code = cloneRecord(base);
    (code.fields[3] as DataField).subfields[1]!.code = 'b';
    expect(contentKey(code)).not.toBe(key);
    const order = cloneRecord(base);
    order.fields = [order.fields[0]!, order.fields[1]!, order.fields[3]!, order.fields[2]!];
    expect(contentKey(order)).not.toBe(key);
  });

  it('cannot be fooled by values that contain separators', () => {
    const a = record('Pagnol', undefined, [field('500', ['a', 'x'], ['b', 'y'])]);
    const b = record('Pagnol', undefined, [field('500', ['a', 'x","b","y'])]);
    expect(contentKeySource(a)).not.toBe(contentKeySource(b));
    expect(contentKey(a)).not.toBe(contentKey(b));
  });

  it('is the same for the MARC-8 and UTF-8 copies of the same records', async () => {
    const marc8 = await readRecords(marcData('marc4j/brkrtest.mrc'));
    const utf8 = await readRecords(marcData('marc4j/brkrtest_UTF8.mrc'));
    expect(marc8.length).toBeGreaterThan(0);
    expect(utf8.map(contentKey)).toEqual(marc8.map(contentKey));
  });

  it('tells apart every record of jazz_1k.mrc', async () => {
    const records = await readRecords(marcData('evergreen/jazz_1k.mrc'));
    expect(new Set(records.map(contentKey)).size).toBe(records.length);
  });
});
