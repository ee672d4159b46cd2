import {
  isSafeLink,
  linkOrText,
  type EbookProvider,
  type OnlineLink,
  type RestrictedAccess,
} from '@estante/contract';
import type { FastifyBaseLogger } from 'fastify';
import { formatAbnt, referenceFactsFromRecord } from '../../citation/index.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { firstSubfield, getDataFields, type MarcRecord } from '../../marc/record.ts';
import {
  PROVIDER_ADAPTERS,
  ProviderRefusedError,
  type ProviderConfig,
} from '../../providers/index.ts';
import { fetchCover, localCoverPath } from './cover-fetch.ts';
import type { CoverSource } from './cover-cache.ts';
import { placeholderSvg } from './placeholder.ts';
import type { LinksRepository, LinkTitle } from './repository.ts';

/** Most titles one links-resultado call may ask for (a results page has 20). */
const MAX_RESULT_TITLES = 100;
/** Default placeholder width in pixels. */
const DEFAULT_COVER_WIDTH = 200;

/** The answer of the cover call. */
export type Cover =
  | { kind: 'redirect'; location: string }
  | { kind: 'image'; contentType: string; body: Buffer | string };

/** The title's 856 fields with a $u, numbered by position among all its 856 fields. */
function catalogueLinks(record: MarcRecord): { seq: number; url: string; label: string | null }[] {
  return getDataFields(record, '856').flatMap((field, i) => {
    const url = firstSubfield(field, 'u')?.trim();
    if (!url) return [];
    const label =
      firstSubfield(field, 'y') ?? firstSubfield(field, '3') ?? firstSubfield(field, 'z');
    return [{ seq: i + 1, url, label: label?.trim() || null }];
  });
}

/** The provider serving a link: its host is the provider's host or a subdomain of it. */
function providerFor(url: string, providers: ProviderConfig[]): ProviderConfig | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  return (
    providers.find((p) => {
      const pHost = p.linkHost.toLowerCase();
      return host === pHost || host.endsWith(`.${pHost}`);
    }) ?? null
  );
}

/** Reads "1,2,3" into distinct positive ids; 400 naming `acervos` otherwise. */
export function parseTitleIds(text: string): number[] {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const ids = [...new Set(parts.map(Number))];
  if (
    parts.length === 0 ||
    ids.length > MAX_RESULT_TITLES ||
    ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2147483647) ||
    parts.some((p) => !/^\d+$/.test(p))
  ) {
    throw new HttpError(400, 'validation_error', 'acervos');
  }
  return ids;
}

const supplierNotFound = () => new HttpError(422, 'ebook_supplier_not_found');

/** The signed-in reader of an e-book, as providers know them. */
export interface Reader {
  login: string;
}

/**
 * Rules of covers, links, e-book providers and access statistics (spec §7 Links).
 * `covers` loads stored http(s) cover addresses: the routes pass the database-cached source
 * (cover-cache.ts); the default fetches every time, under the public-address policy.
 */
export function linksService(
  repository: LinksRepository,
  log: FastifyBaseLogger,
  covers: CoverSource = (url) => fetchCover(url),
) {
  async function title(id: number): Promise<LinkTitle> {
    const [found] = await repository.titles([id]);
    if (!found) throw notFound();
    return found;
  }

  async function provider(code: EbookProvider): Promise<ProviderConfig | null> {
    return (await repository.enabledProviders()).find((p) => p.code === code) ?? null;
  }

  return {
    /**
     * The title's cover: a redirect for a path on our own origin (never for a value a browser
     * could read as another host, see localCoverPath), the image fetched from an http(s) cover
     * address (served by us, as the CSP only allows our images), else the generated
     * placeholder — also when the stored cover cannot be loaded or used.
     * @throws HttpError 404 for an unknown title.
     */
    async cover(titleId: number, width = DEFAULT_COVER_WIDTH): Promise<Cover> {
      const t = await title(titleId);
      const stored = t.cover_url?.trim();
      const local = stored ? localCoverPath(stored) : null;
      if (local) return { kind: 'redirect', location: local };
      if (stored) {
        const image = await covers(stored);
        if (image) return { kind: 'image', ...image };
        log.warn({ titleId, coverUrl: stored }, 'cover could not be loaded; placeholder served');
      }
      return {
        kind: 'image',
        contentType: 'image/svg+xml; charset=utf-8',
        body: placeholderSvg(t.title, t.authors[0] ?? null, t.material_type, width),
      };
    },

    /** The online links of each title, in the order asked; unknown titles are left out. */
    async resultLinks(ids: number[]): Promise<{ cod_acervo: number; links: OnlineLink[] }[]> {
      const [titles, providers] = await Promise.all([
        repository.titles(ids),
        repository.enabledProviders(),
      ]);
      const byId = new Map(titles.map((t) => [t.id, t]));
      return ids.flatMap((id) => {
        const t = byId.get(id);
        if (!t) return [];
        const links = catalogueLinks(t.marc).map((link) => {
          const p = providerFor(link.url, providers);
          return {
            seq_paragrafo: link.seq,
            ...linkOrText(link.url, link.label),
            restrito: p !== null,
            provedor: p?.code ?? null,
          };
        });
        return [{ cod_acervo: id, links }];
      });
    },

    /** ABNT NBR 6023 reference of a title and its online address. @throws 404 unknown title. */
    async abnt(titleId: number) {
      const t = await title(titleId);
      const facts = referenceFactsFromRecord(t.marc, t.id);
      const reference = formatAbnt(facts);
      return {
        cod_acervo: t.id,
        referencia: reference.text,
        referencia_html: reference.html,
        url: facts.url ?? catalogueLinks(t.marc).find((l) => isSafeLink(l.url))?.url ?? null,
      };
    },

    /** Target GEDWeb links: no Target base is connected, so none. @throws 404 unknown title. */
    async target(titleId: number): Promise<{ descricao: string; url: string }[]> {
      await title(titleId);
      return [];
    },

    /**
     * Opens a restricted e-book: link `seq` (its 856 position) of title `titleId`, through the
     * provider serving that link's host.
     * The reader is the signed-in patron only: provider tokens name a person, so a visitor (or
     * a client naming somebody else) gets nothing.
     * @throws HttpError 401 `login_required` without a signed-in reader; 404 unknown title or
     *   link; 422 `ebook_supplier_not_found` when no enabled provider serves the link or the
     *   provider refuses.
     */
    async restrictedAccess(
      titleId: number,
      seq: number,
      reader: Reader | null,
      client: { browser?: string; device?: string; os?: string },
    ): Promise<RestrictedAccess> {
      if (!reader) throw new HttpError(401, 'login_required');
      const t = await title(titleId);
      const link = catalogueLinks(t.marc).find((l) => l.seq === seq);
      if (!link) throw notFound();
      const config = providerFor(link.url, await repository.enabledProviders());
      if (!config) throw supplierNotFound();
      const request = { userId: reader.login, titleId, url: link.url, isbn: t.isbns[0] ?? null };
      let answer: RestrictedAccess;
      try {
        const access = await PROVIDER_ADAPTERS[config.code].open(config, request);
        if (access.kind === 'data') {
          answer = { provedor: config.code, dados: access.data };
        } else {
          await repository.saveSession({
            id: access.sessionId,
            provider: config.code,
            titleId,
            userId: reader.login,
            expiresAt: access.expiresAt,
          });
          answer = {
            provedor: config.code,
            url: `/grupoa?sessionid=${encodeURIComponent(access.sessionId)}`,
          };
        }
      } catch (error) {
        if (!(error instanceof ProviderRefusedError)) throw error;
        log.warn({ err: error, provider: config.code, titleId }, 'e-book provider refused access');
        throw supplierNotFound();
      }
      await this.recordAccess({
        titleId,
        seqParagraph: seq,
        url: link.url,
        userId: reader.login,
        browser: client.browser ?? null,
        device: client.device ?? null,
        os: client.os ?? null,
        provider: config.code,
      });
      return answer;
    },

    /**
     * The Grupo A reader URL of a session we opened and that has not expired.
     * @throws HttpError 422 `ebook_supplier_not_found` for an unknown or expired session, a
     *   provider no longer enabled, or a provider refusal.
     */
    async grupoASession(sessionId: string): Promise<{ url: string }> {
      const code = await repository.liveSessionProvider(sessionId, new Date());
      const config = code ? await provider(code) : null;
      const adapter = config ? PROVIDER_ADAPTERS[config.code] : null;
      if (!config || !adapter?.resolveSession) throw supplierNotFound();
      try {
        return { url: await adapter.resolveSession(config, sessionId) };
      } catch (error) {
        if (!(error instanceof ProviderRefusedError)) throw error;
        log.warn({ err: error, provider: config.code }, 'e-book provider refused the session');
        throw supplierNotFound();
      }
    },

    /** Records one opened link. Never throws: a failure is logged (the client ignores it). */
    async recordAccess(row: Parameters<LinksRepository['recordAccess']>[0]): Promise<boolean> {
      try {
        await repository.recordAccess(row);
        return true;
      } catch (error) {
        log.warn({ err: error, titleId: row.titleId }, 'access statistic not recorded');
        return false;
      }
    },
  };
}
