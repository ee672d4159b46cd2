import type { OrderStatus, SuggestionStatus } from '@estante/contract';
import type { Lang } from '../../lib/http-errors.ts';

/** The spec §3 suggestion statuses, worded for GET /aquisicao/sugestoes/situacao. */
export const SUGGESTION_STATUS_LABELS: Record<SuggestionStatus, Record<Lang, string>> = {
  pre_suggestion: { pt: 'Pré-sugestão', en: 'Pre-suggestion', es: 'Presugerencia' },
  purchase_suggestion: {
    pt: 'Sugestão de compra',
    en: 'Purchase suggestion',
    es: 'Sugerencia de compra',
  },
  already_exists: { pt: 'Já existe no acervo', en: 'Already exists', es: 'Ya existe en el acervo' },
  in_quote: { pt: 'Em cotação', en: 'In quote', es: 'En cotización' },
  trading: { pt: 'Em pregão', en: 'Trading (auction)', es: 'En licitación' },
  awaiting_delivery: {
    pt: 'Aguardando entrega',
    en: 'Awaiting delivery',
    es: 'Esperando entrega',
  },
  partially_attended: {
    pt: 'Atendida parcialmente',
    en: 'Partially attended',
    es: 'Atendida parcialmente',
  },
  attended: { pt: 'Atendida', en: 'Attended', es: 'Atendida' },
  finished_incomplete: {
    pt: 'Finalizada incompleta',
    en: 'Finished incomplete',
    es: 'Finalizada incompleta',
  },
  not_attended: { pt: 'Não atendida', en: 'Not attended', es: 'No atendida' },
  not_found: { pt: 'Não localizada', en: 'Not found', es: 'No localizada' },
  exhausted: { pt: 'Esgotada', en: 'Exhausted (out of print)', es: 'Agotada' },
  duplicated: { pt: 'Duplicada', en: 'Duplicated', es: 'Duplicada' },
  cancelled: { pt: 'Cancelada', en: 'Cancelled', es: 'Cancelada' },
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, Record<Lang, string>> = {
  open: { pt: 'Aberto', en: 'Open', es: 'Abierto' },
  partially_received: {
    pt: 'Recebido parcialmente',
    en: 'Partially received',
    es: 'Recibido parcialmente',
  },
  received: { pt: 'Recebido', en: 'Received', es: 'Recibido' },
  cancelled: { pt: 'Cancelado', en: 'Cancelled', es: 'Cancelado' },
};
