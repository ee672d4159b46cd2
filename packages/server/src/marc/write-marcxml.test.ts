import { describe, expect, it } from 'vitest';
import type { MarcRecord } from './record.ts';
import { normaliseForMarcXml, serializeMarcXml } from './write-marcxml.ts';

const field = (tag: string, ind1 = ' ', ind2 = ' ', code = 'a', value = 'x') => ({
  tag,
  ind1,
  ind2,
  subfields: [{ code, value }],
});

describe('normaliseForMarcXml', () => {
  it('writes the MARC 21 entry map 4500 where a source kept a malformed one (oss.marc: "45 0")', () => {
    const record: MarcRecord = { leader: '00714cam  2200205 a 45 0', fields: [] };
    expect(normaliseForMarcXml(record).leader).toBe('00714cam a2200205 a 4500');
  });

  it('gives every leader position a value the schema allows and pads a short leader', () => {
    expect(normaliseForMarcXml({ leader: '0071#c |m2x', fields: [] }).leader).toBe(
      '00710ca ma2         4500',
    );
  });

  it('puts control fields before data fields, each kind in record order (jazz_1k.mrc)', () => {
    const record: MarcRecord = {
      leader: '00000njm a2200000 a 4500',
      fields: [
        { tag: '001', value: '1' },
        field('245'),
        { tag: '008', value: 'eight' },
        field('100'),
      ],
    };
    expect(normaliseForMarcXml(record).fields.map((f) => f.tag)).toEqual([
      '001',
      '008',
      '245',
      '100',
    ]);
  });

  it('blanks indicators the schema refuses and leaves out what it cannot carry', () => {
    const record: MarcRecord = {
      leader: '00000nam a2200000 a 4500',
      fields: [
        { tag: 'FMT', value: 'BK' },
        field('245', '#', '|'),
        field('00X'),
        field('650', 'A', '0', ' '),
      ],
    };
    expect(normaliseForMarcXml(record).fields).toEqual([field('245')]);
  });

  it('leaves the stored record as it was', () => {
    const record: MarcRecord = {
      leader: '00714cam  2200205 a 45 0',
      fields: [field('245'), { tag: '008', value: 'x' }],
    };
    const copy = structuredClone(record);
    serializeMarcXml([record]);
    expect(record).toEqual(copy);
  });
});
