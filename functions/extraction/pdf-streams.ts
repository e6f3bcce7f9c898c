import { constants, inflateRawSync, inflateSync } from 'node:zlib';

/**
 * Decodes a PDF stream's filters with a cap on the output, so a stream's decompressed size can be
 * measured without decompressing a bomb: a few kilobytes of Flate can stand for gigabytes, and
 * filters chain ([/FlateDecode /FlateDecode] multiplies the ratios). Covers the general-purpose
 * filters; image codecs (DCT, JPX, JBIG2, CCITT) are measured by the image's declared size instead.
 */

export type DecodeResult =
  | { kind: 'decoded'; bytes: Uint8Array }
  /** More than the cap would come out. */
  | { kind: 'too-large' }
  /** A filter this module does not decode, or data it cannot (mupdf may still make something of it). */
  | { kind: 'unknown' };

export interface StreamFilter {
  name: string;
  /** /DecodeParms /Predictor, when set. */
  predictor?: number;
  /** /DecodeParms /EarlyChange (LZW), default 1. */
  earlyChange?: number;
}

const ALIASES: Record<string, string> = {
  Fl: 'FlateDecode',
  LZW: 'LZWDecode',
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  RL: 'RunLengthDecode',
};

export function decodeCapped(raw: Uint8Array, filters: StreamFilter[], cap: number): DecodeResult {
  let data = raw;
  for (let i = 0; i < filters.length; i++) {
    const filter = filters[i]!;
    const name = ALIASES[filter.name] ?? filter.name;
    // A predictor reorders bytes without changing their number; only the last filter may have one
    // (the next filter would get predicted bytes, not its input).
    if ((filter.predictor ?? 1) > 1 && i < filters.length - 1) return { kind: 'unknown' };
    let out: Uint8Array | 'too-large' | undefined;
    switch (name) {
      case 'FlateDecode':
        out = inflateCapped(data, cap);
        break;
      case 'LZWDecode':
        out = lzwDecode(data, cap, filter.earlyChange ?? 1);
        break;
      case 'RunLengthDecode':
        out = runLengthDecode(data, cap);
        break;
      case 'ASCIIHexDecode':
        out = asciiHexDecode(data);
        break;
      case 'ASCII85Decode':
        out = ascii85Decode(data);
        break;
      default:
        out = undefined;
    }
    if (out === 'too-large') return { kind: 'too-large' };
    if (!out) return { kind: 'unknown' };
    if (out.length > cap) return { kind: 'too-large' };
    data = out;
  }
  return { kind: 'decoded', bytes: data };
}

function inflateCapped(data: Uint8Array, cap: number): Uint8Array | 'too-large' | undefined {
  // Sync flush: a stream cut short gives what it has, as mupdf does, instead of an error.
  const options = { maxOutputLength: Math.max(1, cap + 1), finishFlush: constants.Z_SYNC_FLUSH };
  for (const inflate of [inflateSync, inflateRawSync]) {
    try {
      return inflate(data, options);
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'too-large';
      // Otherwise damaged data, or a stream without the zlib header: try raw deflate, then give up.
    }
  }
  return undefined;
}

/** LZW as PDF uses it (variable code width 9-12 bits, clear 256, end 257, EarlyChange). */
function lzwDecode(data: Uint8Array, cap: number, earlyChange: number): Uint8Array | 'too-large' {
  const out = new Growable(cap);
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const length = new Int32Array(4096);
  for (let i = 0; i < 256; i++) {
    prefix[i] = -1;
    suffix[i] = i;
    length[i] = 1;
  }
  let next = 258;
  let width = 9;
  let previous = -1;
  let bitBuffer = 0;
  let bits = 0;
  const scratch = new Uint8Array(4096);
  const emit = (code: number): number => {
    const n = length[code]!;
    let c = code;
    for (let k = n - 1; k >= 0; k--) {
      scratch[k] = suffix[c]!;
      c = prefix[c]!;
    }
    return n;
  };
  for (let i = 0; i < data.length; i++) {
    bitBuffer = ((bitBuffer << 8) | data[i]!) >>> 0;
    bits += 8;
    while (bits >= width) {
      bits -= width;
      const code = (bitBuffer >>> bits) & ((1 << width) - 1);
      if (code === 256) {
        next = 258;
        width = 9;
        previous = -1;
        continue;
      }
      if (code === 257) return out.bytes();
      let n: number;
      if (code < next && (code < 256 || code >= 258)) {
        n = emit(code);
        if (previous >= 0 && next < 4096) {
          prefix[next] = previous;
          suffix[next] = scratch[0]!;
          length[next] = length[previous]! + 1;
          next++;
        }
      } else if (code === next && previous >= 0) {
        n = emit(previous);
        scratch[n] = scratch[0]!;
        n++;
        if (next < 4096) {
          prefix[next] = previous;
          suffix[next] = scratch[0]!;
          length[next] = n;
          next++;
        }
      } else {
        return out.bytes(); // a damaged stream ends here, as in mupdf
      }
      if (!out.push(scratch, n)) return 'too-large';
      previous = code;
      if (next + earlyChange >= 1 << width && width < 12) width++;
    }
  }
  return out.bytes();
}

function runLengthDecode(data: Uint8Array, cap: number): Uint8Array | 'too-large' {
  const out = new Growable(cap);
  const run = new Uint8Array(128);
  for (let i = 0; i < data.length;) {
    const n = data[i++]!;
    if (n === 128) break;
    if (n < 128) {
      const chunk = data.subarray(i, i + n + 1);
      i += n + 1;
      if (!out.push(chunk, chunk.length)) return 'too-large';
    } else {
      if (i >= data.length) break;
      run.fill(data[i++]!, 0, 257 - n);
      if (!out.push(run, 257 - n)) return 'too-large';
    }
  }
  return out.bytes();
}

function asciiHexDecode(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(Math.ceil(data.length / 2));
  let n = 0;
  let high = -1;
  for (const byte of data) {
    if (byte === 0x3e) break; // '>'
    const digit =
      byte >= 0x30 && byte <= 0x39
        ? byte - 0x30
        : byte >= 0x41 && byte <= 0x46
          ? byte - 55
          : byte >= 0x61 && byte <= 0x66
            ? byte - 87
            : -1;
    if (digit < 0) continue;
    if (high < 0) high = digit;
    else {
      out[n++] = (high << 4) | digit;
      high = -1;
    }
  }
  if (high >= 0) out[n++] = high << 4;
  return out.subarray(0, n);
}

function ascii85Decode(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 * data.length + 4); // 'z' is four bytes from one
  let n = 0;
  let group = 0;
  let count = 0;
  for (let i = 0; i < data.length; i++) {
    const byte = data[i]!;
    if (byte === 0x7e) break; // '~>'
    if (byte === 0x7a && count === 0) {
      n += 4; // four zero bytes (already zero)
      continue;
    }
    if (byte < 0x21 || byte > 0x75) continue;
    group = group * 85 + (byte - 0x21);
    if (++count === 5) {
      out[n++] = (group >>> 24) & 0xff;
      out[n++] = (group >>> 16) & 0xff;
      out[n++] = (group >>> 8) & 0xff;
      out[n++] = group & 0xff;
      group = 0;
      count = 0;
    }
  }
  if (count > 1) {
    for (let k = count; k < 5; k++) group = group * 85 + 84;
    for (let k = 0; k < count - 1; k++) out[n++] = (group >>> (24 - 8 * k)) & 0xff;
  }
  return out.subarray(0, n);
}

/** An output buffer that refuses to grow past its cap. */
class Growable {
  private buffer = new Uint8Array(64 * 1024);
  private size = 0;

  constructor(private readonly cap: number) {}

  push(chunk: Uint8Array, n: number): boolean {
    if (this.size + n > this.cap) return false;
    if (this.size + n > this.buffer.length) {
      const grown = new Uint8Array(Math.min(this.cap, Math.max(this.buffer.length * 2, this.size + n)));
      grown.set(this.buffer.subarray(0, this.size));
      this.buffer = grown;
    }
    this.buffer.set(chunk.subarray(0, n), this.size);
    this.size += n;
    return true;
  }

  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.size);
  }
}
