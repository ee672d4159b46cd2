import type { MaterialType } from '@estante/contract';
import { MATERIAL_TYPE_COLOURS } from '../../lib/catalogue-labels.ts';
import { escapeXml } from '../../marc/write-marcxml.ts';

/** Splits text into at most `maxLines` lines of about `perLine` characters, with an ellipsis when cut. */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const piece = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    if (current === '') current = piece;
    else if (current.length + 1 + piece.length <= perLine) current += ` ${piece}`;
    else {
      lines.push(current);
      current = piece;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.slice(0, Math.max(1, perLine - 1))}…`;
  return kept;
}

/**
 * A cover for a title without one: an SVG of `width` × 1.5·`width` pixels in the colour of the
 * material type, with the title and the first author. Every text is XML-escaped; the image has
 * no scripts, links or external references.
 */
export function placeholderSvg(
  title: string,
  author: string | null,
  materialType: string,
  width: number,
): string {
  const height = Math.round(width * 1.5);
  const colour = MATERIAL_TYPE_COLOURS[materialType as MaterialType] ?? MATERIAL_TYPE_COLOURS.mixed;
  const titleSize = Math.max(8, Math.round(width / 11));
  const authorSize = Math.max(7, Math.round(width / 15));
  const perLine = Math.max(6, Math.floor((width - 24) / (titleSize * 0.55)));
  const titleLines = wrapText(title, perLine, 6);
  const authorLines = author
    ? wrapText(author, Math.floor((width - 24) / (authorSize * 0.55)), 2)
    : [];
  const pad = Math.round(width / 10);
  const tspans = (lines: string[], size: number) =>
    lines
      .map(
        (line, i) =>
          `<tspan x="${pad}" dy="${i === 0 ? 0 : Math.round(size * 1.25)}">${escapeXml(line)}</tspan>`,
      )
      .join('');
  const label = escapeXml([title, author].filter(Boolean).join(' — '));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">` +
    `<rect width="${width}" height="${height}" fill="${colour}"/>` +
    `<rect x="${Math.round(pad / 2)}" y="${Math.round(pad / 2)}" width="${width - pad}" height="${height - pad}" ` +
    `fill="none" stroke="#ffffff" stroke-opacity="0.35"/>` +
    `<text x="${pad}" y="${pad * 2}" font-family="Georgia, serif" font-size="${titleSize}" ` +
    `font-weight="bold" fill="#ffffff">${tspans(titleLines, titleSize)}</text>` +
    (authorLines.length > 0
      ? `<text x="${pad}" y="${height - pad * 1.5 - (authorLines.length - 1) * authorSize * 1.25}" ` +
        `font-family="Helvetica, Arial, sans-serif" font-size="${authorSize}" fill="#ffffff">` +
        `${tspans(authorLines, authorSize)}</text>`
      : '') +
    '</svg>'
  );
}
