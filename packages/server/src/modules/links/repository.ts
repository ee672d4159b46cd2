import type { Generated, Kysely } from 'kysely';
import type { EbookProvider } from '@estante/contract';
import type { Database } from '../../db/schema.ts';
import type { MarcRecord } from '../../marc/record.ts';
import type { ProviderConfig } from '../../providers/index.ts';

/** Tables of migration 0006-links. */
export type LinksTables = {
  ebook_provider: {
    code: EbookProvider;
    name: string;
    link_host: string;
    api_url: string;
    client_id: string;
    client_secret: string;
    enabled: Generated<boolean>;
    updated_at: Generated<Date>;
  };
  provider_session: {
    id: string;
    provider: EbookProvider;
    title_id: number | null;
    user_id: string | null;
    created_at: Generated<Date>;
    expires_at: Date;
  };
  link_access: {
    id: Generated<number>;
    title_id: number;
    seq_paragraph: number | null;
    url: string | null;
    user_id: string | null;
    browser: string | null;
    device: string | null;
    os: string | null;
    provider: string | null;
    accessed_at: Generated<Date>;
  };
};

/** A title as covers and links need it. */
export interface LinkTitle {
  id: number;
  marc: MarcRecord;
  title: string;
  authors: string[];
  material_type: string;
  cover_url: string | null;
  isbns: string[];
}

/** SQL of covers, links, providers and access statistics. */
export function linksRepository(kysely: Kysely<Database>) {
  const db = kysely.withTables<LinksTables>();
  return {
    /** The titles with these ids (unknown ids are absent). */
    titles: async (ids: readonly number[]): Promise<LinkTitle[]> => {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('title')
        .select(['id', 'marc', 'title', 'authors', 'material_type', 'cover_url', 'isbns'])
        .where('id', 'in', [...ids])
        .execute();
      return rows.map((row) => ({ ...row, marc: row.marc as MarcRecord }));
    },

    /** The enabled providers, with their credentials. */
    enabledProviders: async (): Promise<ProviderConfig[]> => {
      const rows = await db
        .selectFrom('ebook_provider')
        .select(['code', 'name', 'link_host', 'api_url', 'client_id', 'client_secret'])
        .where('enabled', '=', true)
        .execute();
      return rows.map((r) => ({
        code: r.code,
        name: r.name,
        linkHost: r.link_host,
        apiUrl: r.api_url,
        clientId: r.client_id,
        clientSecret: r.client_secret,
      }));
    },

    saveSession: async (session: {
      id: string;
      provider: EbookProvider;
      titleId: number;
      userId: string;
      expiresAt: Date;
    }) => {
      await db
        .insertInto('provider_session')
        .values({
          id: session.id,
          provider: session.provider,
          title_id: session.titleId,
          user_id: session.userId,
          expires_at: session.expiresAt,
        })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            provider: session.provider,
            title_id: session.titleId,
            user_id: session.userId,
            expires_at: session.expiresAt,
          }),
        )
        .execute();
    },

    /** The provider of a session that has not expired, or null. */
    liveSessionProvider: async (id: string, now: Date): Promise<EbookProvider | null> =>
      (
        await db
          .selectFrom('provider_session')
          .select('provider')
          .where('id', '=', id)
          .where('expires_at', '>', now)
          .executeTakeFirst()
      )?.provider ?? null,

    recordAccess: async (row: {
      titleId: number;
      seqParagraph: number | null;
      url: string | null;
      userId: string | null;
      browser: string | null;
      device: string | null;
      os: string | null;
      provider: string | null;
    }) => {
      await db
        .insertInto('link_access')
        .values({
          title_id: row.titleId,
          seq_paragraph: row.seqParagraph,
          url: row.url,
          user_id: row.userId,
          browser: row.browser,
          device: row.device,
          os: row.os,
          provider: row.provider,
        })
        .execute();
    },
  };
}

export type LinksRepository = ReturnType<typeof linksRepository>;
