import { SWITCHING_REQUIRED } from '@estante/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, fieldsOf, initialValues, problemsOf } from './forms';

const TODAY = '2026-06-01';

describe('request forms (spec §5)', () => {
  it('marks as required exactly the fields the server requires, per switching type', () => {
    for (const subtype of ['artigo-periodico', 'tese', 'anais-congresso', 'parte-livro'] as const) {
      const required = fieldsOf('comutacao-bibliografica', subtype)
        .filter((f) => f.required)
        .map((f) => f.name);
      expect(required).toEqual([...SWITCHING_REQUIRED[subtype]]);
    }
  });

  it('names each blank required field, then the start page after the end page', () => {
    const fields = fieldsOf('comutacao-bibliografica', 'artigo-periodico');
    const empty = initialValues(fields);
    expect(problemsOf(fields, empty, TODAY)).toEqual({
      titulo_fonte: 'required',
      titulo: 'required',
      autores: 'required',
      ano: 'required',
      pagina_inicial: 'required',
      pagina_final: 'required',
    });
    const filled = {
      ...empty,
      titulo_fonte: 'Revista',
      titulo: 'Artigo',
      autores: 'Lima, P.',
      ano: '2020',
      pagina_inicial: '30',
      pagina_final: '12',
    };
    expect(problemsOf(fields, filled, TODAY)).toEqual({ pagina_inicial: 'pages' });
    expect(problemsOf(fields, { ...filled, pagina_inicial: '3a' }, TODAY)).toEqual({
      pagina_inicial: 'number',
    });
    expect(problemsOf(fields, { ...filled, pagina_inicial: '12' }, TODAY)).toEqual({});
  });

  it('checks years, deadline, roman pages, email and phone', () => {
    const survey = fieldsOf('levantamento-bibliografico', 'artigo-periodico');
    const values = {
      ...initialValues(survey),
      assunto: 'Leitura',
      palavras_chave: 'escola',
      finalidade: 'tcc',
      ano_inicial: '2020',
      ano_final: '2010',
      prazo: TODAY,
    };
    expect(problemsOf(survey, values, TODAY)).toEqual({ ano_inicial: 'years', prazo: 'deadline' });
    const card = fieldsOf('ficha-catalografica', 'artigo-periodico');
    expect(
      problemsOf(card, { ...initialValues(card), paginas_preliminares: '12' }, TODAY),
    ).toMatchObject({ paginas_preliminares: 'roman', assuntos: 'required' });
    const loan = fieldsOf('emprestimo-inter-bibliotecas', 'artigo-periodico');
    expect(
      problemsOf(
        loan,
        {
          ...initialValues(loan),
          cod_instituicao: '1',
          titulo: 'T',
          email: 'a@',
          telefone: '63 x',
        },
        TODAY,
      ),
    ).toEqual({ email: 'email', telefone: 'phone' });
  });

  it('sends numbers as numbers, lists as lists, text trimmed and blanks left out', () => {
    const card = fieldsOf('ficha-catalografica', 'artigo-periodico');
    const body = bodyOf(card, {
      ...initialValues(card),
      autor_nome: ' Ana ',
      ano: '2025',
      assuntos: 'Leitura\n\n  Escola  \n',
      classificacao: '',
    });
    expect(body).toEqual({
      autor_nome: 'Ana',
      ano: 2025,
      assuntos: ['Leitura', 'Escola'],
      dimensao_cm: 30,
      ilustracoes: 'nenhuma',
      sistema_classificacao: 'CDD',
      orientador_genero: 'masculino',
      coorientador_genero: 'masculino',
    });
    const loan = fieldsOf('emprestimo-inter-bibliotecas', 'artigo-periodico');
    expect(bodyOf(loan, { ...initialValues(loan), cod_instituicao: '9102' })).toEqual({
      cod_instituicao: 9102,
    });
  });
});
