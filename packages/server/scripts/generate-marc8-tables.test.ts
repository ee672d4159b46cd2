import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildTables, parseCodeTables, renderModule } from './generate-marc8-tables.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

const SAMPLE = `<?xml version="1.0"?>
<codeTables><codeTable name="t" number="1">
  <characterSet name="Extended Latin (ANSEL)" ISOcode="45">
    <code><isCombining>true</isCombining><marc>E2</marc><ucs>0301</ucs><utf-8>CC81</utf-8><name>ACUTE</name></code>
    <code><marc>A1</marc><ucs>0141</ucs><utf-8>C581</utf-8><name>L WITH STROKE</name></code>
    <code><isCombining>true</isCombining><marc>EC</marc><ucs></ucs><utf-8></utf-8><alt>FE21</alt><name>LIGATURE 2</name></code>
  </characterSet>
  <characterSet name="Chinese, Japanese, Korean (EACC)" ISOcode="31">
    <code><marc>213021</marc><ucs>4E00</ucs><utf-8>E4B880</utf-8><name>ONE</name></code>
    <code><marc>275A29</marc><ucs>212C4</ucs><utf-8>F0A18B84</utf-8><name>ASTRAL</name></code>
  </characterSet>
</codeTable></codeTables>`;

describe('generate-marc8-tables', () => {
  it('parses character sets, combining flags and empty mappings', () => {
    const sets = parseCodeTables(SAMPLE);
    expect(sets.map((s) => [s.name, s.isoCode, s.codes.length])).toEqual([
      ['Extended Latin (ANSEL)', 0x45, 3],
      ['Chinese, Japanese, Korean (EACC)', 0x31, 2],
    ]);
    expect(sets[0]!.codes).toEqual([
      { marc: 0xe2, ucs: 0x301, combining: true },
      { marc: 0xa1, ucs: 0x141, combining: false },
      { marc: 0xec, ucs: null, combining: true },
    ]);
  });

  it('renders fixed-width hex entries (2+4 single-byte, 6+5 EACC)', () => {
    const text = renderModule(parseCodeTables(SAMPLE), 'sample.xml');
    expect(text).toContain('GENERATED FILE');
    expect(text).toContain("'E20301A10141EC0000'");
    expect(text).toContain("combining: 'E2EC'");
    expect(text).toContain("'21302104E00275A29212C4'");
  });

  it('the committed module matches the LoC tables plus the documented EACC supplement', () => {
    const xml = readFileSync(path.resolve(repoRoot, '../shared/data/marc8/codetables.xml'), 'utf8');
    const expected = renderModule(buildTables(xml), '../shared/data/marc8/codetables.xml');
    const committed = readFileSync(path.resolve(here, '../src/marc/marc8-tables.ts'), 'utf8');
    expect(committed).toBe(expected);
    expect(committed.length).toBeLessThan(1_000_000);
  });
});
