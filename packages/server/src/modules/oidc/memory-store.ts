import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * The demo provider's storage (sessions, interactions, codes, grants): in memory, one store
 * per provider, entries dropped when they expire. Written here rather than oidc-provider's
 * development adapter, which warns at every start and shares one store per process.
 */
export function memoryStore(): AdapterFactory {
  const entries = new Map<string, Entry>();
  const now = () => Date.now();

  function live(key: string): AdapterPayload | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const findBy = (field: 'uid' | 'userCode', value: string) => {
      for (const [name, entry] of entries) {
        if (name.startsWith(`${model}:`) && entry.payload[field] === value) {
          return live(name);
        }
      }
      return undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        // Expired entries go whenever something is written, so the map stays small.
        for (const [name, entry] of entries) if (entry.expiresAt <= now()) entries.delete(name);
        entries.set(key(id), { payload, expiresAt: now() + expiresIn * 1000 });
      },
      async find(id) {
        return live(key(id));
      },
      async findByUid(uid) {
        return findBy('uid', uid);
      },
      async findByUserCode(userCode) {
        return findBy('userCode', userCode);
      },
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        entries.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [name, entry] of entries) {
          if (entry.payload.grantId === grantId) entries.delete(name);
        }
      },
    };
  };
}
