/** Quotes are a few pages; anything longer is not a quote we can check, and would take minutes to OCR. */
export const MAX_PDF_PAGES = 30;
/** Larger images are refused before decoding (a 100 MP RGB image is 300 MB in memory). */
export const MAX_INPUT_PIXELS = 100_000_000;
