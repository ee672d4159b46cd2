import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MarcReadError, type ReadItem } from './read-item.ts';
import { escapeControlCharsInStrings, readMarcJson } from './read-marc-json.ts';
import { arbitraryRecord } from './test-arbitraries.ts';
import { marcData, readAll, readRecords } from './test-data.ts';
import { serializeMarcJson, writeMarcJson } from './write-marc-json.ts';

async function readText(text: string, chunkSize = 16): Promise<ReadItem[]> {
  const bytes = Buffer.from(text, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  const items: ReadItem[] = [];
  for await (const item of readMarcJson(Readable.from(chunks))) items.push(item);
  return items;
}

const leader = '00000nam a2200000 a 4500';

describe('readMarcJson', () => {
  it.each([
    ['pymarc/batch.json', 2],
    ['pymarc/one.json', 1],
    ['marc4j/summerland-marc-in-json.json', 1],
    ['marc4j/summerland-marc-in-json-indented.json', 1],
    ['marc4j/legal-json-marc-in-json.json', 1],
  ])('%s has %i records', async (file, count) => {
    const items = await readAll(marcData(file));
    expect(items.filter((i) => i.ok)).toHaveLength(count);
    expect(items).toHaveLength(count);
  });

  it.each(['marc4j/illegal-marc-in-json.json', 'pymarc/test.json'])(
    '%s (raw control characters) is read leniently with a warning',
    async (file) => {
      const items = await readAll(marcData(file));
      expect(items).toHaveLength(1);
      const [item] = items;
      expect(item!.ok).toBe(true);
      expect(item!.ok && item!.warnings.join()).toMatch(/raw control characters/);
    },
  );

  it('reads the same Summerland record from MARC-in-JSON as from ISO 2709', async () => {
    const [json] = await readRecords(marcData('marc4j/summerland-marc-in-json.json'));
    const [iso] = await readRecords(marcData('marc4j/summerland.mrc'));
    expect(json!.fields).toEqual(iso!.fields);
  });

  it('reads newline-delimited objects and rejects only the broken one', async () => {
    const good = JSON.stringify({ leader, fields: [{ '001': 'a' }] });
    const items = await readText(`${good}\n{"leader": "x", "fields": [1,]}\n${good}\n`);
    expect(items.map((i) => [i.position, i.ok])).toEqual([
      [1, true],
      [2, false],
      [3, true],
    ]);
    expect(!items[1]!.ok && items[1]!.reason).toMatch(/invalid JSON/);
  });

  it('rejects an object that is not a MARC record, with the reason', async () => {
    const items = await readText('[{"leader": "x"}, {"fields": [{"245": 7}]}]');
    expect(items.map((i) => (i.ok ? 'ok' : i.reason))).toEqual([
      'the object has no "fields" array',
      'field 245 is neither a string nor an object',
    ]);
  });

  it('reports a truncated final object', async () => {
    const items = await readText(`[${JSON.stringify({ leader, fields: [] })}, {"leader": "`);
    const last = items.at(-1)!;
    expect(last).toMatchObject({ ok: false, position: 2 });
    expect(!last.ok && last.reason).toMatch(/truncated record at end of file/);
  });

  it('throws MarcReadError when the input is not JSON at all', async () => {
    await expect(readText('hello')).rejects.toBeInstanceOf(MarcReadError);
  });

  it('escapes raw control characters only inside strings', () => {
    expect(escapeControlCharsInStrings('{"a":"x\u001fy"}\n')).toBe('{"a":"x\\u001fy"}\n');
  });

  it('round-trips arbitrary records through the MARC-in-JSON writer, as an array and as lines', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbitraryRecord(), { minLength: 1, maxLength: 3 }),
        async (records) => {
          let array = '';
          for await (const part of writeMarcJson(records)) array += part;
          const fromArray = await readText(array, 7);
          expect(fromArray.map((i) => (i.ok ? i.record : i))).toEqual(records);
          const fromLines = await readText(records.map(serializeMarcJson).join('\n'), 5);
          expect(fromLines.map((i) => (i.ok ? i.record : i))).toEqual(records);
        },
      ),
      { numRuns: 150 },
    );
  });
});
