import type { SearchRecord } from '@estante/contract';

/** Title and subtitle as shown in results. */
export const fullTitle = (record: SearchRecord): string =>
  record.subtitulo ? `${record.titulo}: ${record.subtitulo}` : record.titulo;

/**
 * A record of another institution (network catalogue): its page (`rota`) shows the record and
 * the institution holding it, but there are no copies here to be available.
 */
export const isNetworkRecord = (record: SearchRecord): boolean => record.instituicao !== undefined;
