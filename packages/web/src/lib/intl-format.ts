/**
 * Intl formatters, made once per language and options. Building one loads the language's
 * locale data and costs milliseconds (tens on a slow phone): made in a render, it was the most
 * expensive part of the header's basket count and of each event on the home page (issue 11 §8).
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.Collator>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.Collator>(
  kind: string,
  locale: string | undefined,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}\u0000${locale ?? ''}\u0000${JSON.stringify(options ?? {})}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter as T;
}

export const numberFormat = (locale?: string, options?: Intl.NumberFormatOptions) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale?: string, options?: Intl.DateTimeFormatOptions) =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const collator = (locale?: string, options?: Intl.CollatorOptions) =>
  cached('collator', locale, options, () => new Intl.Collator(locale, options));
