import type {
  AcquisitionStatistics,
  CollectionTotals,
  OrderStatus,
  PurchaseOrder,
} from '@estante/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { suggestionsKey } from './suggestions';

export interface ReportFilter {
  dataIni: string;
  dataFim: string;
  /** A library id, or '' for all. */
  biblioteca: string;
}

export interface OrderFilter {
  dataIni: string;
  dataFim: string;
  situacao: OrderStatus | '';
}

const paramsOf = (fields: Record<string, string>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value) params.set(name, value);
  return params;
};

/** GET /api/aquisicao/pedidos: the purchase orders holding the patron's suggestions. */
export const usePurchaseOrders = (filter: OrderFilter) =>
  useQuery({
    queryKey: [...suggestionsKey, 'pedidos', filter],
    queryFn: ({ signal }) =>
      apiGet<PurchaseOrder[]>(`/aquisicao/pedidos?${paramsOf({ ...filter })}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/aquisicao/estatisticas: suggestions and orders by month, status and library. */
export const useAcquisitionStatistics = (filter: ReportFilter) =>
  useQuery({
    queryKey: [...suggestionsKey, 'estatisticas', filter],
    queryFn: ({ signal }) =>
      apiGet<AcquisitionStatistics>(`/aquisicao/estatisticas?${paramsOf({ ...filter })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/acervo/meu-pergamum/totais: titles and copies by library and material type. */
export const useCollectionTotals = (filter: ReportFilter, language: string) =>
  useQuery({
    queryKey: ['pessoas', 'totais', filter, language],
    queryFn: ({ signal }) =>
      apiGet<CollectionTotals>(`/acervo/meu-pergamum/totais?${paramsOf({ ...filter })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
