import { describe, expect, it } from 'vitest';
import { CUTTER_TABLE, cutterMark, cutterNumber, filingForm, titleLetter } from './cutter.ts';

describe('the Cutter-Sanborn table shipped as data', () => {
  it('covers the whole alphabet, each letter in ascending order with numbers never going down', () => {
    expect([...CUTTER_TABLE.keys()].sort().join('')).toBe('abcdefghijklmnopqrstuvwxyz');
    let entries = 0;
    for (const [letter, list] of CUTTER_TABLE) {
      entries += list.length;
      for (let i = 1; i < list.length; i += 1) {
        const before = list[i - 1]!;
        const entry = list[i]!;
        expect(entry.prefix[0], entry.prefix).toBe(letter);
        expect(before.prefix < entry.prefix, `${before.prefix} < ${entry.prefix}`).toBe(true);
        expect(Number(entry.number) >= Number(before.number), entry.prefix).toBe(true);
      }
    }
    // The three-figure table: about eleven thousand entries.
    expect(entries).toBeGreaterThan(11_000);
  });

  it('has three figures for consonants, two for vowels, J, K, Y, Z and one for Q and X', () => {
    const widths = (letter: string) =>
      new Set(CUTTER_TABLE.get(letter)!.map((e) => e.number.length));
    for (const letter of 'bcdfghlmnprstvw') expect(widths(letter)).toEqual(new Set([3]));
    for (const letter of 'aeioujkyz') {
      expect(widths(letter)).toEqual(new Set([letter === 'a' ? 3 : 2]));
    }
    expect(widths('q')).toEqual(new Set([1]));
    expect(widths('x')).toEqual(new Set([1]));
  });
});

describe('cutterNumber', () => {
  // Marks Brazilian libraries print for these surnames, read off the table.
  it.each([
    ['Silva', '586'],
    ['Souza', '729'],
    ['Santos', '237'],
    ['Oliveira', '48'],
    ['Pereira', '436'],
    ['Costa', '837'],
    ['Almeida', '447'],
    ['Ferreira', '383'],
    ['Carvalho', '331'],
    ['Rodrigues', '696'],
    ['Martins', '386'],
    ['Teixeira', '266'],
    ['Quintana', '7'],
    ['Xavier', '3'],
  ])('%s → %s', (surname, number) => {
    expect(cutterNumber(surname)).toBe(number);
  });

  it('takes an exact entry, else the one before the name, never the one after', () => {
    expect(cutterNumber('Silv')).toBe('586');
    expect(cutterNumber('Silvz')).toBe('587'); // after Silve 587, before Sim 588
    expect(cutterNumber('Silu')).toBe('585'); // after Silo 585, before Silv 586
    expect(cutterNumber('Sa')).toBe('111');
  });

  it('files accents and punctuation away', () => {
    expect(filingForm("D'Ávila")).toBe('davila');
    expect(cutterNumber('Souza')).toBe(cutterNumber('SOUZA'));
    expect(cutterNumber('Conceição')).toBe(cutterNumber('Conceicao'));
    expect(cutterNumber('  ')).toBeNull();
  });
});

describe('cutterMark', () => {
  it('is initial + number + the first filing letter of the title, skipping articles', () => {
    expect(cutterMark('Souza', 'Estudos de leitura')).toBe('S729e');
    expect(cutterMark('Silva', 'A escola e o mundo')).toBe('S586e');
    expect(cutterMark('Oliveira', 'Os rios do Cerrado')).toBe('O48r');
    expect(cutterMark('Smith', 'The reading brain')).toBe('S642r');
    expect(cutterMark('Ávila', 'El agua')).toBe('A958a');
  });

  it('keeps a title made only of an article, and starts from the first letter or digit', () => {
    expect(titleLetter('A')).toBe('a');
    expect(titleLetter('"Uma" escola')).toBe('e');
    expect(titleLetter('…e depois?')).toBe('e');
    expect(cutterMark('', 'Título')).toBeNull();
  });
});
