import {
  API_LANGUAGE_CODES,
  type ApiError,
  type BasketEmailResult,
  type BasketExportField,
  type BasketExportFormat,
  type BasketExportRequest,
} from '@estante/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/** The request body, with `tipo` and `dados` typed by the contract's constants. */
export type ExportRequest = Omit<BasketExportRequest, 'tipo' | 'dados'> & {
  tipo: BasketExportFormat;
  dados?: BasketExportField[];
};

export const EXPORT_PATH = '/api/acervo/exportar-cesta';

/** A downloaded export: the file and the codes the server left out (no such title). */
export interface ExportDownload {
  kind: 'download';
  blob: Blob;
  filename: string;
  ignorados: number[];
}

/** The outcome of an export: a file to save, or the report of an email sent. */
export type ExportOutcome = ExportDownload | { kind: 'email'; result: BasketEmailResult };

function headers(): Record<string, string> {
  const language = i18n.resolvedLanguage ?? 'pt';
  const code = API_LANGUAGE_CODES[language as keyof typeof API_LANGUAGE_CODES];
  return {
    'Content-Type': 'application/json',
    'Accept-Language': language,
    ...(code ? { 'X-Idioma': String(code) } : {}),
  };
}

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

function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).message === 'string' &&
    typeof (value as ApiError).key === 'string'
  );
}

/**
 * POST `/api/acervo/exportar-cesta`: without `opcoesEmail` the answer is the file, with it the
 * report of the message sent. Throws {@link ApiRequestError} (status 0 when unreachable).
 */
export async function exportBasket(request: ExportRequest): Promise<ExportOutcome> {
  let response: Response;
  try {
    response = await fetch(EXPORT_PATH, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(request),
    });
  } catch {
    throw new ApiRequestError({ message: 'network_error', key: 'network_error', status: 0 });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiRequestError(
      isApiError(body)
        ? { ...body, status: response.status }
        : { message: response.statusText, key: 'unexpected_error', status: response.status },
    );
  }
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
