/**
 * The MARC view of a record (titles and authorities share it) and its downloads.
 */
import type { MarcView, MarcDownloadFormat } from '@estante/contract';
import type { FastifyReply } from 'fastify';
import { isControlField, type MarcRecord } from '../../marc/record.ts';
import { serializeIso2709 } from '../../marc/write-iso2709.ts';
import { serializeMarcJson } from '../../marc/write-marc-json.ts';
import { serializeMarcXml } from '../../marc/write-marcxml.ts';

/**
 * Local and internal fields: 9XX (local data, holdings, system fields) and 59X (local notes).
 * Shown only with `liberacao=1`.
 */
export function isLocalTag(tag: string): boolean {
  return tag[0] === '9' || tag.startsWith('59');
}

/** The record without local fields unless `includeLocal`. */
export function publicRecord(record: MarcRecord, includeLocal: boolean): MarcRecord {
  if (includeLocal) return record;
  return { leader: record.leader, fields: record.fields.filter((f) => !isLocalTag(f.tag)) };
}

/** Every field with its indicators and subfields, in record order. */
export function marcView(record: MarcRecord, includeLocal: boolean): MarcView {
  const shown = publicRecord(record, includeLocal);
  return {
    lider: record.leader,
    campos: shown.fields.map((field) =>
      isControlField(field)
        ? { tag: field.tag, ind1: null, ind2: null, valor: field.value, subcampos: [] }
        : {
            tag: field.tag,
            ind1: field.ind1,
            ind2: field.ind2,
            valor: null,
            subcampos: field.subfields.map((s) => ({ codigo: s.code, valor: s.value })),
          },
    ),
    liberacao: includeLocal,
    ocultos: record.fields.length - shown.fields.length,
  };
}

/** A download: bytes, content type and file name. */
export interface MarcDownload {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

/** Serialises a record for download with the conventional content type and extension. */
export function marcDownload(
  record: MarcRecord,
  format: MarcDownloadFormat,
  baseName: string,
): MarcDownload {
  switch (format) {
    case 'iso2709':
      return {
        body: serializeIso2709(record),
        contentType: 'application/marc',
        fileName: `${baseName}.mrc`,
      };
    case 'marcxml':
      return {
        body: serializeMarcXml([record]),
        contentType: 'application/marcxml+xml; charset=utf-8',
        fileName: `${baseName}.xml`,
      };
    case 'json':
      return {
        body: serializeMarcJson(record),
        contentType: 'application/json; charset=utf-8',
        fileName: `${baseName}.json`,
      };
  }
}

/** Sends a download with its content type and file name. */
export function sendDownload(reply: FastifyReply, file: MarcDownload) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.body);
}
