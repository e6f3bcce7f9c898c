import { readSettings } from './settings.js';
import { startLocalStack } from './stack.js';

/** `npm start`: the whole product on this machine. Ctrl-C stops every child process. */
const startedAt = Date.now();

try {
  const settings = readSettings();
  if (settings.remoteWarning) console.warn(`\n${'!'.repeat(100)}\n${settings.remoteWarning}\n${'!'.repeat(100)}\n`);
  console.log(`Starting QuoteCheck locally (data in ${settings.dataDir})...`);
  const stack = await startLocalStack(settings);
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `QuoteCheck is running at ${stack.url} (ready in ${seconds} s). ${settings.admin ? `Admin: ${settings.admin.email}. ` : 'No admin account (set ADMIN_EMAIL and ADMIN_PASSWORD). '}Press Ctrl-C to stop.`,
  );
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    await stack.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  console.error(`QuoteCheck could not start: ${(error as Error).message}`);
  process.exit(1);
}
