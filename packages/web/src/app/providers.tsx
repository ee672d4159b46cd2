import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiRequestError } from '../lib/api-client';
import { useSession } from '../lib/session-store';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors will not change on retry; server and network errors may.
      retry: (failureCount, error) =>
        failureCount < 2 &&
        !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

// Another user, or none: the person's data goes and every shown call is asked again, since
// mixed calls (title permissions…) answer differently for a signed-in patron (spec §6).
useSession.subscribe((state, previous) => {
  if (
    state.user?.cod_pessoa === previous.user?.cod_pessoa &&
    state.user?.login === previous.user?.login
  ) {
    return;
  }
  queryClient.removeQueries({ queryKey: ['pessoas'] });
  void queryClient.invalidateQueries();
});

const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.colorScheme });

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
