import type { CardDegree, CatalogueCardBody } from '@estante/contract';
import { cutterMark } from './cutter.ts';

/**
 * The text of a catalogue card (ficha catalográfica) as Brazilian university libraries print
 * it on the back of a thesis's title page (ABNT NBR 14724, AACR2 layout): the call number
 * (classification over the Cutter-Sanborn mark) in the left column, the author entry, the title
 * paragraph with the imprint, the pages line, the notes and the tracings. Always in Portuguese:
 * the card belongs to the thesis, not to the reader's interface.
 */
export interface CatalogueCard {
  /** Left column, top to bottom: classification (if any), then the Cutter mark. */
  callNumber: string[];
  /** "Souza, Ana Lúcia de." */
  authorEntry: string;
  /** "Título : subtítulo / Ana Lúcia de Souza. – Palmas, 2025." */
  titleParagraph: string;
  /** "xii, 148 f. : il. color. ; 30 cm." */
  physicalDescription: string;
  /** "Orientador: …", "Coorientador: …", "Dissertação (Mestrado) – …". */
  notes: string[];
  /** "1. Leitura. 2. Escola. I. Pereira, Carlos. II. Título." */
  tracings: string;
}

/** The complete data a card needs: the body's required fields are present (service checked). */
export type CardData = Omit<
  CatalogueCardBody,
  | 'autor_sobrenome'
  | 'autor_nome'
  | 'titulo'
  | 'ano'
  | 'paginas'
  | 'grau'
  | 'curso'
  | 'instituicao'
  | 'cidade'
  | 'orientador'
  | 'assuntos'
> & {
  autor_sobrenome: string;
  autor_nome: string;
  titulo: string;
  ano: number;
  paginas: number;
  grau: CardDegree;
  curso: string;
  instituicao: string;
  cidade: string;
  orientador: string;
  assuntos: string[];
};

/** The degree note's opening words (NBR 14724: "Tipo de trabalho (grau)"). */
const DEGREE_NOTE: Record<CardDegree, string> = {
  tcc: 'Trabalho de Conclusão de Curso (Graduação)',
  especializacao: 'Monografia (Especialização)',
  mestrado: 'Dissertação (Mestrado)',
  doutorado: 'Tese (Doutorado)',
};

/** Words that stay with the surname they follow when a name is inverted (AACR2 22.5C). */
const KINSHIP = new Set([
  'filho',
  'filha',
  'neto',
  'neta',
  'sobrinho',
  'sobrinha',
  'junior',
  'júnior',
  'jr.',
]);
/** Particles that open a surname but are filed after the given names ("Ana de Souza"). */
const PARTICLES = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A sentence's end: adds a full stop unless the text ends with one (or ? !). */
export const withStop = (text: string) => (/[.?!]$/.test(text) ? text : `${text}.`);

/**
 * A personal name in direct order inverted for an entry (AACR2, Portuguese names): the last
 * word is the surname, with a kinship word before it ("Ribeiro Filho, José"); particles stay
 * with the given names ("Silva, João da").
 */
export function invertName(name: string): string {
  const words = squeeze(name).split(' ');
  if (words.length < 2) return words.join(' ');
  let surnameStart = words.length - 1;
  if (KINSHIP.has(words[surnameStart]!.toLowerCase()) && surnameStart > 1) surnameStart -= 1;
  const surname = words.slice(surnameStart).join(' ');
  const given = words.slice(0, surnameStart).join(' ');
  return `${surname}, ${given}`;
}

/** The given names and surname of the author, trimmed ("Ana Lúcia de", "Souza"). */
function authorParts(data: CardData) {
  return { given: squeeze(data.autor_nome), surname: squeeze(data.autor_sobrenome) };
}

/** The Cutter-Sanborn mark of the card: the author's surname's first word, the title. */
export function cardCutter(data: Pick<CardData, 'autor_sobrenome' | 'titulo'>): string | null {
  // A compound surname files under its first word that is not a particle ("Ribeiro Filho" → Ribeiro).
  const words = squeeze(data.autor_sobrenome)
    .split(' ')
    .filter((word) => !PARTICLES.has(word.toLowerCase()));
  return cutterMark(words[0] ?? '', data.titulo);
}

/** "Orientador" or, for a woman, "Orientadora" (the patron says which; masculine by default). */
const advisorWord = (word: string, form: CardData['orientador_genero']) =>
  form === 'feminino' ? `${word}a` : word;

/**
 * Composes the card of a thesis.
 *
 * @param classification The class number given by the patron or set by staff (CDD/CDU), if any.
 */
export function composeCard(data: CardData, classification: string | null): CatalogueCard {
  const { given, surname } = authorParts(data);
  const title = squeeze(data.titulo);
  const subtitle = data.subtitulo ? squeeze(data.subtitulo) : '';
  const year = String(data.ano);

  const titleProper = subtitle ? `${title} : ${subtitle}` : title;
  const pages = data.paginas_preliminares
    ? `${squeeze(data.paginas_preliminares).toLowerCase()}, ${data.paginas} f.`
    : `${data.paginas} f.`;
  const illustrations =
    data.ilustracoes && data.ilustracoes !== 'nenhuma' ? ` : ${data.ilustracoes}` : '';
  const size = data.dimensao_cm ?? 30;

  const notes = [
    `${advisorWord('Orientador', data.orientador_genero)}: ${withStop(squeeze(data.orientador))}`,
  ];
  if (data.coorientador && squeeze(data.coorientador) !== '') {
    const word = advisorWord('Coorientador', data.coorientador_genero);
    notes.push(`${word}: ${withStop(squeeze(data.coorientador))}`);
  }
  notes.push(
    `${DEGREE_NOTE[data.grau]} – ${squeeze(data.instituicao)}, ${squeeze(data.curso)}, ${year}.`,
  );

  const subjects = data.assuntos
    .map(squeeze)
    .filter((subject) => subject !== '')
    .map((subject, index) => `${index + 1}. ${withStop(subject)}`);
  const added = [invertName(data.orientador)];
  if (data.coorientador && squeeze(data.coorientador) !== '') {
    added.push(invertName(data.coorientador));
  }
  const roman = ['I', 'II', 'III', 'IV'];
  const addedEntries = [...added.map(withStop), 'Título.'].map(
    (entry, index) => `${roman[index]}. ${entry}`,
  );

  const cutter = cardCutter(data);
  return {
    callNumber: [classification ? squeeze(classification) : null, cutter].filter(
      (line): line is string => line !== null && line !== '',
    ),
    authorEntry: withStop(`${surname}, ${given}`),
    titleParagraph: `${titleProper} / ${given} ${surname}. – ${squeeze(data.cidade)}, ${year}.`,
    physicalDescription: `${pages}${illustrations} ; ${size} cm.`,
    notes,
    tracings: [...subjects, ...addedEntries].join(' '),
  };
}
