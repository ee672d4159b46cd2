import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { readMarcFile } from '../marc/read-marc.ts';
import type { MarcRecord } from '../marc/record.ts';
import { abntEdition, formatAbnt, titleEntry } from './abnt.ts';
import {
  referenceFactsFromRecord,
  type ReferenceFacts,
  type ReferenceName,
} from './reference-facts.ts';

const accessedOn = new Date('2002-01-10T12:00:00Z');

function facts(overrides: Partial<ReferenceFacts>): ReferenceFacts {
  return {
    id: '1',
    materialType: 'book',
    level: 'monograph',
    authors: [],
    title: '',
    subtitle: null,
    edition: null,
    place: null,
    publisher: null,
    year: null,
    extent: null,
    series: [],
    isbn: null,
    issn: null,
    thesis: null,
    host: null,
    url: null,
    language: 'por',
    ...overrides,
  };
}

function person(
  family: string,
  given: string | null,
  editorialRole: ReferenceName['editorialRole'] = null,
): ReferenceName {
  return { kind: 'person', family, given, subordinates: [], editorialRole };
}

function corporate(family: string, ...subordinates: string[]): ReferenceName {
  return { kind: 'corporate', family, given: null, subordinates, editorialRole: null };
}

describe('formatAbnt on the examples of NBR 6023:2018', () => {
  it('book with one author and edition (8.1.1)', () => {
    const ref = formatAbnt(
      facts({
        authors: [person('Luck', 'Heloisa')],
        title: 'Liderança em gestão escolar',
        edition: '4. ed.',
        place: 'Petrópolis',
        publisher: 'Vozes',
        year: '2010',
      }),
    );
    expect(ref.text).toBe(
      'LUCK, Heloisa. Liderança em gestão escolar. 4. ed. Petrópolis: Vozes, 2010.',
    );
    expect(ref.markdown).toBe(
      'LUCK, Heloisa. **Liderança em gestão escolar**. 4. ed. Petrópolis: Vozes, 2010.',
    );
    expect(ref.html).toBe(
      'LUCK, Heloisa. <strong>Liderança em gestão escolar</strong>. 4. ed. Petrópolis: Vozes, 2010.',
    );
  });

  it('up to three authors separated by semicolons, subtitle not bold (8.1.1.1)', () => {
    const ref = formatAbnt(
      facts({
        authors: [
          person('Pasold', 'Cesar Luiz'),
          person('Cruz', 'Paulo Márcio'),
          person('Bodnar', 'Zenildo'),
        ],
        title: 'Metodologia da pesquisa jurídica',
        subtitle: 'teoria e prática',
        edition: '14',
        place: 'São Paulo',
        publisher: 'Conceito Editorial',
        year: '2018',
      }),
    );
    expect(ref.markdown).toBe(
      'PASOLD, Cesar Luiz; CRUZ, Paulo Márcio; BODNAR, Zenildo. **Metodologia da pesquisa jurídica**: teoria e prática. 14. ed. São Paulo: Conceito Editorial, 2018.',
    );
  });

  it('more than three authors: the first followed by et al. (8.1.1.2)', () => {
    const ref = formatAbnt(
      facts({
        authors: [
          person('Urani', 'A.'),
          person('Fonseca', 'R.'),
          person('Mota', 'L.'),
          person('Lisboa', 'M.'),
        ],
        title: 'Constituição de uma matriz de contabilidade social para o Brasil',
        place: 'Brasília, DF',
        publisher: 'IPEA',
        year: '1994',
      }),
    );
    expect(ref.markdown).toBe(
      'URANI, A. et al. **Constituição de uma matriz de contabilidade social para o Brasil**. Brasília, DF: IPEA, 1994.',
    );
  });

  it('corporate author, and a hierarchy of bodies (8.1.2)', () => {
    expect(
      formatAbnt(
        facts({
          authors: [corporate('Associação Brasileira de Normas Técnicas')],
          title: 'NBR 6023',
          subtitle: 'informação e documentação: referências: elaboração',
          place: 'Rio de Janeiro',
          publisher: 'ABNT',
          year: '2002',
        }),
      ).markdown,
    ).toBe(
      'ASSOCIAÇÃO BRASILEIRA DE NORMAS TÉCNICAS. **NBR 6023**: informação e documentação: referências: elaboração. Rio de Janeiro: ABNT, 2002.',
    );
    expect(
      formatAbnt(
        facts({
          authors: [corporate('Brasil', 'Ministério da Justiça')],
          title: 'Relatório de atividades',
          place: 'Brasília, DF',
          publisher: 'Ministério da Justiça',
          year: '1993',
        }),
      ).markdown,
    ).toBe(
      'BRASIL. Ministério da Justiça. **Relatório de atividades**. Brasília, DF: Ministério da Justiça, 1993.',
    );
  });

  it('no author: entry under the title, first word in capitals, nothing bold (8.1.1.8)', () => {
    const ref = formatAbnt(
      facts({
        title: 'Diagnóstico do setor editorial brasileiro',
        place: 'São Paulo',
        publisher: 'Câmara Brasileira do Livro',
        year: '1993',
      }),
    );
    expect(ref.markdown).toBe(
      'DIAGNÓSTICO do setor editorial brasileiro. São Paulo: Câmara Brasileira do Livro, 1993.',
    );
    expect(ref.html).not.toContain('<strong>');
    expect(titleEntry('A floresta e o homem')).toBe('A FLORESTA e o homem');
  });

  it('organiser as the responsible person (8.1.1.4)', () => {
    const ref = formatAbnt(
      facts({
        authors: [person('Ferreira', 'Léslie Piccolotto', 'org')],
        title: 'O fonoaudiólogo e a escola',
        place: 'São Paulo',
        publisher: 'Summus',
        year: '1991',
      }),
    );
    expect(ref.markdown).toBe(
      'FERREIRA, Léslie Piccolotto (org.). **O fonoaudiólogo e a escola**. São Paulo: Summus, 1991.',
    );
  });

  it('chapter of a book, "In:" and the pages (7.3)', () => {
    const ref = formatAbnt(
      facts({
        level: 'chapter',
        authors: [person('Santos', 'F. R. dos')],
        title: 'A colonização da terra do Tucujús',
        year: '1994',
        host: {
          mainEntry: person('Santos', 'F. R. dos'),
          title: 'História do Amapá, 1º grau',
          publication: 'Macapá : Valcan, 1994',
          relatedParts: 'p. 15-24',
          issn: null,
          isbn: null,
        },
      }),
    );
    expect(ref.markdown).toBe(
      'SANTOS, F. R. dos. A colonização da terra do Tucujús. In: SANTOS, F. R. dos. **História do Amapá, 1º grau**. Macapá: Valcan, 1994. p. 15-24.',
    );
  });

  it('thesis: year, leaves, kind of work, institution (7.2.2)', () => {
    const ref = formatAbnt(
      facts({
        materialType: 'thesis',
        authors: [person('Araujo', 'U. A. M.')],
        title: 'Máscaras inteiriças Tukúna',
        subtitle:
          'possibilidades de estudo de artefatos de museu para o conhecimento do universo indígena',
        year: '1985',
        extent: '102 f.',
        thesis: {
          text: null,
          degree: 'Dissertação (Mestrado em Ciências Sociais)',
          institution: 'Fundação Escola de Sociologia e Política de São Paulo, São Paulo',
          year: '1986',
        },
      }),
    );
    expect(ref.markdown).toBe(
      'ARAUJO, U. A. M. **Máscaras inteiriças Tukúna**: possibilidades de estudo de artefatos de museu para o conhecimento do universo indígena. 1985. 102 f. Dissertação (Mestrado em Ciências Sociais) – Fundação Escola de Sociologia e Política de São Paulo, São Paulo, 1986.',
    );
  });

  it('serial as a whole: title in capitals, open date, ISSN (7.7)', () => {
    const ref = formatAbnt(
      facts({
        materialType: 'serial',
        level: 'serial',
        title: 'Revista brasileira de geografia',
        place: 'Rio de Janeiro',
        publisher: 'IBGE',
        year: '1939-',
        issn: '0034-723X',
      }),
    );
    expect(ref.text).toBe(
      'REVISTA BRASILEIRA DE GEOGRAFIA. Rio de Janeiro: IBGE, 1939- . ISSN 0034-723X.',
    );
  });

  it('article without author: title entry, journal in bold, place and numbering (7.7.5)', () => {
    const ref = formatAbnt(
      facts({
        materialType: 'article',
        level: 'article',
        title: 'As 500 maiores empresas do Brasil',
        year: '1984',
        host: {
          mainEntry: null,
          title: 'Conjuntura Econômica',
          publication: 'Rio de Janeiro',
          relatedParts: 'v. 38, n. 9, set. 1984',
          issn: null,
          isbn: null,
        },
      }),
    );
    expect(ref.markdown).toBe(
      'AS 500 maiores empresas do Brasil. **Conjuntura Econômica**, Rio de Janeiro, v. 38, n. 9, set. 1984.',
    );
  });

  it('online document: Disponível em and Acesso em (7.1.3)', () => {
    const ref = formatAbnt(
      facts({
        materialType: 'ebook',
        authors: [person('Alves', 'Castro')],
        title: 'Navio negreiro',
        publisher: 'Virtual Books',
        year: '2000',
        url: 'http://www.terra.com.br/virtualbooks/freebook/port/Lport2/navionegreiro.htm',
      }),
      { accessedOn },
    );
    expect(ref.markdown).toBe(
      'ALVES, Castro. **Navio negreiro**. [S. l.]: Virtual Books, 2000. Disponível em: http://www.terra.com.br/virtualbooks/freebook/port/Lport2/navionegreiro.htm. Acesso em: 10 jan. 2002.',
    );
  });

  it('event as author (7.5)', () => {
    const ref = formatAbnt(
      facts({
        authors: [
          {
            kind: 'meeting',
            family: 'Congresso Brasileiro de Biblioteconomia e Documentação',
            given: null,
            subordinates: [],
            editorialRole: null,
            meeting: { number: '10th', date: '1979', place: 'Curitiba' },
          },
        ],
        title: 'Anais',
        place: 'Curitiba',
        publisher: 'Associação Bibliotecária do Paraná',
        year: '1979',
      }),
    );
    expect(ref.markdown).toBe(
      'CONGRESSO BRASILEIRO DE BIBLIOTECONOMIA E DOCUMENTAÇÃO, 10., 1979, Curitiba. **Anais**. Curitiba: Associação Bibliotecária do Paraná, 1979.',
    );
  });

  it('missing place and publisher: [S. l.: s. n.] (8.4.3, 8.5.3)', () => {
    expect(
      formatAbnt(facts({ authors: [person('Silva', 'Ana')], title: 'Notas', year: '2001' })).text,
    ).toBe('SILVA, Ana. Notas. [S. l.: s. n.], 2001.');
    expect(
      formatAbnt(
        facts({ authors: [person('Silva', 'Ana')], title: 'Notas', place: 'Recife', year: '2001' }),
      ).text,
    ).toBe('SILVA, Ana. Notas. Recife: [s. n.], 2001.');
  });

  it('escapes markup in the HTML form', () => {
    const ref = formatAbnt(
      facts({
        title: 'Tags <b> & "aspas"',
        place: 'X',
        publisher: 'Y',
        year: '2000',
        authors: [person('Silva', 'Ana')],
      }),
    );
    expect(ref.html).toContain('<strong>Tags &lt;b&gt; &amp; &quot;aspas&quot;</strong>');
    expect(ref.text).toContain('Tags <b> & "aspas"');
  });

  it('normalises numbered editions and keeps others as catalogued', () => {
    expect(abntEdition('2nd ed.')).toBe('2. ed.');
    expect(abntEdition('3a edição')).toBe('3. ed.');
    expect(abntEdition('6. ed.')).toBe('6. ed.');
    expect(abntEdition('Large print ed.')).toBe('Large print ed.');
  });
});

async function readPositions(file: string, positions: number[]): Promise<Map<number, MarcRecord>> {
  const out = new Map<number, MarcRecord>();
  for await (const item of readMarcFile(path.resolve(repoRoot, '../shared/data/marc', file))) {
    if (item.ok && positions.includes(item.position)) out.set(item.position, item.record);
    if (out.size === positions.length) break;
  }
  return out;
}

describe('formatAbnt on real records (Pride and Prejudice set)', () => {
  // Derived by hand from each record's 100/245/250/260 and NBR 6023: translators, narrators and
  // writers of introductions (7XX with a secondary relator, or named after ";" in 245 $c) are
  // not authors; the first of several places; a compiler gets "(comp.)".
  const expected: Record<number, string> = {
    1: 'AUSTEN, Jane. **Complete novels of Jane Austen**. Glasgow: HarperCollins, 1993.',
    2: 'AUSTEN, Jane. **Pride and prejudice**. [London]: Fontana, 1980.',
    5: 'RUBINSTEIN, Elliot (comp.). **Twentieth century interpretations of Pride and prejudice**: a collection of critical essays. Englewood Cliffs, N.J: Prentice-Hall, 1969.',
    6: 'AUSTEN, Jane. **Pride and prejudice**. Harmondsworth, Middlesex: Penguin Books, 1980.',
    45: 'AUSTEN, Jane. **The novels of Jane Austen**. 3. ed. London: Oxford University Press, 1932.',
    180: 'AUSTEN, Jane. **Sense and sensibility**. Library ed. Santa Ana, CA: Books on Tape, 2002.',
    243: 'READINGS on Pride and prejudice. San Diego, CA: Greenhaven Press, 1999.',
    324: 'AUSTEN, Jane. **Rozważna i romantyczna**. Kraków: "Zielona Sowa", 2003.',
    333: 'AUSTEN, Jane. **Orgullo y prejuicio**. 6. ed. Barcelona: Juventud, 2003.',
  };

  it('equals the hand-derived references', async () => {
    const positions = Object.keys(expected).map(Number);
    const records = await readPositions('marc4j/pride-and-prejudice-fixed.mrc', positions);
    for (const position of positions) {
      const record = records.get(position);
      expect(record, `record ${position}`).toBeDefined();
      expect(
        formatAbnt(referenceFactsFromRecord(record!, position)).markdown,
        `record ${position}`,
      ).toBe(expected[position]);
    }
  });

  it('gives an online record its URL and access date', async () => {
    const records = await readPositions('marc4j/pride-and-prejudice-fixed.mrc', [153]);
    const ref = formatAbnt(referenceFactsFromRecord(records.get(153)!), {
      accessedOn: new Date('2026-11-22T12:00:00Z'),
    });
    expect(ref.text).toBe(
      'AUSTEN, Jane. Pride and prejudice. Oxford: Oxford University Press, 1990. Disponível em: http://www.netLibrary.com/urlapi.asp?action=summary&v=1&bookid=55923. Acesso em: 22 nov. 2026.',
    );
  });
});
