import { MAX_UPLOAD_BYTES } from '@shared/limits';
import { UPLOAD_ERRORS } from '@shared/messages';

/** The types the spec accepts (section 5): PDF and common photo formats, HEIC/HEIF included. */
const ALLOWED_MIME_TYPES = new Set([
  'application/pdf',
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/x-ms-bmp',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
]);
const ALLOWED_EXTENSIONS = new Set(['pdf', 'jpeg', 'jpg', 'png', 'gif', 'bmp', 'webp', 'heic', 'heif']);

/** What the file picker offers. */
export const UPLOAD_ACCEPT = 'application/pdf,image/*,.pdf,.jpg,.jpeg,.png,.gif,.bmp,.webp,.heic,.heif';

export interface FileProblem {
  title: string;
  description: string;
}

export const FILE_PROBLEMS = {
  noFile: { title: 'No file selected', description: 'Please select a file first.' },
  invalidType: { title: 'Invalid file type', description: 'Please upload a PDF or image file (JPEG, PNG, etc.)' },
  tooLarge: {
    title: 'File too large',
    description: 'Files must be smaller than 10MB. Please compress your file and try again.',
  },
  /** The server refuses it too, with the same words. */
  empty: { title: 'Empty file', description: UPLOAD_ERRORS.emptyFile },
} as const satisfies Record<string, FileProblem>;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The browser-side checks before anything is sent: a PDF or image (by type, or by extension when
 * the browser reports none, as it often does for HEIC), not empty, of at most 10 MB. The server
 * checks the content again.
 */
export function checkFile(file: File | null | undefined): FileProblem | null {
  if (!file) return FILE_PROBLEMS.noFile;
  const type = file.type.toLowerCase();
  const typeOk = ALLOWED_MIME_TYPES.has(type);
  const extensionOk = ALLOWED_EXTENSIONS.has(extensionOf(file.name));
  const typeUnknown = type === '' || type === 'application/octet-stream';
  if (!typeOk && !(extensionOk && typeUnknown)) return FILE_PROBLEMS.invalidType;
  if (file.size === 0) return FILE_PROBLEMS.empty;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_PROBLEMS.tooLarge;
  return null;
}

/** 1234567 → "1.2 MB", 34567 → "34 KB", 512 → "512 bytes". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}
