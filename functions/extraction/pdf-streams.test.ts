import { deflateRawSync, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zerosFlate } from '../../test/pdf-bombs.js';
import { decodeCapped } from './pdf-streams.js';

const text = 'BT /F1 12 Tf 72 700 Td (Replacement windows: 10 double hung) Tj ET\n'.repeat(200);
const bytes = new Uint8Array(Buffer.from(text, 'latin1'));
const decoded = (result: ReturnType<typeof decodeCapped>) =>
  result.kind === 'decoded' ? Buffer.from(result.bytes).toString('latin1') : result.kind;

describe('decodeCapped', () => {
  it('decodes Flate (with or without the zlib header), and Flate over Flate', () => {
    expect(decoded(decodeCapped(deflateSync(bytes), [{ name: 'FlateDecode' }], 1e6))).toBe(text);
    expect(decoded(decodeCapped(deflateRawSync(bytes), [{ name: 'Fl' }], 1e6))).toBe(text);
    expect(
      decoded(decodeCapped(deflateSync(deflateSync(bytes)), [{ name: 'FlateDecode' }, { name: 'FlateDecode' }], 1e6)),
    ).toBe(text);
  });

  it('stops at the cap: 8 GiB of zeros behind 20 KB of Flate over Flate is refused in milliseconds', () => {
    const bomb = deflateSync(zerosFlate(8 * 1024 ** 3));
    expect(bomb.length).toBeLessThan(40_000);
    const started = performance.now();
    expect(decodeCapped(bomb, [{ name: 'FlateDecode' }, { name: 'FlateDecode' }], 32 * 1024 * 1024).kind).toBe(
      'too-large',
    );
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('gives what a cut-off Flate stream holds, as mupdf does', () => {
    const whole = deflateSync(bytes);
    const result = decodeCapped(whole.subarray(0, whole.length >> 1), [{ name: 'FlateDecode' }], 1e6);
    expect(result.kind).toBe('decoded');
    expect(text.startsWith(decoded(result))).toBe(true);
  });

  it('decodes LZW (both EarlyChange settings) and RunLength, with the cap', () => {
    expect(decoded(decodeCapped(lzwEncode(bytes, 1), [{ name: 'LZWDecode' }], 1e6))).toBe(text);
    expect(decoded(decodeCapped(lzwEncode(bytes, 0), [{ name: 'LZW', earlyChange: 0 }], 1e6))).toBe(text);
    expect(decodeCapped(lzwEncode(new Uint8Array(200_000), 1), [{ name: 'LZWDecode' }], 100_000).kind).toBe(
      'too-large',
    );
    expect(decodeCapped(lzwEncode(new Uint8Array(200_000), 1), [{ name: 'LZWDecode' }], 200_000)).toMatchObject({
      kind: 'decoded',
      bytes: { length: 200_000 },
    });
    // RunLength: 2 bytes repeat one byte 128 times.
    const runs = new Uint8Array(20_000).map((_, i) => (i % 2 === 0 ? 129 : 32));
    expect(decodeCapped(runs, [{ name: 'RunLengthDecode' }], 2e6)).toMatchObject({
      kind: 'decoded',
      bytes: { length: 1_280_000 },
    });
    expect(decodeCapped(runs, [{ name: 'RL' }], 1e5).kind).toBe('too-large');
    expect(
      decoded(decodeCapped(new Uint8Array([2, 65, 66, 67, 254, 68, 128]), [{ name: 'RunLengthDecode' }], 100)),
    ).toBe('ABCDDD');
  });

  it('decodes ASCIIHex and ASCII85 in front of Flate', () => {
    const flate = deflateSync(bytes);
    const hex = new Uint8Array(Buffer.from(`${Buffer.from(flate).toString('hex')}>`, 'latin1'));
    expect(decoded(decodeCapped(hex, [{ name: 'ASCIIHexDecode' }, { name: 'FlateDecode' }], 1e6))).toBe(text);
    expect(
      decoded(decodeCapped(new Uint8Array(Buffer.from('87cURD]i,"Ebo80~>', 'latin1')), [{ name: 'A85' }], 100)),
    ).toBe('Hello World!');
    expect(decoded(decodeCapped(new Uint8Array(Buffer.from('z~>', 'latin1')), [{ name: 'ASCII85Decode' }], 100))).toBe(
      '\0\0\0\0',
    );
  });

  it('says so when it cannot measure: an image codec, or a predictor in front of another filter', () => {
    expect(decodeCapped(bytes, [{ name: 'DCTDecode' }], 1e6).kind).toBe('unknown');
    expect(
      decodeCapped(deflateSync(bytes), [{ name: 'FlateDecode', predictor: 12 }, { name: 'FlateDecode' }], 1e6).kind,
    ).toBe('unknown');
    expect(decodeCapped(new Uint8Array([1, 2, 3, 4, 5]), [{ name: 'FlateDecode' }], 1e6).kind).toBe('unknown');
  });
});

/** A plain LZW encoder as PDF writers use it (9-12 bit codes, clear at 4096 entries). */
function lzwEncode(input: Uint8Array, earlyChange: number): Uint8Array {
  const out: number[] = [];
  let bitBuffer = 0;
  let bits = 0;
  let width = 9;
  const write = (code: number) => {
    bitBuffer = (bitBuffer << width) | code;
    bits += width;
    while (bits >= 8) {
      bits -= 8;
      out.push((bitBuffer >>> bits) & 0xff);
    }
    bitBuffer &= (1 << bits) - 1;
  };
  let table = new Map<string, number>();
  let next = 258;
  const reset = () => {
    table = new Map();
    next = 258;
    width = 9;
  };
  write(256);
  let current = '';
  for (const byte of input) {
    const candidate = current + String.fromCharCode(byte);
    if (candidate.length === 1 || table.has(candidate)) {
      current = candidate;
      continue;
    }
    write(current.length === 1 ? current.charCodeAt(0) : table.get(current)!);
    table.set(candidate, next++);
    if (next + earlyChange > 1 << width && width < 12) width++;
    if (next >= 4096 - earlyChange) {
      write(256);
      reset();
    }
    current = String.fromCharCode(byte);
  }
  if (current) write(current.length === 1 ? current.charCodeAt(0) : table.get(current)!);
  write(257);
  if (bits > 0) out.push((bitBuffer << (8 - bits)) & 0xff);
  return new Uint8Array(out);
}
