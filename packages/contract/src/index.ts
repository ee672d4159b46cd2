export * from './constants.ts';
export * from './errors.ts';
export * from './parameters.ts';
export * from './search.ts';
export * from './basket.ts';
export * from './links.ts';
export * from './titles.ts';
export * from './discovery.ts';
