/**
 * unAPI (unapi.info, 2006 specification): the formats a record can be had in and the record
 * in each — MODS 3.7 (LC's MARC-to-MODS mapping, what Zotero prefers), RIS (as the basket
 * exports it), MARCXML (local fields left out, valid MARC 21 slim) and oai_dc (the catalogue's
 * one Dublin Core crosswalk). Zotero reads records this way from the `unapi-id` marks of the
 * title and results pages.
 */
import { toDublinCore, toOaiDcXml } from '../../dublin-core/index.ts';
import { escapeXml, serializeMarcXml } from '../../marc/write-marcxml.ts';
import { toModsXml } from '../../mods/crosswalk.ts';
import type { BasketRepository } from '../basket/repository.ts';
import { exportFile } from '../basket/formats.ts';
import { publicRecord } from '../titles/marc-view.ts';

export const UNAPI_FORMATS = {
  // First: Zotero takes MODS over the others. Its unAPI reader knows MODS by the name with the
  // type application/xml, as Koha and Evergreen list it.
  mods: {
    type: 'application/xml',
    docs: 'http://www.loc.gov/standards/mods/',
  },
  ris: {
    type: 'application/x-research-info-systems',
    docs: 'https://en.wikipedia.org/wiki/RIS_(file_format)',
  },
  marcxml: {
    type: 'application/marcxml+xml',
    docs: 'http://www.loc.gov/standards/marcxml/',
  },
  oai_dc: {
    type: 'application/xml',
    docs: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
  },
} as const;
export type UnapiFormat = keyof typeof UNAPI_FORMATS;

const isFormat = (name: string): name is UnapiFormat => Object.hasOwn(UNAPI_FORMATS, name);

/** What /unapi answers: a status, a content type and the body. */
export interface UnapiAnswer {
  status: 200 | 300 | 404 | 406;
  contentType: string;
  body: string;
}

/** The `<formats>` document, for the service or for one record (`id`). */
export function formatsXml(id: string | null): string {
  const formats = Object.entries(UNAPI_FORMATS)
    .map(([name, f]) => `<format name="${name}" type="${f.type}" docs="${escapeXml(f.docs)}"/>`)
    .join('\n  ');
  const idAttribute = id === null ? '' : ` id="${escapeXml(id)}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<formats${idAttribute}>\n  ${formats}\n</formats>\n`;
}

export function unapiService(repository: Pick<BasketRepository, 'titles'>) {
  async function titleOf(id: string) {
    if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > 2_147_483_647) return null;
    const [title] = await repository.titles([Number(id)]);
    return title ?? null;
  }

  return {
    /**
     * GET /unapi: without `id`, the formats (200); with `id` only, the record's formats (300);
     * with both, the record in that format (200), 404 for an unknown record, 406 for an
     * unknown format.
     */
    async answer(
      id: string | undefined,
      format: string | undefined,
    ): Promise<UnapiAnswer | 'not-found' | 'bad-format'> {
      const xml = 'application/xml; charset=utf-8';
      if (id === undefined) return { status: 200, contentType: xml, body: formatsXml(null) };
      const title = await titleOf(id);
      if (!title) return 'not-found';
      if (format === undefined) return { status: 300, contentType: xml, body: formatsXml(id) };
      if (!isFormat(format)) return 'bad-format';
      const type = `${UNAPI_FORMATS[format].type}; charset=utf-8`;
      switch (format) {
        case 'ris': {
          const file = await exportFile('ris', [title], {
            institution: '',
            heading: '',
            subtitle: '',
          });
          return { status: 200, contentType: type, body: file.content.toString('utf8') };
        }
        case 'marcxml':
          return {
            status: 200,
            contentType: type,
            body: serializeMarcXml([publicRecord(title.marc, false)]),
          };
        case 'mods':
          return {
            status: 200,
            contentType: type,
            body: `<?xml version="1.0" encoding="UTF-8"?>\n${toModsXml(publicRecord(title.marc, false))}\n`,
          };
        case 'oai_dc':
          return { status: 200, contentType: type, body: toOaiDcXml(toDublinCore(title.marc)) };
      }
    },
  };
}
