import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFormat, MarcReadError, readMarcFile } from './read-marc.ts';
import { marcData, readAll } from './test-data.ts';

describe('detectFormat', () => {
  it.each([
    ['00714cam a2200205 a 4500', 'iso2709'],
    ['\uFEFF<?xml version="1.0"?>', 'marcxml'],
    ['  \n<collection>', 'marcxml'],
    ['[{"leader"', 'json'],
    ['{"leader"', 'json'],
    ['foo\nbar', null],
    ['', null],
    ['0071', null],
  ])('%j → %s', (text, expected) => {
    expect(detectFormat(Buffer.from(text, 'utf8'))).toBe(expected);
  });
});

describe('readMarcFile', () => {
  it('detects each format from the file', async () => {
    expect((await readAll(marcData('marc4j/summerland.mrc'))).length).toBe(1);
    expect((await readAll(marcData('marc4j/summerland.xml'))).length).toBe(1);
    expect((await readAll(marcData('marc4j/summerland-marc-in-json.json'))).length).toBe(1);
  });

  it('reads every openlibrary file as exactly one record', async () => {
    const { readdirSync } = await import('node:fs');
    for (const dir of ['openlibrary/bin_input', 'openlibrary/xml_input', 'openlibrary/add_book']) {
      for (const file of readdirSync(marcData(dir))) {
        const items = await readAll(marcData(dir, file));
        expect(
          items.map((i) => i.ok),
          `${dir}/${file}`,
        ).toEqual([true]);
      }
    }
  });

  it('throws a MarcReadError a librarian can read for a missing file', async () => {
    await expect(readAll('/nonexistent/catalogue.mrc')).rejects.toThrow(
      /Cannot open .*catalogue\.mrc: the file does not exist/,
    );
  });

  it('throws MarcReadError for a file that is not MARC (erroneous.iso2709.mrc) before yielding', async () => {
    const iterator = readMarcFile(marcData('natlibfi/erroneous.iso2709.mrc'))[
      Symbol.asyncIterator
    ]();
    await expect(iterator.next()).rejects.toBeInstanceOf(MarcReadError);
    await expect(readAll(marcData('natlibfi/erroneous.iso2709.mrc'))).rejects.toThrow(
      /is not a MARC file/,
    );
  });

  it('throws MarcReadError for an empty file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'estante-marc-'));
    const file = path.join(dir, 'empty.mrc');
    writeFileSync(file, '');
    await expect(readAll(file)).rejects.toThrow(/is empty/);
  });

  it('reports bytes read for progress', async () => {
    const seen: number[] = [];
    for await (const item of readMarcFile(marcData('evergreen/jazz_1k.mrc'), {
      onBytes: (n) => seen.push(n),
    })) {
      expect(item.ok).toBe(true);
    }
    const { statSync } = await import('node:fs');
    expect(seen.at(-1)).toBe(statSync(marcData('evergreen/jazz_1k.mrc')).size);
    expect(seen.length).toBeGreaterThan(1);
  });

  it('honours an explicit format', async () => {
    await expect(readAll(marcData('marc4j/summerland.xml'), 'iso2709')).rejects.toBeInstanceOf(
      MarcReadError,
    );
  });
});
