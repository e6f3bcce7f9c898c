/**
 * A screenshot of a quote: the PDF's pages rendered crisply at a phone's pixel density, stacked as one
 * long screen capture, cropped to what is printed (the white page around it trimmed), saved as PNG.
 */
import * as mupdf from 'mupdf';
import sharp from 'sharp';

export async function pdfToScreenshot(pdf: Uint8Array, options: { scale: number }): Promise<Uint8Array> {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  const pages: Buffer[] = [];
  for (let i = 0; i < doc.countPages(); i++) {
    const pixmap = doc
      .loadPage(i)
      .toPixmap(mupdf.Matrix.scale(options.scale, options.scale), mupdf.ColorSpace.DeviceRGB, false, true);
    const raw = { width: pixmap.getWidth(), height: pixmap.getHeight(), channels: 3 as const };
    pages.push(await sharp(Uint8Array.from(pixmap.getPixels()), { raw }).png().toBuffer());
  }
  const sizes = await Promise.all(pages.map((p) => sharp(p).metadata()));
  const width = Math.max(...sizes.map((s) => s.width!));
  const height = sizes.reduce((h, s) => h + s.height!, 0);
  let top = 0;
  const layers = pages.map((input, i) => {
    const layer = { input, top, left: 0 };
    top += sizes[i]!.height!;
    return layer;
  });
  const stacked = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png()
    .toBuffer();
  const trimmed = await sharp(stacked).trim({ background: '#ffffff', threshold: 1 }).png().toBuffer();
  return Uint8Array.from(await sharp(trimmed).png({ compressionLevel: 9, palette: true, colours: 64 }).toBuffer());
}
