import { AlertsPanel } from '../../features/alerts/components/alerts-panel';
import { AreasOfInterestPanel } from '../../features/interest-profiles/components/areas-of-interest-panel';
import { CheckTitlesPanel } from '../../features/interest-profiles/components/check-titles-panel';
import { InterestProfilePanel } from '../../features/interest-profiles/components/interest-profile-panel';
import { PersonalAreaPage } from './personal-area-page';

/** `/meupergamum/perfil-interesse`: Interest profile (spec §2). */
export function InterestProfileRoute() {
  return (
    <PersonalAreaPage title="interestProfiles.title">
      <InterestProfilePanel />
    </PersonalAreaPage>
  );
}

/** `/meupergamum/areas-interesse`: Areas of interest (spec §2). */
export function AreasOfInterestRoute() {
  return (
    <PersonalAreaPage title="interestProfiles.areas.title">
      <AreasOfInterestPanel />
    </PersonalAreaPage>
  );
}

/** `/meupergamum/verificar-titulos`: Check titles (spec §2, §9). */
export function CheckTitlesRoute() {
  return (
    <PersonalAreaPage title="interestProfiles.titles.title">
      <CheckTitlesPanel />
    </PersonalAreaPage>
  );
}

/** `/meupergamum/alertas`: Alerts (spec §2, §4, §5). */
export function AlertsRoute() {
  return (
    <PersonalAreaPage title="alerts.title">
      <AlertsPanel />
    </PersonalAreaPage>
  );
}
