import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { UPLOAD_ERRORS } from '@shared/messages.js';
import { AppError, ValidationError } from './errors.js';

/** A file part, in the shape @middy/http-multipart-body-parser gives it. */
export interface MultipartFile {
  filename: string;
  mimetype: string;
  encoding: string;
  truncated: boolean;
  content: Buffer;
}

export interface MultipartLimits {
  /** Largest file, in bytes: a larger one is refused with 413. */
  fileSize?: number;
  /** Files kept, in order; later ones are ignored. */
  files?: number;
  /** Fields kept, in order; later ones are ignored. */
  fields?: number;
  /** Longest field name; a longer one is refused with 400. */
  fieldNameSize?: number;
}

export const UNREADABLE_BODY = 'The request body could not be read';

function isMultipart(contentType: string | undefined): boolean {
  return contentType?.split(';')[0].trim().toLowerCase() === 'multipart/form-data';
}

/**
 * Parses a multipart/form-data body with the platform's own parser (the fetch API's
 * `Request.formData()`, undici in Node), into the result shape of @middy/http-multipart-body-parser:
 * a file is {filename, mimetype, encoding, truncated, content}, a repeated name gives an array, a name
 * ending in [] gathers its values.
 *
 * It replaces @middy/http-multipart-body-parser 7.9.2, which the fuzz test (test/integration/fuzz.test.ts)
 * showed to fail on malformed bodies in two ways: a body ending inside a file part makes busboy emit
 * 'error' on a file stream nobody listens to, which ends the process (the whole local server; a Lambda
 * runtime crash in AWS); and a skipped part (no Content-Disposition, or over the files limit) larger
 * than busboy's buffer, in a body written in one piece, leaves its parser waiting forever (a Lambda
 * timeout). The whole body is in memory here (a Lambda event), so nothing needs streaming.
 *
 * A malformed body is a 400, a file over the size limit a 413. Bodies of other types are left as they
 * are (the route's checks refuse what they do not accept).
 */
export function multipartBody(
  limits: MultipartLimits = {},
): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    before: async (request) => {
      const { headers, body, isBase64Encoded } = request.event;
      const contentType = headers?.['content-type'];
      if (!isMultipart(contentType)) return;
      if (typeof body !== 'string') throw new ValidationError(UNREADABLE_BODY);
      (request.event as { body: unknown }).body = await parseMultipart(
        Buffer.from(body, isBase64Encoded ? 'base64' : 'utf8'),
        contentType!,
        limits,
      );
    },
  };
}

export async function parseMultipart(
  bytes: Buffer,
  contentType: string,
  limits: MultipartLimits = {},
): Promise<Record<string, unknown>> {
  const { fileSize = Infinity, files = Infinity, fields = Infinity, fieldNameSize = 100 } = limits;
  let form: FormData;
  try {
    form = await new Request('http://local/', {
      method: 'POST',
      body: new Uint8Array(bytes),
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new ValidationError(UNREADABLE_BODY);
  }
  const data: Record<string, unknown> = Object.create(null);
  const add = (name: string, value: unknown) => {
    const current = data[name];
    if (current === undefined) data[name] = value;
    else if (Array.isArray(current)) current.push(value);
    else data[name] = [current, value];
  };
  let fileCount = 0;
  let fieldCount = 0;
  for (const [name, value] of form) {
    if (name.length > fieldNameSize) throw new ValidationError(UNREADABLE_BODY);
    if (typeof value === 'string') {
      if (++fieldCount > fields) continue;
      const bracket = name.endsWith(']') ? name.lastIndexOf('[') : -1;
      if (bracket < 1) {
        data[name] = value;
        continue;
      }
      const key = name.slice(0, bracket);
      if (!Array.isArray(data[key])) data[key] = [];
      (data[key] as unknown[]).push(value);
      continue;
    }
    if (++fileCount > files) continue;
    if (value.size > fileSize) throw new AppError(413, UPLOAD_ERRORS.tooLarge);
    const file: MultipartFile = {
      // Like busboy: the name without any directories a client put in it.
      filename: value.name.split(/[\\/]/).pop() ?? '',
      mimetype: value.type,
      encoding: '7bit',
      truncated: false,
      content: Buffer.from(await value.arrayBuffer()),
    };
    add(name, file);
  }
  return data;
}
