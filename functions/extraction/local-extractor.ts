import { buildDocumentModel } from '../document/build.js';
import type { DocumentModel } from '../document/model.js';
import { UnreadableDocumentError, type TextLine } from './document.js';
import { EXTRACTION_ERRORS } from './errors.js';
import { detectFileType } from './file-type.js';
import { prepareGray, prepareImage } from './image.js';
import { recognize } from './ocr.js';
import { extractPdf, type PageImage } from './pdf.js';
import { buildDocument } from './text-document.js';

/**
 * The extractor that needs no cloud service: mupdf for PDF text layers, tesseract.js for photos,
 * screenshots and scanned pages. All WASM or prebuilt npm binaries, so it runs on Lambda as is.
 */
export async function extractDocument(bytes: Uint8Array): Promise<DocumentModel> {
  if (bytes.length === 0) throw new UnreadableDocumentError(EXTRACTION_ERRORS.empty);
  const type = detectFileType(bytes);
  if (!type) throw new UnreadableDocumentError(EXTRACTION_ERRORS.unsupportedType);

  if (type.kind === 'pdf') {
    const pdf = await extractPdf(bytes, ocrScannedPage, ocrConcurrency());
    const usedOcr = pdf.pages.some((p) => p.source === 'ocr');
    const usedText = pdf.pages.some((p) => p.source === 'text');
    const label = usedOcr
      ? usedText
        ? 'PDF text layer (mupdf) + OCR (tesseract.js)'
        : 'OCR of scanned PDF (tesseract.js)'
      : 'PDF text layer (mupdf)';
    return buildDocumentModel(
      buildDocument(
        usedOcr ? 'ocr' : 'pdf-text',
        label,
        pdf.pages,
        pdf.pages.flatMap((p) => p.lines),
      ),
    );
  }

  const image = await prepareImage(bytes, type.kind);
  const lines = await recognize({ image: image.png, page: 1 });
  return buildDocumentModel(
    buildDocument('ocr', 'OCR (tesseract.js)', [{ page: 1, width: image.width, height: image.height }], lines),
  );
}

async function ocrScannedPage(image: PageImage, page: number): Promise<TextLine[]> {
  const prepared = await prepareGray(image);
  return recognize({ image: prepared.png, page, dpi: image.dpi });
}

function ocrConcurrency(): number {
  const configured = Number(process.env.OCR_WORKERS);
  return Number.isInteger(configured) && configured > 0 ? configured : 1;
}
