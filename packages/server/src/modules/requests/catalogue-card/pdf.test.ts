import { describe, expect, it } from 'vitest';
import { composeCard, invertName, type CardData } from './card.ts';
import { pdfItems, pdfLayout } from './pdf-lines.ts';
import { cardGeometry, cataloguePdf } from './pdf.ts';

/** A4 in points, the page pdfkit makes. */
const A4 = { width: 595.28, height: 841.89 };
const geometry = cardGeometry(A4.width, A4.height);

/**
 * A card as a cataloguer writes it by hand: the call number (left column, top to bottom) and
 * the paragraphs of the text column, the first (author entry) at the first indention, the
 * others starting at the second.
 */
interface HandWrittenCard {
  callNumber: string[];
  paragraphs: string[];
}

/** Reads a card PDF back into the same shape, from where PDF.js finds the text. */
async function readCard(pdf: Buffer): Promise<HandWrittenCard & { around: string[] }> {
  const items = await pdfItems(pdf);
  // PDF.js measures y from the bottom of the page; the frame spans [top, top + 7.5 cm].
  const frameTop = A4.height - geometry.top;
  const frameBottom = frameTop - (7.5 * 72) / 2.54;
  const inFrame = (y: number) => y < frameTop && y > frameBottom;
  const callNumber = items
    .filter((i) => inFrame(i.y) && i.x < geometry.textLeft - 1)
    .sort((a, b) => b.y - a.y);
  for (const item of callNumber) expect(item.x).toBeCloseTo(geometry.callNumberLeft, 0);
  const lines = await pdfLayout(pdf, (i) => inFrame(i.y) && i.x >= geometry.textLeft - 1);
  const paragraphs: string[] = [];
  for (const line of lines) {
    const indented = line.x > geometry.textLeft + 1;
    if (indented) expect(line.x).toBeCloseTo(geometry.textLeft + geometry.secondIndention, 0);
    else expect(line.x).toBeCloseTo(geometry.textLeft, 0);
    // A paragraph starts at the second indention; its other lines go back to the first.
    if (paragraphs.length === 0 || indented) paragraphs.push(line.text);
    else {
      // pdfkit breaks lines at spaces and after hyphens ("Pós-|Graduação"), keeping the hyphen.
      const before = paragraphs[paragraphs.length - 1]!;
      paragraphs[paragraphs.length - 1] = before.endsWith('-')
        ? `${before}${line.text}`
        : `${before} ${line.text}`;
    }
  }
  const around = (await pdfLayout(pdf, (i) => !inFrame(i.y))).map((l) => l.text);
  return { callNumber: callNumber.map((i) => i.str.trim()), paragraphs, around };
}

const FOOTER =
  'Ficha catalográfica revisada pela biblioteca em 02/03/2026, com os dados fornecidos pelo(a) autor(a).';

describe('the catalogue card PDF, read back and compared with cards written by hand', () => {
  it('a master’s dissertation with co-advisor, coloured illustrations and a CDD class', async () => {
    const data: CardData = {
      autor_sobrenome: 'Souza',
      autor_nome: 'Ana Lúcia de',
      titulo: 'Estudos de leitura',
      subtitulo: 'práticas escolares em escolas ribeirinhas do Tocantins',
      ano: 2025,
      paginas_preliminares: 'XII',
      paginas: 148,
      ilustracoes: 'il. color.',
      dimensao_cm: 30,
      grau: 'mestrado',
      curso: 'Programa de Pós-Graduação em Letras',
      instituicao: 'Universidade Federal do Tocantins',
      cidade: 'Palmas',
      orientador: 'Carlos Eduardo Pereira',
      coorientador: 'José Ribeiro Filho',
      assuntos: ['Leitura', 'Práticas escolares', 'Educação ribeirinha'],
    };
    const card = await readCard(await cataloguePdf(composeCard(data, '372.4'), { footer: FOOTER }));
    expect(card).toEqual({
      callNumber: ['372.4', 'S729e'],
      paragraphs: [
        'Souza, Ana Lúcia de.',
        'Estudos de leitura : práticas escolares em escolas ribeirinhas do Tocantins / Ana Lúcia de Souza. – Palmas, 2025.',
        'xii, 148 f. : il. color. ; 30 cm.',
        'Orientador: Carlos Eduardo Pereira.',
        'Coorientador: José Ribeiro Filho.',
        'Dissertação (Mestrado) – Universidade Federal do Tocantins, Programa de Pós-Graduação em Letras, 2025.',
        '1. Leitura. 2. Práticas escolares. 3. Educação ribeirinha. I. Pereira, Carlos Eduardo. II. Ribeiro Filho, José. III. Título.',
      ],
      around: ['Dados Internacionais de Catalogação na Publicação (CIP)', FOOTER],
    });
  });

  it('a doctoral thesis by a compound surname with a woman advisor (Orientadora), no illustrations, initial article skipped', async () => {
    const data: CardData = {
      autor_sobrenome: 'Ribeiro Filho',
      autor_nome: 'José',
      titulo: 'O uso da água no Cerrado',
      subtitulo: 'conflitos e políticas públicas (1990-2020)',
      ano: 2024,
      paginas_preliminares: 'xvi',
      paginas: 231,
      ilustracoes: 'nenhuma',
      dimensao_cm: 30,
      grau: 'doutorado',
      curso: 'Programa de Pós-Graduação em Ciências Ambientais',
      instituicao: 'Universidade de Brasília',
      cidade: 'Brasília',
      orientador: 'Maria das Graças Oliveira',
      orientador_genero: 'feminino',
      assuntos: ['Recursos hídricos', 'Cerrado', 'Políticas públicas'],
    };
    const card = await readCard(
      await cataloguePdf(composeCard(data, '333.91'), { footer: FOOTER }),
    );
    expect(card).toEqual({
      callNumber: ['333.91', 'R484u'],
      paragraphs: [
        'Ribeiro Filho, José.',
        'O uso da água no Cerrado : conflitos e políticas públicas (1990-2020) / José Ribeiro Filho. – Brasília, 2024.',
        'xvi, 231 f. ; 30 cm.',
        'Orientadora: Maria das Graças Oliveira.',
        'Tese (Doutorado) – Universidade de Brasília, Programa de Pós-Graduação em Ciências Ambientais, 2024.',
        '1. Recursos hídricos. 2. Cerrado. 3. Políticas públicas. I. Oliveira, Maria das Graças. II. Título.',
      ],
      around: ['Dados Internacionais de Catalogação na Publicação (CIP)', FOOTER],
    });
  });

  it('keeps a long card inside the frame by setting it smaller, and prints only what the fonts can', async () => {
    const long: CardData = {
      autor_sobrenome: 'Almeida',
      autor_nome: 'Beatriz',
      titulo: 'Um título muito longo '.repeat(12).trim(),
      ano: 2023,
      paginas: 90,
      grau: 'tcc',
      curso: 'Curso de Biblioteconomia',
      instituicao: 'Universidade Federal do Tocantins',
      cidade: 'Palmas',
      orientador: 'Paulo Lima',
      assuntos: ['Catalogação 目録', 'Bibliotecas', 'Acervos', 'Indexação', 'Leitura', 'Arquivos'],
    };
    const card = await readCard(await cataloguePdf(composeCard(long, null), { footer: FOOTER }));
    expect(card.callNumber).toEqual(['A447t']);
    expect(card.paragraphs.at(-1)).toBe(
      '1. Catalogação ??. 2. Bibliotecas. 3. Acervos. 4. Indexação. 5. Leitura. 6. Arquivos. I. Lima, Paulo. II. Título.',
    );
    expect(card.paragraphs).toContain(
      'Trabalho de Conclusão de Curso (Graduação) – Universidade Federal do Tocantins, Curso de Biblioteconomia, 2023.',
    );
  });
});

describe('invertName', () => {
  it.each([
    ['Carlos Eduardo Pereira', 'Pereira, Carlos Eduardo'],
    ['José Ribeiro Filho', 'Ribeiro Filho, José'],
    ['Maria das Graças Oliveira', 'Oliveira, Maria das Graças'],
    ['Paulo  Lima ', 'Lima, Paulo'],
    ['Platão', 'Platão'],
  ])('%s → %s', (name, inverted) => expect(invertName(name)).toBe(inverted));
});
