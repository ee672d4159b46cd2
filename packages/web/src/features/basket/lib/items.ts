import type { SearchRecord, TitleDetail } from '@estante/contract';
import type { BasketItem } from '../hooks/use-basket';

/** The basket's snapshot of a search result. */
export function basketItemFromRecord(record: SearchRecord): BasketItem {
  return {
    cod_acervo: record.cod_acervo,
    titulo: record.subtitulo ? `${record.titulo}: ${record.subtitulo}` : record.titulo,
    autor: record.autores[0] ?? record.responsabilidade,
    ano: record.ano_publicacao,
    tipo: record.desc_tipo_obra,
  };
}

/** The basket's snapshot of a title page. */
export function basketItemFromTitle(title: TitleDetail): BasketItem {
  const main = title.autores.find((author) => author.principal) ?? title.autores[0];
  return {
    cod_acervo: title.cod_acervo,
    titulo: title.subtitulo ? `${title.titulo}: ${title.subtitulo}` : title.titulo,
    autor: main?.nome ?? title.responsabilidade,
    ano: title.ano_publicacao,
    tipo: title.desc_tipo_obra,
  };
}
