import { PaperPostPanel } from '../../features/paper-post/paper-post-panel';
import { SavedItemsPanel } from '../../features/privacy/components/saved-items-panel';
import { PersonalAreaPage } from './personal-area-page';

/** `/meupergamum/itens-salvos`: Saved items (spec §2; docs/privacy.md). */
export function SavedItemsRoute() {
  return (
    <PersonalAreaPage title="savedItems.title">
      <SavedItemsPanel />
    </PersonalAreaPage>
  );
}

/** `/meupergamum/postagem-trabalho`: Paper post (spec §2). */
export function PaperPostRoute() {
  return (
    <PersonalAreaPage title="paperPost.title">
      <PaperPostPanel />
    </PersonalAreaPage>
  );
}
