import { TeachingPlanPanel } from '../../features/teaching-plans/components/teaching-plan-panel';
import { PersonalAreaPage } from './personal-area-page';

/** `/meupergamum/plano-ensino`: Teaching plan (spec §2). */
export function TeachingPlanRoute() {
  return (
    <PersonalAreaPage title="teachingPlan.title">
      <TeachingPlanPanel />
    </PersonalAreaPage>
  );
}
