/**
 * Fields in their original script: MARC 880 (alternate graphic representation). A record in
 * Hebrew, Arabic, Cyrillic or CJK script keeps its romanized form in the regular fields and
 * the same field as written in 880, linked by $6: `880-01` in the romanized 245, `245-01/(2/r`
 * in the 880 (the linked tag and occurrence, the script — `(2` Hebrew, `(3` Arabic, `(N`
 * Cyrillic, `(S` Greek, `$1` CJK — and `/r` for right to left). Occurrence `00` is an 880
 * without a romanized partner; it is read the same way, by its tag.
 */
import type { OriginalScript, OriginalScriptField } from '@estante/contract';
import type { DataField } from './record.ts';

/** Subject tags, as describe.ts reads them. */
const SUBJECT_TAGS = new Set(
  ['600', '610', '611', '630', '648', '650', '651', '653', '654', '655', '656', '657'].concat([
    '690',
    '691',
    '695',
  ]),
);

/** What each linked tag stands beside. Tags not listed (300, 020…) are left out. */
function fieldOf(tag: string): OriginalScriptField | null {
  if (tag === '245') return 'titulo';
  if (['130', '210', '222', '240', '242', '243', '246', '247', '730', '740'].includes(tag))
    return 'outro_titulo';
  if (['100', '110', '111', '700', '710', '711', '720'].includes(tag)) return 'autor';
  if (SUBJECT_TAGS.has(tag)) return 'assunto';
  if (tag === '250') return 'edicao';
  if (tag === '260' || tag === '264') return 'publicacao';
  if (['440', '490', '800', '810', '811', '830'].includes(tag)) return 'serie';
  if (tag[0] === '5') return 'nota';
  return null;
}

/** The text subfields shown for each kind of field (control subfields $0-$9 never are). */
const TEXT_CODES: Partial<Record<OriginalScriptField, string>> = {
  outro_titulo: 'abfgklmnoprs',
  autor: 'abcdgjnqt',
  edicao: 'ab',
  publicacao: 'abc',
  serie: 'anpv',
  nota: 'abcdgnprt',
};

/** Scripts written right to left, by ISO 15924 code. */
const RIGHT_TO_LEFT = new Set(['Hebr', 'Arab', 'Syrc', 'Thaa', 'Nkoo', 'Samr', 'Mand', 'Adlm']);

/** MARC script codes of $6 (MARC 21 Specifications, Part 3) as ISO 15924 codes. */
const MARC_SCRIPTS: Record<string, string> = {
  '(2': 'Hebr',
  '(3': 'Arab',
  '(4': 'Arab',
  '(B': 'Latn',
  $1: 'Hani',
  '(N': 'Cyrl',
  '(Q': 'Cyrl',
  '(S': 'Grek',
};

/** Scripts recognised in the text itself, most specific first (kana and hangul before Han). */
const TEXT_SCRIPTS: [string, RegExp][] = [
  ['Hebr', /\p{Script=Hebrew}/u],
  ['Arab', /\p{Script=Arabic}/u],
  ['Syrc', /\p{Script=Syriac}/u],
  ['Thaa', /\p{Script=Thaana}/u],
  ['Cyrl', /\p{Script=Cyrillic}/u],
  ['Grek', /\p{Script=Greek}/u],
  ['Armn', /\p{Script=Armenian}/u],
  ['Geor', /\p{Script=Georgian}/u],
  ['Deva', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Jpan', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['Kore', /\p{Script=Hangul}/u],
  ['Hani', /\p{Script=Han}/u],
];

/** Scripts a language's usual script counts as (Chinese, Japanese and Korean all use Han). */
const SAME_SCRIPT: Record<string, string[]> = {
  Hani: ['Hans', 'Hant', 'Jpan', 'Kore'],
  Jpan: ['Jpan'],
  Kore: ['Kore'],
};

/** MARC language codes Intl does not know as ISO 639-2 (it knows heb, rus, ara, jpn…). */
const MARC_TO_ISO: Record<string, string> = {
  arm: 'hye',
  chi: 'zho',
  geo: 'kat',
  gre: 'ell',
  mac: 'mkd',
  per: 'fas',
  scc: 'srp',
  scr: 'hrv',
};

/** A MARC language code as a BCP 47 tag with its usual script ('heb' → he, Hebr), or null. */
function languageTag(code: string | null): { tag: string; script: string | undefined } | null {
  if (!code || code === 'und' || code === 'mul' || code === 'zxx') return null;
  try {
    const locale = new Intl.Locale(MARC_TO_ISO[code] ?? code);
    return { tag: locale.language, script: locale.maximize().script };
  } catch {
    return null;
  }
}

/** The script of a text: the first non-Latin script found in it, else the $6 script code. */
function scriptOf(text: string, marcScript: string | undefined): string | undefined {
  for (const [script, pattern] of TEXT_SCRIPTS) if (pattern.test(text)) return script;
  return marcScript;
}

/**
 * The language tag and direction of a text in the original script. The record's language when
 * that language is written in the text's script (Hebrew text in a Hebrew record: `he`);
 * otherwise the script alone (`und-Hebr`), or the record's language when the script is unknown.
 */
export function languageAndDirection(
  text: string,
  recordLanguage: string | null,
  linkage: string,
): Pick<OriginalScript, 'lang' | 'dir'> {
  const slash = linkage.indexOf('/');
  const rest = slash >= 0 ? linkage.slice(slash + 1) : '';
  const [code, orientation] = rest.split('/');
  const script = scriptOf(text, code ? MARC_SCRIPTS[code] : undefined);
  const language = languageTag(recordLanguage);
  let lang: string;
  if (!script || script === 'Latn') lang = language?.tag ?? 'und';
  else if (language?.script && (SAME_SCRIPT[script] ?? [script]).includes(language.script))
    lang = language.tag;
  else lang = `und-${script}`;
  const rtl = orientation === 'r' || (script !== undefined && RIGHT_TO_LEFT.has(script));
  return { lang, dir: rtl ? 'rtl' : 'auto' };
}

/** `$6 245-01/(2/r` → '245' (the linked tag), or null when $6 is missing or malformed. */
export function linkedTag(linkage: string): string | null {
  const match = /^(\d{3})-\d{2}/.exec(linkage.trim());
  return match ? match[1]! : null;
}

/** The 880 fields of a record, each as the field it stands beside, in record order. */
export function originalScriptFields(
  fields: readonly DataField[],
  recordLanguage: string | null,
  text: {
    /** Title proper (245 $a $n $p) and remainder ($b), cleaned as the romanized ones are. */
    title: (field: DataField) => {
      title: string;
      subtitle: string | null;
      responsibility: string | null;
    };
    /** Author name, subject heading, or the listed subfields joined and cleaned. */
    author: (field: DataField, tag: string) => string | null;
    subject: (field: DataField, tag: string) => string | null;
    joined: (field: DataField, codes: string) => string | null;
  },
): OriginalScript[] {
  const out: OriginalScript[] = [];
  for (const field of fields) {
    const linkage = field.subfields.find((sf) => sf.code === '6')?.value ?? '';
    const tag = linkedTag(linkage);
    if (!tag) continue;
    const kind = fieldOf(tag);
    if (!kind) continue;
    const push = (campo: OriginalScriptField, texto: string | null) => {
      if (!texto) return;
      out.push({ campo, tag, texto, ...languageAndDirection(texto, recordLanguage, linkage) });
    };
    if (kind === 'titulo') {
      const { title, subtitle, responsibility } = text.title(field);
      push('titulo', title && subtitle ? `${title}: ${subtitle}` : title || subtitle);
      push('responsabilidade', responsibility);
    } else if (kind === 'autor') push(kind, text.author(field, tag));
    else if (kind === 'assunto') push(kind, text.subject(field, tag));
    else push(kind, text.joined(field, TEXT_CODES[kind] ?? 'a'));
  }
  return out;
}
