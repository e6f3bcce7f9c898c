import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@shared/limits';
import { UPLOAD_ERRORS } from '@shared/messages';
import { FILE_PROBLEMS, checkFile, formatFileSize } from './validate-file';

function fileOf(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('checkFile', () => {
  it('accepts PDFs and the image types of the spec', () => {
    for (const [name, type] of [
      ['quote.pdf', 'application/pdf'],
      ['photo.jpg', 'image/jpeg'],
      ['photo.png', 'image/png'],
      ['scan.gif', 'image/gif'],
      ['scan.bmp', 'image/bmp'],
      ['photo.webp', 'image/webp'],
      ['photo.heic', 'image/heic'],
      ['photo.heif', 'image/heif'],
    ]) {
      expect(checkFile(fileOf(name!, type!))).toBeNull();
    }
  });

  it('accepts a HEIC photo whose type the browser does not report', () => {
    expect(checkFile(fileOf('IMG_0001.HEIC', ''))).toBeNull();
  });

  it('rejects other types, even with a photo extension', () => {
    expect(
      checkFile(fileOf('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
    ).toBe(FILE_PROBLEMS.invalidType);
    expect(checkFile(fileOf('clip.mp4', 'video/mp4'))).toBe(FILE_PROBLEMS.invalidType);
    expect(checkFile(fileOf('fake.pdf', 'text/plain'))).toBe(FILE_PROBLEMS.invalidType);
    expect(checkFile(fileOf('unknown', ''))).toBe(FILE_PROBLEMS.invalidType);
  });

  it('allows exactly 10 MB and rejects one byte more', () => {
    expect(checkFile(fileOf('quote.pdf', 'application/pdf', MAX_UPLOAD_BYTES))).toBeNull();
    expect(checkFile(fileOf('quote.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1))).toBe(FILE_PROBLEMS.tooLarge);
  });

  it('asks for a file when there is none', () => {
    expect(checkFile(null)).toEqual({ title: 'No file selected', description: 'Please select a file first.' });
  });

  it("refuses an empty file before it is sent, with the server's own message", () => {
    expect(checkFile(fileOf('quote.pdf', 'application/pdf', 0))).toEqual({
      title: 'Empty file',
      description: UPLOAD_ERRORS.emptyFile,
    });
    expect(checkFile(fileOf('quote.pdf', 'application/pdf', 1))).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('reads sizes under 1 KB in bytes, then KB, then MB', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(1023)).toBe('1023 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(34_567)).toBe('34 KB');
    expect(formatFileSize(1_234_567)).toBe('1.2 MB');
  });
});
