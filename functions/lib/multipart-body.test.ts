import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { multipartBody, parseMultipart, UNREADABLE_BODY } from './multipart-body.js';

const TYPE = 'multipart/form-data; boundary=xyz';
const part = (headers: string, content: string) => `--xyz\r\n${headers}\r\n\r\n${content}\r\n`;
const filePart = (content: string, name = 'file') =>
  part(`Content-Disposition: form-data; name="${name}"; filename="q.pdf"\r\nContent-Type: application/pdf`, content);
const END = '--xyz--\r\n';

async function refusal(body: string, type = TYPE, limits = {}): Promise<{ status: number; message: string }> {
  const error = await parseMultipart(Buffer.from(body, 'latin1'), type, limits).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).statusCode, message: (error as AppError).message };
}

describe('parseMultipart', () => {
  it('gives files and fields in the shape of @middy/http-multipart-body-parser', async () => {
    const data = await parseMultipart(
      Buffer.from(filePart('%PDF-1.7 hello') + part('Content-Disposition: form-data; name="note"', 'hi') + END),
      TYPE,
    );
    expect(data.file).toEqual({
      filename: 'q.pdf',
      mimetype: 'application/pdf',
      encoding: '7bit',
      truncated: false,
      content: Buffer.from('%PDF-1.7 hello'),
    });
    const named = await parseMultipart(
      Buffer.from(part('Content-Disposition: form-data; name="file"; filename="../../etc/q.pdf"', 'x') + END),
      TYPE,
    );
    expect((named.file as { filename: string }).filename).toBe('q.pdf');
    expect(data.note).toBe('hi');
  });

  it('refuses a body that ends inside a file part with a 400 (busboy emitted an unheard error that ended the process)', async () => {
    expect(
      await refusal(`--xyz\r\nContent-Disposition: form-data; name="file"; filename="q.pdf"\r\n\r\n%PDF-1.7 cut short`),
    ).toEqual({ status: 400, message: UNREADABLE_BODY });
    expect(await refusal(filePart('%PDF-1.7'))).toEqual({ status: 400, message: UNREADABLE_BODY });
  });

  it('answers bodies that left @middy/http-multipart-body-parser waiting forever (large skipped parts)', async () => {
    const big = 'x'.repeat(100_000);
    const data = await parseMultipart(Buffer.from(filePart('one') + filePart(big) + END), TYPE, { files: 1 });
    expect((data.file as { content: Buffer }).content.toString()).toBe('one');
    expect((await refusal(part('Content-Disposition: garbage', big) + END)).status).toBe(400);
    expect((await refusal(part('Content-Type: text/plain', big) + END)).status).toBe(400);
  });

  it('refuses a file over the size limit with 413', async () => {
    expect((await refusal(filePart('x'.repeat(100)) + END, TYPE, { fileSize: 10 })).status).toBe(413);
  });

  it('refuses a missing boundary, an over-long field name and garbage with 400', async () => {
    expect((await refusal(filePart('a') + END, 'multipart/form-data')).status).toBe(400);
    expect((await refusal(filePart('a', 'f'.repeat(200)) + END)).status).toBe(400);
    expect((await refusal(part(`Content-Disposition: form-data; name="${'f'.repeat(200)}"`, 'v') + END)).status).toBe(
      400,
    );
  });

  it('keeps the first file when the file limit is reached, and gathers name[] fields', async () => {
    const data = await parseMultipart(
      Buffer.from(
        filePart('one') +
          filePart('two') +
          part('Content-Disposition: form-data; name="tag"', 'x') +
          part('Content-Disposition: form-data; name="tag[]"', 'y') +
          END,
      ),
      TYPE,
      { files: 1 },
    );
    expect((data.file as { content: Buffer }).content.toString()).toBe('one');
    expect(data.tag).toEqual(['y']);
  });
});

describe('multipartBody middleware', () => {
  const run = async (event: object) => {
    const request = { event } as never;
    await multipartBody().before!(request);
    return (request as { event: { body: unknown } }).event.body;
  };

  it('parses a base64 multipart body and leaves other bodies alone', async () => {
    const body = Buffer.from(filePart('%PDF') + END).toString('base64');
    expect(await run({ headers: { 'content-type': TYPE }, body, isBase64Encoded: true })).toMatchObject({
      file: { filename: 'q.pdf' },
    });
    expect(
      await run({ headers: { 'content-type': 'application/json' }, body: '{"a":1}', isBase64Encoded: false }),
    ).toBe('{"a":1}');
  });

  it('refuses a multipart request without a body with 400', async () => {
    await expect(run({ headers: { 'content-type': TYPE } })).rejects.toMatchObject({ statusCode: 400 });
  });
});
