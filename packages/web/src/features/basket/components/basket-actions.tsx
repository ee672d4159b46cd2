import type { SearchRecord, TitleDetail } from '@estante/contract';
import { basketItemFromRecord, basketItemFromTitle } from '../lib/items';
import { AddPageToBasket } from './add-page-to-basket';
import { AddToBasketButton } from './add-to-basket-button';

/** The basket toggle of one search result (for the results' `renderActions` slot). */
export function renderResultBasketAction(record: SearchRecord) {
  return <AddToBasketButton item={basketItemFromRecord(record)} />;
}

/** "Add all on this page" (for the results' `renderToolbar` slot). */
export function renderResultsBasketToolbar(records: SearchRecord[]) {
  return <AddPageToBasket items={records.map(basketItemFromRecord)} />;
}

/** The basket toggle of a title page's heading. */
export function TitleBasketAction({ title }: { title: TitleDetail }) {
  return <AddToBasketButton item={basketItemFromTitle(title)} size="sm" />;
}
