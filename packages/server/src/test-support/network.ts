import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { runHarvestJob } from '../modules/network/job.ts';

/**
 * Fills the network base of a test app holding the demo collection as the server does at its
 * first start: the app listens on a free port and harvests the demo's institutions from its own
 * /oai over HTTP. Throws when a harvest failed.
 */
export async function harvestDemoNetwork(app: FastifyInstance): Promise<void> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const reports = await runHarvestJob({
    db: app.db.kysely,
    intervalMinutes: 0,
    selfUrl: () => `http://127.0.0.1:${port}`,
  });
  const failed = reports.find((r) => !r.ok);
  if (failed) throw new Error(`demo network harvest failed: ${failed.error}`);
}
