import { describe, expect, it } from 'vitest';
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-bibtex';
import { toCsl } from './csl.ts';
import type { ReferenceFacts } from './reference-facts.ts';
import { formatReference } from './styles.ts';

const pride: ReferenceFacts = {
  id: '42',
  materialType: 'book',
  level: 'monograph',
  authors: [
    { kind: 'person', family: 'Austen', given: 'Jane', subordinates: [], editorialRole: null },
  ],
  title: 'Pride and prejudice',
  subtitle: null,
  edition: null,
  place: 'London',
  publisher: 'T. Egerton',
  year: '1813',
  extent: '3 v.',
  series: [],
  isbn: null,
  issn: null,
  thesis: null,
  host: null,
  url: null,
  language: 'eng',
};

describe('formatReference', () => {
  it('formats APA, Vancouver and Harvard through citation-js', async () => {
    expect((await formatReference(pride, 'apa')).text).toBe(
      'Austen, J. (1813). Pride and prejudice. T. Egerton.',
    );
    expect((await formatReference(pride, 'apa')).html).toBe(
      'Austen, J. (1813). <i>Pride and prejudice</i>. T. Egerton.',
    );
    expect((await formatReference(pride, 'apa')).markdown).toBe(
      'Austen, J. (1813). *Pride and prejudice*. T. Egerton.',
    );
    expect((await formatReference(pride, 'vancouver')).text).toBe(
      'Austen J. Pride and prejudice. London: T. Egerton; 1813.',
    );
    expect((await formatReference(pride, 'harvard')).text).toBe(
      'Austen, J. (1813) Pride and prejudice. London: T. Egerton.',
    );
  });

  it('formats ABNT with our own formatter', async () => {
    expect((await formatReference(pride, 'abnt')).text).toBe(
      'AUSTEN, Jane. Pride and prejudice. London: T. Egerton, 1813.',
    );
  });
});

describe('toCsl', () => {
  it('makes an item that RIS and BibTeX export and read back', () => {
    const item = toCsl(pride);
    expect(item).toMatchObject({
      id: '42',
      type: 'book',
      title: 'Pride and prejudice',
      issued: { 'date-parts': [[1813]] },
    });
    const ris = new Cite([item]).format('ris');
    expect(ris).toContain('TI  - Pride and prejudice');
    const back = new Cite(ris).format('data', { format: 'object' }) as unknown as {
      title: string;
    }[];
    expect(back[0]?.title).toBe('Pride and prejudice');
    const bibtex = new Cite([item]).format('bibtex');
    expect(bibtex).toContain('Pride and prejudice');
  });

  it('maps a journal article with volume, issue and pages', () => {
    const item = toCsl({
      ...pride,
      materialType: 'article',
      level: 'article',
      host: {
        mainEntry: null,
        title: 'Revista X',
        publication: null,
        relatedParts: 'v. 12, n. 3, p. 45-67, 2005',
        issn: '1234-5678',
        isbn: null,
      },
    });
    expect(item).toMatchObject({
      type: 'article-journal',
      'container-title': 'Revista X',
      volume: '12',
      issue: '3',
      page: '45-67',
      ISSN: '1234-5678',
    });
  });
});
