import Busboy, { type BusboyConfig } from '@fastify/busboy';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { UPLOAD_ERRORS } from '../../shared/messages.js';
import { AppError, ValidationError } from './errors.js';

/** A file part, as @middy/http-multipart-body-parser gives it. */
export interface MultipartFile {
  filename: string;
  mimetype: string;
  encoding: string;
  truncated: boolean;
  content: Buffer;
}

export const UNREADABLE_BODY = 'The request body could not be read';

/** Longest field name read (as @middy/http-multipart-body-parser's default). */
const FIELD_NAME_SIZE = 100;

function isMultipart(contentType: string | undefined): boolean {
  return contentType?.split(';')[0].trim().toLowerCase() === 'multipart/form-data';
}

/**
 * Parses a multipart/form-data body into fields and files, with the result shape of
 * @middy/http-multipart-body-parser (a file is {filename, mimetype, encoding, truncated, content}; a
 * repeated name gives an array, a name ending in [] gathers its values).
 *
 * Unlike that middleware (7.9.2), it listens for the errors of each file's stream: a body that ends
 * inside a file part makes busboy emit 'error' on the file stream, and with no listener that error
 * ends the process (a Lambda runtime crash in AWS, the whole local server locally). Here it is a 400.
 * A file over the size limit is a 413; any other malformed body is a 400. Bodies of other types are
 * left as they are (the route's checks refuse them).
 */
export function multipartBody(options: { limits?: BusboyConfig['limits'] } = {}): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    before: async (request) => {
      const { headers, body, isBase64Encoded } = request.event;
      const contentType = headers?.['content-type'];
      if (!isMultipart(contentType)) return;
      if (typeof body !== 'string') throw new ValidationError(UNREADABLE_BODY);
      (request.event as { body: unknown }).body = await parseMultipart(Buffer.from(body, isBase64Encoded ? 'base64' : 'utf8'), contentType!, options.limits);
    },
  };
}

export function parseMultipart(bytes: Buffer, contentType: string, limits: BusboyConfig['limits'] = {}): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const data: Record<string, unknown> = Object.create(null);
    const fail = (error: Error) => reject(error instanceof AppError ? error : new ValidationError(UNREADABLE_BODY));
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({ headers: { 'content-type': contentType }, limits: { fieldNameSize: FIELD_NAME_SIZE, parts: 1000, ...limits } });
    } catch (error) {
      fail(error as Error);
      return;
    }
    parser.on('file', (name, stream, filename, encoding, mimetype) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', fail);
      if (name.length > FIELD_NAME_SIZE) {
        stream.resume();
        fail(new ValidationError(UNREADABLE_BODY));
        return;
      }
      stream.on('end', () => {
        if ((stream as { truncated?: boolean }).truncated) {
          fail(new AppError(413, UPLOAD_ERRORS.tooLarge));
          return;
        }
        const file: MultipartFile = { filename, mimetype, encoding, truncated: false, content: Buffer.concat(chunks) };
        const current = data[name];
        if (current === undefined) data[name] = file;
        else if (Array.isArray(current)) current.unshift(file);
        else data[name] = [file, current];
      });
    });
    parser.on('field', (name, value) => {
      if (name.length > FIELD_NAME_SIZE) {
        fail(new ValidationError(UNREADABLE_BODY));
        return;
      }
      const bracket = name.endsWith(']') ? name.lastIndexOf('[') : -1;
      if (bracket < 1) {
        data[name] = value;
        return;
      }
      const key = name.slice(0, bracket);
      const list = Array.isArray(data[key]) ? (data[key] as unknown[]) : (data[key] = []);
      (list as unknown[]).push(value);
    });
    parser.on('finish', () => resolve(data));
    parser.on('error', fail);
    try {
      parser.end(bytes);
    } catch (error) {
      fail(error as Error);
    }
  });
}
