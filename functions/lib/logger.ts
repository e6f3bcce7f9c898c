import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger for every handler. Never log passwords, tokens or cookies. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'quotecheck' });
