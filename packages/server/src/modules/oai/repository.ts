/**
 * SQL of the OAI-PMH provider. Items are our own titles (network records are other
 * institutions') and the tombstones of deleted ones (migration 0025), read by keyset on the
 * title id: a page is two short index reads, whatever the catalogue's size.
 */
import crypto from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MarcRecord } from '../../marc/record.ts';

/** A set as the provider understands it (`library`, `library:3`, `type`, `type:book`). */
export type SetFilter =
  { kind: 'library'; libraryId: number | null } | { kind: 'type'; materialType: string | null };

/** What a list selects: dates in seconds since the epoch, `until` inclusive. */
export interface ItemFilter {
  set: SetFilter | null;
  from: number | null;
  until: number | null;
}

/** One item: a title, or a deleted title's tombstone. */
export interface OaiItem {
  id: number;
  /** Seconds since the epoch, truncated to the second. */
  datestamp: number;
  deleted: boolean;
  materialType: string;
  libraryIds: number[];
  /** Present when asked for and the item is not deleted. */
  marc?: MarcRecord;
}

interface Row {
  id: number;
  datestamp: number | string;
  material_type: string;
  library_ids: number[] | null;
  marc?: MarcRecord | string | null;
}

function toItem(row: Row, deleted: boolean): OaiItem {
  const item: OaiItem = {
    id: row.id,
    datestamp: Number(row.datestamp),
    deleted,
    materialType: row.material_type,
    libraryIds: (row.library_ids ?? []).map(Number),
  };
  if (!deleted && row.marc) {
    item.marc = typeof row.marc === 'string' ? (JSON.parse(row.marc) as MarcRecord) : row.marc;
  }
  return item;
}

function titleConditions(filter: ItemFilter): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [sql`t.network_institution_id is null`];
  if (filter.from !== null) where.push(sql`t.updated_at >= to_timestamp(${filter.from})`);
  if (filter.until !== null) where.push(sql`t.updated_at < to_timestamp(${filter.until + 1})`);
  const set = filter.set;
  if (set?.kind === 'library') {
    where.push(
      set.libraryId === null
        ? sql`exists (select 1 from copy c where c.title_id = t.id)`
        : sql`exists (select 1 from copy c where c.title_id = t.id and c.library_id = ${set.libraryId})`,
    );
  }
  if (set?.kind === 'type' && set.materialType !== null)
    where.push(sql`t.material_type = ${set.materialType}`);
  return where;
}

function tombstoneConditions(filter: ItemFilter): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [
    // A title stored again under the same id is live, not deleted.
    sql`not exists (select 1 from title t where t.id = o.title_id)`,
  ];
  if (filter.from !== null) where.push(sql`o.datestamp >= to_timestamp(${filter.from})`);
  if (filter.until !== null) where.push(sql`o.datestamp < to_timestamp(${filter.until + 1})`);
  const set = filter.set;
  if (set?.kind === 'library') {
    where.push(
      set.libraryId === null
        ? sql`cardinality(o.library_ids) > 0`
        : sql`${set.libraryId}::int = any(o.library_ids)`,
    );
  }
  if (set?.kind === 'type' && set.materialType !== null)
    where.push(sql`o.material_type = ${set.materialType}`);
  return where;
}

const and = (parts: RawBuilder<unknown>[]) => sql.join(parts, sql` and `);
const seconds = (column: RawBuilder<unknown>) =>
  sql`extract(epoch from date_trunc('second', ${column}))::bigint`;

/** The provider's reads. */
export function oaiRepository(db: Kysely<Database>) {
  const libraries = sql`array(select distinct c.library_id from copy c
    where c.title_id = t.id order by 1)`;

  return {
    /**
     * The items after `after` (by id) that the filter selects, at most `limit`, in id order;
     * `withRecords` adds each title's MARC record.
     */
    async page(
      filter: ItemFilter,
      after: number,
      limit: number,
      withRecords: boolean,
    ): Promise<OaiItem[]> {
      const marc = withRecords ? sql`, t.marc` : sql``;
      const titles = await sql<Row>`
        select t.id, ${seconds(sql`t.updated_at`)} as datestamp, t.material_type,
          ${libraries} as library_ids ${marc}
        from title t
        where t.id > ${after} and ${and(titleConditions(filter))}
        order by t.id limit ${limit}`.execute(db);
      const tombstones = await sql<Row>`
        select o.title_id as id, ${seconds(sql`o.datestamp`)} as datestamp, o.material_type,
          o.library_ids
        from oai_tombstone o
        where o.title_id > ${after} and ${and(tombstoneConditions(filter))}
        order by o.title_id limit ${limit}`.execute(db);
      const items = [
        ...titles.rows.map((r) => toItem(r, false)),
        ...tombstones.rows.map((r) => toItem(r, true)),
      ];
      return items.sort((a, b) => a.id - b.id).slice(0, limit);
    },

    /** How many items the filter selects (a list's completeListSize). */
    async count(filter: ItemFilter): Promise<number> {
      const { rows } = await sql<{ n: number | string }>`
        select (select count(*) from title t where ${and(titleConditions(filter))})
          + (select count(*) from oai_tombstone o where ${and(tombstoneConditions(filter))})
          as n`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },

    /** One item by title id (a live title, else its tombstone), or null. */
    async item(id: number, withRecord: boolean): Promise<OaiItem | null> {
      const marc = withRecord ? sql`, t.marc` : sql``;
      const { rows } = await sql<Row>`
        select t.id, ${seconds(sql`t.updated_at`)} as datestamp, t.material_type,
          ${libraries} as library_ids ${marc}
        from title t where t.id = ${id} and t.network_institution_id is null`.execute(db);
      if (rows[0]) return toItem(rows[0], false);
      const tomb = await sql<Row>`
        select o.title_id as id, ${seconds(sql`o.datestamp`)} as datestamp, o.material_type,
          o.library_ids
        from oai_tombstone o where o.title_id = ${id}
          and not exists (select 1 from title t where t.id = o.title_id)`.execute(db);
      return tomb.rows[0] ? toItem(tomb.rows[0], true) : null;
    },

    /** The earliest datestamp of any item, in seconds; null for an empty catalogue. */
    async earliest(): Promise<number | null> {
      const { rows } = await sql<{ s: number | string | null }>`
        select ${seconds(sql`least(
          (select min(updated_at) from title where network_institution_id is null),
          (select min(datestamp) from oai_tombstone))`)} as s`.execute(db);
      const s = rows[0]?.s;
      return s === null || s === undefined ? null : Number(s);
    },

    /** The institution's name (Identify's repositoryName), when it has one. */
    async institutionName(): Promise<string | null> {
      const row = await db.selectFrom('institution').select('name').executeTakeFirst();
      return row?.name?.trim() || null;
    },

    /** The libraries, for the sets. */
    async libraries(): Promise<{ id: number; name: string; email: string | null }[]> {
      return db.selectFrom('library').select(['id', 'name', 'email']).orderBy('id').execute();
    },

    /**
     * The secret that signs resumption tokens: made once, by whichever process asks first,
     * and read by every other.
     */
    async tokenSecret(): Promise<string> {
      await sql`insert into oai_key (id, secret)
        values (1, ${crypto.randomBytes(32).toString('base64url')})
        on conflict (id) do nothing`.execute(db);
      const { rows } = await sql<{
        secret: string;
      }>`select secret from oai_key where id = 1`.execute(db);
      return rows[0]!.secret;
    },
  };
}
export type OaiRepository = ReturnType<typeof oaiRepository>;
