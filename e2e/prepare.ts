// Builds the web app and the demo template the e2e servers copy, before the shards start
// (scripts/test.sh): `npx tsx e2e/prepare.ts`.
import { prepareRun } from './support/server.ts';

await prepareRun();
