import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Why an action did not go through (a §8 message, or what to fix), read out at once. */
export function ProblemAlert({
  children,
  testId,
  mb,
}: {
  children: ReactNode;
  testId?: string;
  mb?: string;
}) {
  return (
    <Alert
      color="yellow"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      mb={mb}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}

/** What an action did (placed, cancelled, sent), announced politely. */
export function SuccessAlert({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Alert
      color="green"
      variant="light"
      role="status"
      icon={<IconCircleCheck aria-hidden />}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
