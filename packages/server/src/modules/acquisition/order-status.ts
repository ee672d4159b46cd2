import type { OrderStatus, SuggestionStatus } from '@estante/contract';

/** Statuses that say copies arrived even when staff gave no count. */
const ARRIVED: readonly SuggestionStatus[] = ['attended', 'partially_attended'];
/** Statuses after which nothing more will arrive for a suggestion. */
const SETTLED: readonly SuggestionStatus[] = ['attended', 'finished_incomplete', 'cancelled'];

/**
 * The status of a purchase order from its suggestions (one place decides it): once every
 * suggestion is settled (attended, finished incomplete or cancelled), received if anything
 * arrived and cancelled if nothing did; before that, partially_received when something arrived
 * and open when nothing has.
 */
export function orderStatus(
  items: readonly { status: SuggestionStatus; delivered: number }[],
): OrderStatus {
  const arrived = items.some((i) => ARRIVED.includes(i.status) || i.delivered > 0);
  if (items.length > 0 && items.every((i) => SETTLED.includes(i.status))) {
    return arrived ? 'received' : 'cancelled';
  }
  return arrived ? 'partially_received' : 'open';
}
