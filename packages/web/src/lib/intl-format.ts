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

/**
 * A whole number as the language writes it. Below 1,000 every language the app has (pt, en,
 * es, fr, it: Latin digits) writes it as it is, so no formatter then: making the first one
 * loads the language's number data, 15–35 ms, four times that on a slow phone — most of the
 * first render of the header's basket count and a search's count (issue 11 §8).
 */
export const formatInteger = (n: number, locale?: string) =>
  Number.isInteger(n) && n >= 0 && n < 1000 ? String(n) : numberFormat(locale).format(n);

export const dateTimeFormat = (locale?: string, options?: Intl.DateTimeFormatOptions) =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const collator = (locale?: string, options?: Intl.CollatorOptions) =>
  cached('collator', locale, options, () => new Intl.Collator(locale, options));
