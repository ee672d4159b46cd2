import { loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { DatabaseUnavailableError, openDatabase } from './db/database.ts';

/** Starts the catalogue: database (migrated, demo data on first start), API and SPA on one port. */
async function main(): Promise<void> {
  const config = loadConfig();
  let db;
  try {
    db = await openDatabase(config);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || error instanceof DataDirInUseError) {
      console.error(`estante: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  // The rest of the server is loaded once the database is open: a database that cannot be
  // reached, or a data folder in use, is reported at once, not after loading every module.
  const [
    { buildApp, defaultLogger },
    { prepareDemoData },
    { applyInstitutionOverrides },
    { createMailer },
    { prepareOidc },
  ] = await Promise.all([
    import('./app.ts'),
    import('./demo-startup.ts'),
    import('./institution-overrides.ts'),
    import('./mail/mailer.ts'),
    import('./modules/oidc/startup.ts'),
  ]);
  const oidc = await prepareOidc(config);
  const app = await buildApp({
    db,
    webDist: config.webDist,
    logger: defaultLogger,
    mailer: createMailer(config),
    searchCacheEntries: config.searchCacheEntries,
    searchMemoryIndex: config.searchMemoryIndex,
    trustProxy: config.trustProxy,
    rateLimits: config.rateLimits,
    basketEmail: config.basketEmail,
    emailQuotas: config.emailQuotas,
    auth: config.auth,
    circulation: config.circulation,
    oidc: oidc.settings,
    networkHarvestMinutes: config.networkHarvestMinutes,
  });
  await prepareDemoData(db, config, app.log);
  await applyInstitutionOverrides(db.kysely, config.institution, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await oidc.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Estante is ready at ${config.publicUrl} (${db.kind} database)`);
  if (oidc.demoIssuer) app.log.info(`demo OpenID provider (DEMO_OIDC) at ${oidc.demoIssuer}`);
  if (config.searchMemoryIndex) {
    // Searches are answered by PostgreSQL until the memory index is built; then by the index.
    const started = performance.now();
    app.searchEngine.ready().then(
      () =>
        app.log.info(
          `search memory index ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        ),
      (error: unknown) => app.log.error({ err: error }, 'search memory index not built'),
    );
  }
}

main().catch((error: unknown) => {
  console.error('estante: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
