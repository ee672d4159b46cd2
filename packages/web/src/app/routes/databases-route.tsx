import { DatabasesPanel } from '../../features/databases/components/databases-panel';
import { PersonalAreaPage } from './personal-area-page';

/** `/meupergamum/bases-dados`: Databases (spec §2) */
export function DatabasesRoute() {
  return (
    <PersonalAreaPage title="databases.title">
      <DatabasesPanel />
    </PersonalAreaPage>
  );
}
