import { BASKET_EXPORT_FIELDS, type BasketExportField } from '@estante/contract';
import type { ExportTitle } from './repository.ts';

/** A cell that a spreadsheet would run as a formula ("=HYPERLINK(…)") gets a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function valueOf(title: ExportTitle, field: BasketExportField, reference: string): string {
  const list = (values: string[]) => values.join('; ');
  switch (field) {
    case 'cod_acervo':
      return String(title.id);
    case 'titulo':
      return title.title;
    case 'subtitulo':
      return title.subtitle ?? '';
    case 'autores':
      return list(title.authors);
    case 'edicao':
      return title.edition ?? '';
    case 'local':
      return title.place ?? '';
    case 'editora':
      return title.publisher ?? '';
    case 'ano_publicacao':
      return title.year === null ? '' : String(title.year);
    case 'descricao_fisica':
      return title.physical_description ?? '';
    case 'serie':
      return list(title.series);
    case 'assuntos':
      return list(title.subjects);
    case 'isbn':
      return list(title.isbns);
    case 'issn':
      return list(title.issns);
    case 'idioma':
      return title.language ?? '';
    case 'tipo_obra':
      return title.material_type;
    case 'localizacao':
      return title.call_number ?? '';
    case 'referencia':
      return reference;
  }
}

/**
 * CSV (RFC 4180, CRLF, UTF-8 with a byte-order mark so spreadsheets read the accents) with the
 * chosen columns (`dados`, in the contract's order; all when none are chosen). Cells that would
 * start a formula are prefixed with `'` (CSV injection).
 */
export function titlesToCsv(
  titles: readonly ExportTitle[],
  chosen: readonly BasketExportField[] | undefined,
  referenceOf: (title: ExportTitle) => string,
): string {
  const wanted = new Set(chosen && chosen.length > 0 ? chosen : BASKET_EXPORT_FIELDS);
  const fields = BASKET_EXPORT_FIELDS.filter((f) => wanted.has(f));
  const lines = [fields.join(',')];
  for (const title of titles) {
    const reference = fields.includes('referencia') ? referenceOf(title) : '';
    lines.push(fields.map((f) => cell(valueOf(title, f, reference))).join(','));
  }
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}
