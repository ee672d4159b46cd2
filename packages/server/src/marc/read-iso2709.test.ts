import { Readable } from 'node:stream';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readIso2709 } from './read-iso2709.ts';
import { MarcReadError, type ReadItem } from './read-item.ts';
import { controlValue, getDataFields, isDataField, type MarcRecord } from './record.ts';
import { marcData, readAll, readRecords } from './test-data.ts';
import { serializeIso2709 } from './write-iso2709.ts';
import { arbitraryRecord, comparable } from './test-arbitraries.ts';

async function collect(bytes: Uint8Array, chunkSize = 4096): Promise<ReadItem[]> {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize)
    chunks.push(Buffer.from(bytes.subarray(i, i + chunkSize)));
  const items: ReadItem[] = [];
  for await (const item of readIso2709(Readable.from(chunks))) items.push(item);
  return items;
}

function allText(record: MarcRecord): string {
  return record.fields
    .map((f) => (isDataField(f) ? f.subfields.map((s) => s.value).join(' ') : f.value))
    .join('\n');
}

describe('readIso2709: record counts from the README', () => {
  it.each([
    ['evergreen/jazz_1k.mrc', 1000],
    ['evergreen/lul_fre_500.mrc', 500],
    ['marc4j/pride-and-prejudice-fixed.mrc', 383],
    ['evergreen/auth-1066.mrc', 1066],
    ['evergreen/FSL.marc', 52],
    ['evergreen/hebrew.marc', 20],
    ['evergreen/nepali.marc', 96],
    ['marc4j/brkrtest.mrc', 8],
    ['marc4j/brkrtest_UTF8.mrc', 8],
    ['evergreen/oss.marc', 42],
    ['marc4j/065001035.mrc', 40],
    ['pymarc/marc.dat', 20],
    ['marc4j/unordered-directory-entries.mrc', 1],
  ])('%s has %i records, all readable', async (file, count) => {
    const items = await readAll(marcData(file));
    expect(items.filter((i) => i.ok)).toHaveLength(count);
    expect(items.filter((i) => !i.ok)).toHaveLength(0);
    expect(items.map((i) => i.position)).toEqual(Array.from({ length: count }, (_, k) => k + 1));
  });

  it('gives the same records whatever the chunk size (records split across chunks)', async () => {
    const bytes = readFileSync(marcData('marc4j/brkrtest.mrc'));
    const whole = await collect(bytes, bytes.length);
    const tiny = await collect(bytes, 7);
    expect(tiny).toEqual(whole);
    expect(whole).toHaveLength(8);
  });
});

describe('readIso2709: encodings', () => {
  it('stores Unicode: leader/09 is rewritten to "a"', async () => {
    const [record] = await readRecords(marcData('evergreen/jazz_1k.mrc'));
    expect(record!.leader[9]).toBe('a');
  });

  it('reads MARC-8 French accents (lul_fre_500)', async () => {
    const records = await readRecords(marcData('evergreen/lul_fre_500.mrc'));
    const text = records.map(allText).join('\n');
    expect(text).toMatch(/[éèàç]/);
    expect(text).not.toContain('\uFFFD');
  });

  it('reads Hebrew script through MARC-8 escapes (hebrew.marc), keeping both 008 fields', async () => {
    const records = await readRecords(marcData('evergreen/hebrew.marc'));
    expect(records.map(allText).join('')).toMatch(/[\u05D0-\u05EA]/);
    expect(records[0]!.fields.filter((f) => f.tag === '008')).toHaveLength(2);
  });

  it('reads UTF-8 bytes under a blank leader/09 as UTF-8, with a warning (FSL.marc)', async () => {
    const items = await readAll(marcData('evergreen/FSL.marc'));
    const first = items[0]!;
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.warnings.join()).toMatch(/declares MARC-8 but the data is UTF-8/);
    expect(items.map((i) => (i.ok ? allText(i.record) : '')).join('')).toMatch(/[\u0400-\u04FF]/);
  });

  it('reads ISO-8859-1 under leader/09 "a" as Latin-1 with a warning (biblivre-import.mrc)', async () => {
    const items = await readAll(marcData('biblivre/biblivre-import.mrc'));
    expect(items).toHaveLength(25);
    const text = items.map((i) => (i.ok ? allText(i.record) : '')).join('\n');
    expect(text).toContain('São Paulo');
    expect(text).toContain('Educação');
    expect(text).not.toContain('\uFFFD');
    const warned = items.filter((i) => i.ok && i.warnings.some((w) => w.includes('ISO-8859-1')));
    expect(warned.length).toBeGreaterThan(20);
  });

  it('normalises decomposed UTF-8 to NFC (RDA_record_DVD_Jorge_Mautner.mrc)', async () => {
    const [record] = await readRecords(marcData('evergreen/RDA/RDA_record_DVD_Jorge_Mautner.mrc'));
    const text = allText(record!);
    expect(text).toBe(text.normalize('NFC'));
  });
});

/**
 * What each broken file gives. `good`/`rejected` count the items; `mentions` is matched against
 * the rejection reasons, or (when nothing is rejected) against the warnings.
 */
const BROKEN: Array<{
  file: string;
  good: number;
  rejected: number;
  mentions: RegExp;
  note: string;
}> = [
  {
    file: 'marc4j/008008027.mrc',
    good: 18,
    rejected: 1,
    mentions: /truncated record at end of file \(3034 bytes\)/,
    note: 'file cut at 64 KiB',
  },
  {
    file: 'marc4j/bad_hathi_records.mrc',
    good: 5,
    rejected: 0,
    mentions: /record length in leader \(99999\) differs from the actual length \(1096887\)/,
    note: 'oversized 4th record',
  },
  {
    file: 'marc4j/bad_too_long_plus_2.mrc',
    good: 3,
    rejected: 0,
    mentions: /record length in leader \(23375\) differs from the actual length \(123375\)/,
    note: '6-digit length cut to 5',
  },
  {
    file: 'marc4j/datos-20161010-slice.mrc',
    good: 1,
    rejected: 0,
    mentions: /record length in leader \(99999\) differs from the actual length \(214804\)/,
    note: 'length overflow',
  },
  {
    file: 'marc4j/pride-and-prejudice-with-many-errors.mrc',
    good: 383,
    rejected: 0,
    mentions: /not valid UTF-8 although leader\/09 says so; read as MARC-8/,
    note: 'separators, base address, MARC-8 under "a"',
  },
  {
    file: 'marc4j/not_unimarc_errors_3.mrc',
    good: 3,
    rejected: 0,
    mentions: /invalid UTF-8 bytes replaced with U\+FFFD/,
    note: 'invalid UTF-8',
  },
  {
    file: 'marc4j/sample1.mrc',
    good: 8,
    rejected: 0,
    mentions: /leader held control or non-ASCII characters/,
    note: 'bad leader/22, one bad byte',
  },
  {
    file: 'pymarc/bad_records.mrc',
    good: 6,
    rejected: 2,
    mentions: /the directory lists no readable field/,
    note: 'deliberately broken leaders/directories',
  },
  {
    file: 'marc4j/samples/error.mrc',
    good: 1,
    rejected: 0,
    mentions: /fields taken in order of their terminators/,
    note: 'lengths off by one',
  },
  {
    file: 'marc4j/bad_oversize_field_bad_directory.mrc',
    good: 5,
    rejected: 0,
    mentions: /starts beyond the end of the record/,
    note: 'directory too small for a field',
  },
  {
    file: 'ruby-marc/cp866_multirecord.marc',
    good: 2,
    rejected: 0,
    mentions: /record length in leader \(1167\) differs/,
    note: 'CP866 text: read, but as MARC-8 (garbled)',
  },
  {
    file: 'ruby-marc/cp866_unimarc.marc',
    good: 1,
    rejected: 0,
    mentions: /record length in leader \(1167\) differs/,
    note: 'CP866 text: read, but as MARC-8 (garbled)',
  },
  {
    file: 'ruby-marc/utf8_with_bad_bytes.marc',
    good: 1,
    rejected: 0,
    mentions: /invalid UTF-8 bytes replaced with U\+FFFD/,
    note: 'bad bytes in UTF-8',
  },
  {
    file: 'ruby-marc/marc_with_bad_utf8.utf8.marc',
    good: 1,
    rejected: 0,
    mentions: /fields taken in order of their terminators/,
    note: 'missing separators',
  },
  {
    file: 'biblivre/biblivre-import.mrc',
    good: 25,
    rejected: 0,
    mentions: /read as ISO-8859-1 \(Latin-1\)/,
    note: 'Latin-1 under "a"',
  },
  {
    file: 'openlibrary/bin_input/upei_short_008.mrc',
    good: 1,
    rejected: 0,
    mentions: /base address in leader \(157\)/,
    note: 'short 008, base address',
  },
  {
    file: 'marc4j/bad_leaders_10_11.mrc',
    good: 1,
    rejected: 0,
    mentions: /^$/,
    note: 'blank leader/10-11 and 20-23: tolerated silently',
  },
];

describe('readIso2709: broken files', () => {
  it.each(BROKEN)(
    '$file → $good good, $rejected rejected ($note)',
    async ({ file, good, rejected, mentions }) => {
      const items = await readAll(marcData(file));
      const ok = items.filter((i) => i.ok);
      const bad = items.filter((i): i is Extract<ReadItem, { ok: false }> => !i.ok);
      expect(ok).toHaveLength(good);
      expect(bad).toHaveLength(rejected);
      const text =
        rejected > 0
          ? bad.map((b) => b.reason).join('\n')
          : ok.flatMap((i) => i.warnings).join('\n');
      expect(text).toMatch(mentions);
      expect(items.map((i) => i.position)).toEqual(items.map((_, k) => k + 1));
    },
  );

  it('reports the byte offset of a rejected record', async () => {
    const items = await readAll(marcData('marc4j/008008027.mrc'));
    const last = items.at(-1)!;
    expect(last).toMatchObject({ ok: false, position: 19, byteOffset: 65536 - 3034 });
  });

  it('throws MarcReadError on data that is not ISO 2709 at all (erroneous.iso2709.mrc)', async () => {
    await expect(collect(readFileSync(marcData('natlibfi/erroneous.iso2709.mrc')))).rejects.toThrow(
      MarcReadError,
    );
  });

  it('repairs pride-and-prejudice-with-many-errors to the same field count as the fixed file', async () => {
    const fixed = await readRecords(marcData('marc4j/pride-and-prejudice-fixed.mrc'));
    const broken = await readRecords(marcData('marc4j/pride-and-prejudice-with-many-errors.mrc'));
    expect(broken.map((r) => r.fields.length)).toEqual(fixed.map((r) => r.fields.length));
    // record 24 holds Finnish MARC-8 umlauts under leader/09 'a'
    expect(allText(broken[23]!)).toContain('äänikirjat');
  });

  it('reads fields by directory offsets, not directory order (unordered-directory-entries.mrc)', async () => {
    const [record] = await readRecords(marcData('marc4j/unordered-directory-entries.mrc'));
    expect(controlValue(record!, '001')).toBeTruthy();
    expect(getDataFields(record!, '245')).toHaveLength(1);
  });
});

describe('readIso2709: properties', () => {
  const real = readFileSync(marcData('marc4j/summerland.mrc'));

  async function neverCrashes(bytes: Uint8Array): Promise<void> {
    try {
      const items = await collect(bytes, 97);
      for (const item of items) {
        expect(item.position).toBeGreaterThan(0);
        if (item.ok) expect(item.record.leader).toHaveLength(24);
        else expect(item.reason.length).toBeGreaterThan(0);
      }
    } catch (error) {
      expect(error).toBeInstanceOf(MarcReadError);
    }
  }

  it('never crashes on random bytes', async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), neverCrashes), {
      numRuns: 300,
    });
  });

  it('never crashes on random bytes behind a plausible leader', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), async (tail) => {
        await neverCrashes(Buffer.concat([Buffer.from('00500nam a2200100 a 4500'), tail]));
      }),
      { numRuns: 300 },
    );
  });

  it('never crashes on random mutations of a real record', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(real.length - 1), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 20,
        }),
        fc.nat(real.length),
        async (edits, cut) => {
          const bytes = Buffer.from(real);
          for (const [at, value] of edits) bytes[at] = value;
          await neverCrashes(bytes.subarray(0, Math.max(cut, 1)));
          await neverCrashes(bytes);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('round-trips arbitrary records through the ISO 2709 writer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbitraryRecord(), { minLength: 1, maxLength: 3 }),
        async (records) => {
          const bytes = Buffer.concat(records.map(serializeIso2709));
          const items = await collect(bytes, 50);
          expect(items.map((i) => (i.ok ? comparable(i.record) : i))).toEqual(records);
        },
      ),
      { numRuns: 200 },
    );
  });
});
