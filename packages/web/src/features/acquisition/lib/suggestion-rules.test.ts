import { describe, expect, it } from 'vitest';
import { EMPTY_SUGGESTION, problemsOf, suggestionBody } from './suggestion-rules';

const filled = { ...EMPTY_SUGGESTION, biblioteca: '3', titulo: 'Vidas secas', editor: 'Record' };

describe('suggestion rules (spec §5)', () => {
  it('requires library, title and editor, and nothing else', () => {
    expect(problemsOf(EMPTY_SUGGESTION)).toEqual({
      biblioteca: 'required',
      titulo: 'required',
      editor: 'required',
    });
    expect(problemsOf({ ...filled, titulo: '   ' })).toEqual({ titulo: 'required' });
    expect(problemsOf(filled)).toEqual({});
  });

  it('checks an ISBN/ISSN only when given', () => {
    expect(problemsOf({ ...filled, isbn_issn: '978-85-359-0277-9' })).toEqual({
      isbn_issn: 'isbnIssn',
    });
    expect(problemsOf({ ...filled, isbn_issn: '978-85-359-0277-8' })).toEqual({});
    expect(problemsOf({ ...filled, isbn_issn: '0028-0836' })).toEqual({});
  });

  it('sends trimmed text and null for blank optional fields', () => {
    expect(suggestionBody({ ...filled, autor: ' Graciliano Ramos ', campus: '' })).toEqual({
      campus: null,
      biblioteca: 3,
      autor: 'Graciliano Ramos',
      titulo: 'Vidas secas',
      edicao: null,
      editor: 'Record',
      isbn_issn: null,
      periodico: null,
      outras_inf: null,
      cod_acervo: null,
    });
  });

  it('sends the title asked more copies of, from its title page', () => {
    expect(suggestionBody(filled, 1234)).toMatchObject({ titulo: 'Vidas secas', cod_acervo: 1234 });
  });
});
