import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeMarc8, initialMarc8State } from './marc8.ts';
import { isControlField } from './record.ts';
import { marcData, readRecords } from './test-data.ts';

function lines(bytes: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x0a) {
      out.push(bytes.subarray(start, i));
      start = i + 1;
    }
  }
  if (start < bytes.length) out.push(bytes.subarray(start));
  return out;
}

describe('decodeMarc8', () => {
  it('decodes all 1,515 pymarc golden lines to the expected UTF-8 (compared after NFC)', () => {
    const marc8 = lines(readFileSync(marcData('pymarc/test_marc8.txt')));
    const utf8 = lines(readFileSync(marcData('pymarc/test_utf8.txt')));
    expect(marc8).toHaveLength(1515);
    expect(utf8).toHaveLength(1515);
    const failures: string[] = [];
    marc8.forEach((line, i) => {
      const got = decodeMarc8(line);
      const expected = utf8[i]!.toString('utf8').normalize('NFC');
      if (got !== expected)
        failures.push(
          `line ${i + 1}: got ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`,
        );
    });
    expect(failures).toEqual([]);
  });

  it('moves MARC-8 diacritics after their base letter and composes them', () => {
    // E2 = acute, E4 = tilde, F0 = cedilla; MARC-8 puts them before the letter.
    const bytes = Buffer.from([
      0x53, 0xe4, 0x61, 0x6f, 0x20, 0x50, 0x61, 0x75, 0x6c, 0x6f, 0x20, 0x61, 0xf0, 0x63, 0xe4,
      0x61, 0x6f,
    ]);
    expect(decodeMarc8(bytes)).toBe('São Paulo ação');
  });

  it('switches character sets with G0 escapes and the single-letter technique', () => {
    // ESC ( N = Basic Cyrillic in G0; ESC ( B = back to ASCII; ESC p = superscripts; ESC s = ASCII
    const cyr = Buffer.from('\x1b(NMIR\x1b(B ok \x1bp2\x1bs', 'latin1');
    expect(decodeMarc8(cyr)).toBe('мир ok ²');
  });

  it('decodes EACC (CJK) three-byte characters after ESC $ 1', () => {
    const bytes = Buffer.from('\x1b$1\x21\x30\x21\x1b(B', 'latin1');
    expect(decodeMarc8(bytes)).toBe('一');
  });

  it('carries designations through a shared state, as the subfields of one field do', () => {
    const state = initialMarc8State();
    expect(decodeMarc8(Buffer.from('\x1b(N', 'latin1'), 0, 3, state)).toBe('');
    expect(decodeMarc8(Buffer.from('DA', 'latin1'), 0, 2, state)).toBe('да');
  });

  it('degrades gracefully on bad escapes and unassigned bytes', () => {
    expect(decodeMarc8(Buffer.from('a\x1bZb', 'latin1'))).toBe('aZb');
    expect(decodeMarc8(Buffer.from('a\x1b(', 'latin1'))).toBe('a');
    expect(decodeMarc8(Buffer.from([0x61, 0xcf, 0x62]))).toBe('a\uFFFDb');
  });

  it('never throws on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(typeof decodeMarc8(bytes)).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the same records for brkrtest.mrc (MARC-8) as for brkrtest_UTF8.mrc, field by field', async () => {
    const marc8 = await readRecords(marcData('marc4j/brkrtest.mrc'));
    const utf8 = await readRecords(marcData('marc4j/brkrtest_UTF8.mrc'));
    expect(marc8).toHaveLength(8);
    expect(utf8).toHaveLength(8);
    marc8.forEach((record, r) => {
      const other = utf8[r]!;
      expect(record.fields.length, `record ${r + 1}`).toBe(other.fields.length);
      record.fields.forEach((field, f) => {
        expect(field, `record ${r + 1} field ${f + 1} (${field.tag})`).toEqual(other.fields[f]);
      });
      expect(record.fields.some((f) => !isControlField(f))).toBe(true);
    });
  });
});
