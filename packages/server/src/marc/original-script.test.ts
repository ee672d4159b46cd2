import { describe, expect, it } from 'vitest';
import { describeBibliographic } from './describe.ts';
import { languageAndDirection, linkedTag } from './original-script.ts';
import { marcData, readRecords } from './test-data.ts';

describe('original script (880)', () => {
  it('reads the linked tag of $6', () => {
    expect(linkedTag('245-01/(2/r')).toBe('245');
    expect(linkedTag('700-00/$1')).toBe('700');
    expect(linkedTag('100-01')).toBe('100');
    expect(linkedTag('880')).toBeNull();
    expect(linkedTag('')).toBeNull();
  });

  it("marks the record's language when the text is in its script, else the script alone", () => {
    expect(languageAndDirection('ספר', 'heb', '245-01/(2/r')).toEqual({ lang: 'he', dir: 'rtl' });
    expect(languageAndDirection('ספר', 'yid', '245-01/(2/r')).toEqual({ lang: 'yi', dir: 'rtl' });
    // Without the /r of $6, Hebrew and Arabic script are right to left all the same.
    expect(languageAndDirection('قصر', 'ara', '245-01/(3')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(languageAndDirection('قصر', 'per', '245-01')).toEqual({ lang: 'fa', dir: 'rtl' });
    expect(languageAndDirection('Война', 'rus', '245-01/(N')).toEqual({ lang: 'ru', dir: 'auto' });
    expect(languageAndDirection('图说', 'chi', '245-01/$1')).toEqual({ lang: 'zh', dir: 'auto' });
    expect(languageAndDirection('こころ', 'jpn', '245-01/$1')).toEqual({ lang: 'ja', dir: 'auto' });
    expect(languageAndDirection('開米潤', 'jpn', '100-01')).toEqual({ lang: 'ja', dir: 'auto' });
    // Another script than the record's language: the script only.
    expect(languageAndDirection('開米潤', 'eng', '100-01')).toEqual({
      lang: 'und-Hani',
      dir: 'auto',
    });
    expect(languageAndDirection('ספר', 'eng', '100-01/(2/r')).toEqual({
      lang: 'und-Hebr',
      dir: 'rtl',
    });
    expect(languageAndDirection('ספר', null, '100-01/(2/r')).toEqual({
      lang: 'und-Hebr',
      dir: 'rtl',
    });
  });

  it('describes the 880s of evergreen/hebrew.marc with the fields they pair with', async () => {
    const records = await readRecords(marcData('evergreen/hebrew.marc'));
    const facts = records.map(describeBibliographic);
    expect(facts.every((f) => f.originalScript.some((o) => o.campo === 'titulo'))).toBe(true);
    const yedid = facts.find((f) => f.controlNumber === '27227427')!;
    expect(yedid.originalScript).toEqual([
      {
        campo: 'titulo',
        tag: '245',
        texto: 'ספר ידיד נפש: מבוא לתורת הקבלה : מיועד למתחילים ולמתקדמים ...',
        lang: 'he',
        dir: 'rtl',
      },
      // 246 $i "Spine title:" is a display text, not the title.
      { campo: 'outro_titulo', tag: '246', texto: 'ידיד נפש', lang: 'he', dir: 'rtl' },
      { campo: 'outro_titulo', tag: '740', texto: 'ידיד נפש', lang: 'he', dir: 'rtl' },
    ]);
    const authors = facts.flatMap((f) => f.originalScript.filter((o) => o.campo === 'autor'));
    expect(authors.length).toBe(1);
    // The romanized fields are as before.
    expect(yedid.title).toBe('Sefer Yedid nefesh');
  });
});
