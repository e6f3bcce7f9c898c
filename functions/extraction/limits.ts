/**
 * What a file may ask of the reader. A quote is a few pages of text, a logo and perhaps a scan; a
 * file far outside that is refused before any page is read, and whatever slips past these checks
 * still runs under the time and memory budget below (functions/extraction/document-worker.ts).
 */

/** Quotes are a few pages; anything longer is not a quote we can check, and would take minutes to OCR. */
export const MAX_PDF_PAGES = 30;
/** Larger images are refused before decoding (a 100 MP RGB image is 300 MB in memory). Also each image inside a PDF. */
export const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Page size, from the MediaBox (cut to the CropBox). Letter, Legal, A4, tabloid, A0 and an ARCH E
 * drawing (36 × 48 in) all fit; a 200 × 200 in page does not. Beyond this a page rendered for OCR
 * comes out below 80 dpi, too coarse to read anyway.
 */
export const MAX_PAGE_SIDE_INCHES = 100;
export const MAX_PAGE_AREA_SQUARE_INCHES = 2_500;

/** A rendered page never exceeds this many pixels on its long side, whatever the page size claims... */
export const MAX_RENDER_SIDE_PX = 4_200;
/** ...so at most this many pixels (17.6 MP, one gray byte each). Checked per page before rendering. */
export const MAX_RENDER_PIXELS = MAX_RENDER_SIDE_PX * MAX_RENDER_SIDE_PX;

/** Objects in the PDF's cross-reference table; a 30-page quote has hundreds, a heavy report thousands. */
export const MAX_PDF_OBJECTS = 100_000;
/** All images of a PDF together, by their declared size: 30 letter pages scanned in colour at 600 dpi. */
export const MAX_PDF_IMAGE_PIXELS = 1_000_000_000;
/** Any one stream other than an image, once decompressed (a page's content, a font, an ICC profile...). */
export const MAX_STREAM_BYTES = 32 * 1024 * 1024;
/** All streams other than images together, once decompressed. */
export const MAX_PDF_DECODED_BYTES = 256 * 1024 * 1024;
/**
 * What one page makes the reader interpret: its content streams, its annotations' appearances, and
 * every form XObject each time it is drawn (forms drawing forms multiply). mupdf reads about
 * 20 MB of content a second for text and 10 MB a second for rendering.
 */
export const MAX_PAGE_CONTENT_BYTES = 32 * 1024 * 1024;
/**
 * Tiles a tiling pattern needs to cover its page: rendering draws every tile, about 0.3 s per
 * million at 300 dpi. A hatching with a 1 pt step fills a letter page with half a million.
 */
export const MAX_PATTERN_TILES = 4_000_000;

/**
 * The budget of the PDF reader (mupdf in a child process, killed past it; document-worker.ts), for
 * one document: time the worker spends on it (opening, checks, the text of every page, rendering
 * scans; OCR runs elsewhere and is not counted). Measured on a 2-core machine: a text quote about
 * 10 ms, 30 text pages 0.3 s, a 30-page scan 1.5-2 s (more while OCR shares the CPU). Slower CPUs
 * (a 2 GB Lambda has about one vCPU) get 15 times that. PDF_TIME_BUDGET_MS overrides it.
 */
export const PDF_TIME_BUDGET_MS = 30_000;
/**
 * Memory: mupdf's WASM heap (which V8's heap limit does not cover) may not grow past this. It starts
 * at 22 MB; a 50 × 50 inch scan rendered for OCR takes 40 MB; mupdf empties its cache before failing.
 * PDF_WASM_MEMORY_MB overrides it. The worker's own JS heap is limited to PDF_WORKER_HEAP_MB.
 */
export const PDF_WASM_MEMORY_BYTES = 512 * 1024 * 1024;
export const PDF_WORKER_HEAP_MB = 256;

/**
 * Extractions of one file that may be interrupted (the process died while reading it, so the budget
 * above never got to say no) before the file is given up as too complex instead of being read again
 * at every start of the local server (local/resume.ts) or retry.
 */
export const MAX_UNFINISHED_EXTRACTIONS = 2;
