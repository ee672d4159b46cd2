import { Stack } from '@mantine/core';
import { CalendarFeed } from '../../features/circulation-documents/components/calendar-feed';
import { LoanTokenPanel } from '../../features/circulation-documents/components/loan-token-panel';
import { NoDebtsPanel } from '../../features/circulation-documents/components/no-debts-panel';
import { PersonalAreaPage } from './personal-area-page';

/** `/meupergamum/token`: Get token (spec §2, §3 loan token). */
export function LoanTokenRoute() {
  return (
    <PersonalAreaPage title="circulationDocuments.token.title">
      <LoanTokenPanel />
    </PersonalAreaPage>
  );
}

/** `/meupergamum/nada-consta`: No-debts declaration (spec §4), with the calendar feed for now. */
export function NoDebtsRoute() {
  return (
    <PersonalAreaPage title="circulationDocuments.noDebts.title">
      <Stack gap="lg">
        <NoDebtsPanel />
        <CalendarFeed />
      </Stack>
    </PersonalAreaPage>
  );
}
