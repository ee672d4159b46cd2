import type {
  BasketEmailResult,
  BasketExportField,
  BasketExportFormat,
  BasketExportRequest,
} from '@estante/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, errorOf } from '../../../lib/api-client';

/** The request body, with `tipo` and `dados` typed by the contract's constants. */
export type ExportRequest = Omit<BasketExportRequest, 'tipo' | 'dados'> & {
  tipo: BasketExportFormat;
  dados?: BasketExportField[];
};

export const EXPORT_PATH = '/acervo/exportar-cesta';

/** A downloaded export: the file and the codes the server left out (no such title). */
export interface ExportDownload {
  kind: 'download';
  blob: Blob;
  filename: string;
  ignorados: number[];
}

/** The outcome of an export: a file to save, or the report of an email sent. */
export type ExportOutcome = ExportDownload | { kind: 'email'; result: BasketEmailResult };

/** The file name of a `Content-Disposition` header (`filename*=` first), or a fallback. */
export function dispositionFilename(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed encoding: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name && !/[\\/]/.test(name) ? name : fallback;
}

/**
 * POST `/api/acervo/exportar-cesta`: without `opcoesEmail` the answer is the file, with it the
 * report of the message sent. Throws {@link ApiRequestError} (status 0 when unreachable).
 */
export async function exportBasket(request: ExportRequest): Promise<ExportOutcome> {
  // Through the API client: a signed-in patron's token goes along (email export is theirs).
  const response = await apiRequest(EXPORT_PATH, { method: 'POST', body: request });
  if (!response.ok) throw await errorOf(response);
  if (request.opcoesEmail) {
    return { kind: 'email', result: (await response.json()) as BasketEmailResult };
  }
  const ignored = response.headers.get('x-acervos-ignorados');
  return {
    kind: 'download',
    blob: await response.blob(),
    filename: dispositionFilename(
      response.headers.get('content-disposition'),
      `cesta.${request.tipo}`,
    ),
    ignorados: ignored ? ignored.split(',').map(Number).filter(Number.isInteger) : [],
  };
}

/** Saves a downloaded export through a temporary object URL. */
export function saveDownload({ blob, filename }: ExportDownload): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later: revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const useExportBasket = () => useMutation({ mutationFn: exportBasket });
