import type { SearchRecord } from '@estante/contract';

/** Title and subtitle as shown in results. */
export const fullTitle = (record: SearchRecord): string =>
  record.subtitulo ? `${record.titulo}: ${record.subtitulo}` : record.titulo;

/**
 * A record of another institution (network catalogue): it has no page here (its `rota` names
 * a network route the web does not serve), so it is shown without a link.
 */
export const isNetworkRecord = (record: SearchRecord): boolean => record.instituicao !== undefined;
