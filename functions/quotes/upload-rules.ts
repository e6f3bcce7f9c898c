import { MAX_UPLOAD_BYTES } from '@shared/limits.js';
import { UPLOAD_ERRORS } from '@shared/messages.js';
import { detectFileType, type DetectedFileType } from '../extraction/file-type.js';
import { AppError, ValidationError } from '../lib/errors.js';

export class FileTooLargeError extends AppError {
  constructor() {
    super(413, UPLOAD_ERRORS.tooLarge);
  }
}

/** The server's checks on an uploaded file: present, not empty, at most 10 MB, and a PDF or image by its content. */
export function checkUploadedFile(bytes: Uint8Array | undefined, size = bytes?.length): DetectedFileType {
  if (!bytes || size === undefined) throw new ValidationError(UPLOAD_ERRORS.noFile);
  if (size === 0) throw new ValidationError(UPLOAD_ERRORS.emptyFile);
  if (size > MAX_UPLOAD_BYTES) throw new FileTooLargeError();
  const type = detectFileType(bytes);
  if (!type) throw new ValidationError(UPLOAD_ERRORS.invalidType);
  return type;
}

/** A display name for the file: no path, no control characters, at most 120 characters. */
export function cleanFileName(name: unknown, extension: string): string {
  const base = String(name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}<>"]/gu, '')
    .trim()
    .slice(-120);
  return base || `quote.${extension}`;
}
