/** The demo collection generator: what the server and the CLI use. */
export {
  generateDemoCollection,
  isDatabaseEmpty,
  seedDemoIfEmpty,
  type DemoOptions,
  type DemoSummary,
} from './generate.ts';
