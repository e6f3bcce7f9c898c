/**
 * What a file is, from its first bytes only: never from its name or the Content-Type the browser sent.
 */
export type FileKind = 'pdf' | 'jpeg' | 'png' | 'gif' | 'bmp' | 'webp' | 'heic';

export type ImageKind = Exclude<FileKind, 'pdf'>;

export interface DetectedFileType {
  kind: FileKind;
  mime: string;
  extension: string;
}

const TYPES: Record<FileKind, DetectedFileType> = {
  pdf: { kind: 'pdf', mime: 'application/pdf', extension: 'pdf' },
  jpeg: { kind: 'jpeg', mime: 'image/jpeg', extension: 'jpg' },
  png: { kind: 'png', mime: 'image/png', extension: 'png' },
  gif: { kind: 'gif', mime: 'image/gif', extension: 'gif' },
  bmp: { kind: 'bmp', mime: 'image/bmp', extension: 'bmp' },
  webp: { kind: 'webp', mime: 'image/webp', extension: 'webp' },
  heic: { kind: 'heic', mime: 'image/heic', extension: 'heic' },
};

/** PDF readers accept the header anywhere in the first 1024 bytes (some generators prepend junk). */
const PDF_HEADER_WINDOW = 1024;
/** ISO-BMFF brands of HEIC/HEIF still images and sequences. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'heif']);

export function detectFileType(bytes: Uint8Array): DetectedFileType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return TYPES.jpeg;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return TYPES.png;
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return TYPES.gif;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return TYPES.webp;
  if (isHeif(bytes)) return TYPES.heic;
  // 'BM' alone is two printable letters; also require a plausible DIB header size so a text file starting "BM" is not an image.
  if (ascii(bytes, 0, 2) === 'BM' && isBmpHeader(bytes)) return TYPES.bmp;
  if (findAscii(bytes, '%PDF-', PDF_HEADER_WINDOW) >= 0) return TYPES.pdf;
  return undefined;
}

export function fileTypeOf(kind: FileKind): DetectedFileType {
  return TYPES[kind];
}

function isHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = readUint32BE(bytes, 0);
  if (HEIF_BRANDS.has(ascii(bytes, 8, 4))) return true;
  // The major brand can be something else (e.g. 'avif' or a camera's own) with HEIF among the compatible brands.
  const end = Math.min(boxSize >= 16 ? boxSize : 16, bytes.length, 256);
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    const brand = ascii(bytes, offset, 4);
    if (
      brand === 'heic' ||
      brand === 'heix' ||
      brand === 'hevc' ||
      brand === 'hevx' ||
      brand === 'heim' ||
      brand === 'heis'
    ) {
      return true;
    }
  }
  return false;
}

function isBmpHeader(bytes: Uint8Array): boolean {
  if (bytes.length < 18) return false;
  const dibHeaderSize = bytes[14] | (bytes[15] << 8) | (bytes[16] << 16) | (bytes[17] << 24);
  return [12, 40, 52, 56, 64, 108, 124].includes(dibHeaderSize);
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  if (bytes.length < prefix.length) return false;
  return prefix.every((b, i) => bytes[i] === b);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (bytes.length < offset + length) return '';
  let s = '';
  for (let i = offset; i < offset + length; i++) s += String.fromCharCode(bytes[i]);
  return s;
}

function readUint32BE(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset] << 24) | (bytes[offset + 1] << 16) | (bytes[offset + 2] << 8) | bytes[offset + 3]) >>> 0;
}

function findAscii(bytes: Uint8Array, needle: string, window: number): number {
  const end = Math.min(bytes.length, window) - needle.length;
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < needle.length; j++) {
      if (bytes[i + j] !== needle.charCodeAt(j)) continue outer;
    }
    return i;
  }
  return -1;
}
