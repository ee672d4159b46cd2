import { create } from 'zustand';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The signed-in user as the browser keeps it: non-secret data only. The access token lives in
 * memory (api-client) and the refresh token in an HttpOnly cookie the page cannot read.
 */
export interface SessionUser {
  login: string;
  cod_pessoa: number;
  nome: string;
}

/** Which Web Storage holds the user: `local` with "remember me", else `session` (spec §4). */
export type SessionStorageKind = 'session' | 'local';

interface SessionState {
  user: SessionUser | null;
  storage: SessionStorageKind | null;
  /** The last refresh failed: the user was signed out and should be told (spec §4, §8). */
  expired: boolean;
  /** Keeps the user in the chosen storage and removes it from the other. */
  signIn: (user: SessionUser, remember: boolean) => void;
  /** Replaces the user's data (another login of the same person) in the storage in use. */
  update: (user: SessionUser) => void;
  /** Forgets the user in both storages (logout, spec §2 /sair). */
  signOut: () => void;
  /** Forgets the user in the storage in use and remembers to say the session expired. */
  expire: () => void;
  dismissExpired: () => void;
}

function webStorage(kind: SessionStorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.login === 'string' &&
    Number.isInteger(user.cod_pessoa) &&
    typeof user.nome === 'string'
  );
}

function read(kind: SessionStorageKind): SessionUser | null {
  const text = webStorage(kind)?.getItem(STORAGE_KEYS.session);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isSessionUser(value)
      ? { login: value.login, cod_pessoa: value.cod_pessoa, nome: value.nome }
      : null;
  } catch {
    return null;
  }
}

function write(kind: SessionStorageKind, user: SessionUser | null) {
  const storage = webStorage(kind);
  if (!storage) return;
  try {
    if (user) storage.setItem(STORAGE_KEYS.session, JSON.stringify(user));
    else storage.removeItem(STORAGE_KEYS.session);
  } catch {
    // a full or disabled storage: the session lasts as long as this page
  }
}

/** The stored user: this tab's session copy first, then the persistent one. */
function initial(): Pick<SessionState, 'user' | 'storage'> {
  const inSession = read('session');
  if (inSession) return { user: inSession, storage: 'session' };
  const inLocal = read('local');
  if (inLocal) return { user: inLocal, storage: 'local' };
  return { user: null, storage: null };
}

/** The session store (Zustand): who is signed in, kept in session or persistent storage. */
export const useSession = create<SessionState>()((set, get) => ({
  ...initial(),
  expired: false,
  signIn: (user, remember) => {
    const storage: SessionStorageKind = remember ? 'local' : 'session';
    write(storage, user);
    write(remember ? 'session' : 'local', null);
    set({ user, storage, expired: false });
  },
  update: (user) => {
    const { storage } = get();
    if (!storage) return;
    write(storage, user);
    set({ user });
  },
  signOut: () => {
    write('session', null);
    write('local', null);
    set({ user: null, storage: null });
  },
  expire: () => {
    const { storage, user } = get();
    if (storage) write(storage, null);
    set({ user: null, storage: null, expired: user !== null });
  },
  dismissExpired: () => set({ expired: false }),
}));

// A sign-in or sign-out with "remember me" in another tab changes the persistent copy.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.session || event.storageArea !== window.localStorage) return;
    const { storage } = useSession.getState();
    if (storage === 'session') return; // this tab has its own sign-in
    const user = read('local');
    useSession.setState({ user, storage: user ? 'local' : null });
  });
}

/** The first name of a full name, for greetings. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
