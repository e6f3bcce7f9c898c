/**
 * A phone photo as an iPhone saves it: HEIC. npm has no HEIC encoder, so this runs libheif's `heif-enc`
 * (Debian: `apt-get install libheif-examples`) on the photo; the result is committed, so only
 * regenerating the test documents needs it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function heifEncoderMissing(): string | null {
  try {
    execFileSync('heif-enc', ['--help'], { stdio: 'ignore' });
    return null;
  } catch (error) {
    // heif-enc --help exits 1 after printing its usage: only a missing program is an error here.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return 'heif-enc is not installed (Debian: apt-get install libheif-examples)';
    return null;
  }
}

export function jpegToHeic(jpeg: Uint8Array, quality: number): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'heic-'));
  try {
    writeFileSync(join(dir, 'photo.jpg'), jpeg);
    execFileSync('heif-enc', ['-q', String(quality), '-o', join(dir, 'photo.heic'), join(dir, 'photo.jpg')], {
      stdio: 'ignore',
    });
    return new Uint8Array(readFileSync(join(dir, 'photo.heic')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
