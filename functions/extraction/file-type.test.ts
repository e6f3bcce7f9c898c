import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type.js';
import {
  documentBytes,
  HEIC_QUOTE,
  PHOTO_QUOTE,
  SCANNED_QUOTE,
  SCREENSHOT_QUOTE,
  TEXT_QUOTE,
} from '../../test/documents.js';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const ftyp = (major: string, ...compatible: string[]) => {
  const body = [major, '\0\0\0\0', ...compatible].join('');
  const size = 8 + body.length;
  return bytes([0, 0, 0, size], 'ftyp', body, [0, 0, 0, 8], 'meta');
};

describe('detectFileType', () => {
  it.each([
    ['a PDF header at the start', bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'pdf', 'application/pdf'],
    ['a PDF header after some junk within 1024 bytes', bytes('x'.repeat(600), '%PDF-1.4\n'), 'pdf', 'application/pdf'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'jpeg', 'image/jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'png', 'image/png'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'gif', 'image/gif'],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'gif', 'image/gif'],
    ['BMP', bytes('BM', [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 40, 0, 0, 0]), 'bmp', 'image/bmp'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'webp', 'image/webp'],
    ['HEIC (major brand heic)', ftyp('heic', 'mif1', 'heic'), 'heic', 'image/heic'],
    ['HEIF (major brand mif1)', ftyp('mif1', 'heic'), 'heic', 'image/heic'],
    ['HEIF sequence (msf1)', ftyp('msf1', 'hevc'), 'heic', 'image/heic'],
    ['another major brand with heic compatible', ftyp('MiHE', 'heic'), 'heic', 'image/heic'],
  ])('recognises %s', (_name, input, kind, mime) => {
    expect(detectFileType(input)).toMatchObject({ kind, mime });
  });

  it.each([
    ['an empty buffer', new Uint8Array(0)],
    ['plain text', bytes('Dear homeowner, thank you')],
    ['text starting with BM', bytes('BMW quote for windows and doors')],
    ['a PDF header beyond the first 1024 bytes', bytes('x'.repeat(1100), '%PDF-1.4')],
    ['a RIFF file that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['an MP4 video', ftyp('isom', 'iso2', 'mp41')],
    ['an AVIF image', ftyp('avif', 'mif1', 'miaf')],
    ['a ZIP (DOCX) file', bytes('PK', [3, 4, 20, 0])],
    ['three bytes of a JPEG marker missing one', bytes([0xff, 0xd8])],
  ])('does not accept %s', (_name, input) => {
    expect(detectFileType(input)).toBeUndefined();
  });

  it.each([
    [TEXT_QUOTE.file, 'pdf', 'pdf'],
    [PHOTO_QUOTE.file, 'jpeg', 'jpg'],
    [SCANNED_QUOTE.file, 'pdf', 'pdf'],
    [HEIC_QUOTE.file, 'heic', 'heic'],
    [SCREENSHOT_QUOTE.file, 'png', 'png'],
  ])('detects the test document %s as %s', (file, kind, extension) => {
    expect(detectFileType(documentBytes(file))).toMatchObject({ kind, extension });
  });
});
