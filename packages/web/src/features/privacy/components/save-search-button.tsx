import type { SavedSearchBody } from '@estante/contract';
import { Button, Text } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { privacyKey, saveSearch } from '../api/privacy';

/**
 * Saves a search of the history to the patron's Saved items (signed-in patrons only: nothing
 * for visitors). Says when it is saved, or why not.
 */
export function SaveSearchButton({ search, label }: { search: SavedSearchBody; label: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const signedIn = useSession((state) => state.user !== null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  if (!signedIn) return null;
  const button = (
    <Button
      size="compact-sm"
      variant="subtle"
      loading={state === 'saving'}
      disabled={state === 'saved'}
      leftSection={
        state === 'saved' ? (
          <IconBookmarkFilled size={14} aria-hidden />
        ) : (
          <IconBookmark size={14} aria-hidden />
        )
      }
      aria-label={t(state === 'saved' ? 'savedItems.savedLabel' : 'savedItems.saveLabel', {
        name: label,
      })}
      data-testid="history-save"
      onClick={() => {
        setState('saving');
        setProblem(null);
        saveSearch(search)
          .then(() => {
            setState('saved');
            return queryClient.invalidateQueries({ queryKey: privacyKey });
          })
          .catch((error: unknown) => {
            setState('idle');
            setProblem(error instanceof ApiRequestError ? error.message : String(error));
          });
      }}
    >
      {t(state === 'saved' ? 'savedItems.saved' : 'savedItems.save')}
    </Button>
  );
  return (
    <>
      {button}
      {problem && (
        <Text size="xs" role="alert">
          {problem}
        </Text>
      )}
    </>
  );
}
