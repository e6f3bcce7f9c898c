import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { assertPortFree } from './processes.js';

/** Browsers upload straight to the bucket (presigned POST/PUT), so the local bucket allows CORS. */
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/** The S3 stand-in (s3rver) with its objects persisted under `dir`. */
export async function startS3(
  port: number,
  dir: string,
  bucket: string,
): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  await assertPortFree(port, '127.0.0.1', 'the S3 stand-in');
  mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
