// citation-js ships no type declarations; these cover the part of the API we call.
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown);
    format(
      kind: 'bibliography' | 'citation' | 'data' | 'ris' | 'bibtex' | string,
      options?: {
        format?: 'text' | 'html' | 'string' | 'object';
        template?: string;
        lang?: string;
      },
    ): string;
  }
  export const plugins: {
    config: { get(name: string): { templates: { has(name: string): boolean } } };
  };
}
declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-bibtex';
