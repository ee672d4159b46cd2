/**
 * Titles of works in Portuguese, English and Spanish, built from a knowledge area with the
 * grammar each language needs ("Introdução à educação", "Introdução ao direito civil",
 * "Introducción al derecho civil").
 */
import type { Lang } from './people.ts';
import type { Random } from './random.ts';
import {
  EN_SUBTITLES,
  EN_TITLE_PATTERNS,
  ES_SUBTITLES,
  ES_TITLE_PATTERNS,
  PT_SUBTITLES,
  PT_TITLE_PATTERNS,
  PT_TOPIC_PATTERNS,
  type Area,
  type Gender,
} from './vocabulary.ts';

const PT_TO: Record<Gender, string> = { m: 'ao', f: 'à', mp: 'aos', fp: 'às' };
const PT_OF: Record<Gender, string> = { m: 'do', f: 'da', mp: 'dos', fp: 'das' };

/** A title proper and its subtitle (null when there is none). */
export interface TitleText {
  title: string;
  subtitle: string | null;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lowerFirst(text: string): string {
  // Keep proper nouns and acronyms ("Sistema Único de Saúde", "SUS") as they are.
  const first = text.split(' ')[0] ?? '';
  return /^[A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõç]+$/.test(first) &&
    !/Brasil|Sistema|Mata|Língua/.test(first)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

function portuguese(random: Random, area: Area): string {
  if (random.chance(0.35)) {
    const topic = random.pick(area.topics);
    const pattern = random.pick(PT_TOPIC_PATTERNS);
    return capitalise(
      pattern.startsWith('{t}')
        ? pattern.replace('{t}', topic)
        : pattern.replace('{t}', lowerFirst(topic)),
    );
  }
  const [noun, gender] = area.pt;
  return capitalise(
    random
      .pick(PT_TITLE_PATTERNS)
      .replace('{a}', PT_TO[gender])
      .replace('{d}', PT_OF[gender])
      .replace('{n}', noun),
  );
}

function english(random: Random, area: Area): string {
  return capitalise(random.pick(EN_TITLE_PATTERNS).replace('{n}', area.en));
}

function spanish(random: Random, area: Area): string {
  const [bare, withArticle] = area.es;
  const pattern = random.pick(ES_TITLE_PATTERNS);
  const text = pattern
    .replace('{an}', withArticle)
    .replace('{n}', bare)
    .replace(/ a el /, ' al ')
    .replace(/ de el /, ' del ');
  return capitalise(text);
}

/** A plausible title (and often a subtitle) about the area, in the language given. */
export function titleAbout(random: Random, area: Area, lang: Lang): TitleText {
  switch (lang) {
    case 'eng':
      return {
        title: english(random, area),
        subtitle: random.chance(0.5) ? random.pick(EN_SUBTITLES) : null,
      };
    case 'spa':
      return {
        title: spanish(random, area),
        subtitle: random.chance(0.5) ? random.pick(ES_SUBTITLES) : null,
      };
    default:
      return {
        title: portuguese(random, area),
        subtitle: random.chance(0.6) ? random.pick(PT_SUBTITLES) : null,
      };
  }
}
