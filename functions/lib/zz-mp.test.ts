import { readFileSync } from 'node:fs';
import parser from '@middy/http-multipart-body-parser';
import { it } from 'vitest';
import { multipartBody } from './multipart-body.js';
it('x', async () => {
  for (const i of [526, 998, 1220, 2977]) {
    const r = JSON.parse(readFileSync(`/tmp/fuzz-req-${i}.json`, 'utf8'));
    for (const [name, mw] of [['middy', parser({ disableContentTypeError: true, busboy: { limits: { fileSize: 10485760, files: 1, fields: 20 } } })], ['mine', multipartBody({ limits: { fileSize: 10485760, files: 1, fields: 20 } })]] as const) {
      const event = { headers: { 'content-type': r.headers['content-type'] }, body: r.body, isBase64Encoded: true };
      const out = await Promise.race([
        (mw.before as any)({ event }).then(() => 'ok ' + JSON.stringify(Object.keys(event.body as any)), (e: any) => `rejected ${e.statusCode} ${e.message}`),
        new Promise((d) => setTimeout(() => d('HANG'), 2000)),
      ]);
      console.log(i, name, out);
    }
  }
}, 30000);
