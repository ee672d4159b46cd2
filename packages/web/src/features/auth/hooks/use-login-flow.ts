import type { PersonLogin, UserData } from '@estante/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { loginsQueryOptions } from '../../people/api/get-logins';
import { reloadUser } from '../api/sign-in';

/**
 * Signing in without leaving the page (login modal, login embedded in a form): after the
 * password, the chooser when the person has several logins (spec §4), then `onDone`. The
 * caller keeps this state in a component that stays mounted once the session changes, and
 * calls `reset` when it is done with the chooser.
 */
export function useLoginFlow(onDone: () => void) {
  const queryClient = useQueryClient();
  const [logins, setLogins] = useState<PersonLogin[] | null>(null);

  const handleSignedIn = async (data: UserData) => {
    const list = await queryClient
      .fetchQuery(loginsQueryOptions(data.user.cod_pessoa))
      .catch(() => [] as PersonLogin[]);
    if (list.length > 1) setLogins(list);
    else onDone();
  };

  const handleChosen = async (switched: boolean) => {
    if (switched) await reloadUser();
    onDone();
  };

  return { logins, handleSignedIn, handleChosen, reset: () => setLogins(null) };
}
