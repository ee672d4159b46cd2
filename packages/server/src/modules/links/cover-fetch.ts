/** Raster types a stored cover may have. SVG is refused: from our origin it could run script. */
const COVER_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);
const MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 4000;

/** A fetched cover image. */
export interface CoverImage {
  contentType: string;
  body: Buffer;
}

/**
 * Fetches a cover stored at an http(s) address so we can serve it from our own origin (the
 * Content-Security-Policy allows images from 'self' and data: only). Answers null when it
 * cannot be used: not http(s), unreachable, slow, not a raster image, or over 2 MB — the
 * caller then draws the placeholder.
 */
export async function fetchCover(url: string): Promise<CoverImage | null> {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'follow',
    });
    const contentType = (response.headers.get('content-type') ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (!response.ok || !COVER_TYPES.has(contentType)) {
      await response.body?.cancel();
      return null;
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_BYTES) {
      await response.body?.cancel();
      return null;
    }
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length === 0 || body.length > MAX_BYTES) return null;
    return { contentType, body };
  } catch {
    return null;
  }
}
