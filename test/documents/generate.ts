/**
 * `npm run test-documents`: writes the committed test documents (test/documents/) and their truth
 * (truth.json, in the form test/documents/README.md describes), from the project's fixture generator:
 * a fixture layout built from a seeded random source, rendered to a text PDF, and from that to the
 * form a homeowner uploads (a phone photo, a scan, a HEIC photo, a screenshot); and, for what is not
 * a window or door quote, small documents of their own (edge-documents.ts). The same files on every
 * run. Tests read only the committed files; run this after changing a layout or a renderer, then
 * check that the readers still read them (functions/fields/test-documents.test.ts).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as mupdf from 'mupdf';
import sharp from 'sharp';
import { loadLayouts } from '../fixtures/generate.js';
import type { FixtureTruth } from '../fixtures/layout.js';
import { Random } from '../fixtures/random.js';
import { htmlToPdf, pdfToPhoto, pdfToScan } from '../fixtures/render.js';
import { hvacEstimate, leaseRenewalLetter, roofingEstimate, type EdgeDocument } from './edge-documents.js';
import { heifEncoderMissing, jpegToHeic } from './heic.js';
import { printsAmount } from './printed.js';
import { pdfToScreenshot } from './screenshot.js';
import { describeDocuments } from './readme.js';

export const DOCUMENTS_OUT = fileURLToPath(new URL('.', import.meta.url));

export type Format = 'text-pdf' | 'scanned-pdf' | 'photo-jpeg' | 'photo-heic' | 'screenshot-png' | 'empty';

interface QuoteSpec {
  file: string;
  kind: 'quote';
  format: Format;
  /** A fixture layout (test/fixtures/layouts), its seed and variant. */
  layout: string;
  seed: string;
  variant: number;
  /** The job site's state, checked against the document ("…, FL 33904"). */
  state: string;
  /** How hard a photo or scan is to read (render.ts). */
  difficulty?: number;
  /** What the tests use it for. */
  use: string;
}

interface EdgeSpec {
  file: string;
  kind: 'edge';
  format: Format;
  build: ((random: Random) => EdgeDocument) | null;
  seed?: string;
  use: string;
}

export type DocumentSpec = QuoteSpec | EdgeSpec;

/** The documents, in the order of truth.json. */
export const SPECS: DocumentSpec[] = [
  {
    file: '01_Quotation_CoastalGuard_Q-2025-084514.pdf',
    kind: 'quote',
    format: 'text-pdf',
    layout: 'landscape-spec-grid-quote',
    seed: 'landscape-spec-grid-quote#0',
    variant: 0,
    state: 'FL',
    use: 'a Florida impact-window quote: a one-page item table with its TOTAL line, half at signing',
  },
  {
    file: '02_Proposal_CardinalRidge.pdf',
    kind: 'quote',
    format: 'text-pdf',
    layout: 'executive-summary-proposal',
    seed: 'executive-summary-proposal#doc-16',
    variant: 0,
    state: 'AL',
    use: 'a windows-and-door proposal of several pages on the Gulf coast: the chat asks how near the coast the home is',
  },
  {
    file: '03_Quote_CustomFit_7131.pdf',
    kind: 'quote',
    format: 'text-pdf',
    layout: 'united-inch-pricing-quote',
    seed: 'united-inch-pricing-quote#0',
    variant: 0,
    state: 'CT',
    use: 'a one-page windows quote, inland, priced by united inches: the quote most tests upload',
  },
  {
    file: '04_Estimate_Oakridge.pdf',
    kind: 'quote',
    format: 'text-pdf',
    layout: 'field-service-app-invoice-style',
    seed: 'field-service-app-invoice-style#1',
    variant: 1,
    state: 'PA',
    use: 'windows and a patio door in an item table, the service address apart from the mailing address',
  },
  {
    file: '05_Quote_FrontDoorShoppe.pdf',
    kind: 'quote',
    format: 'text-pdf',
    layout: 'entry-door-specialist',
    seed: 'entry-door-specialist#0',
    variant: 0,
    state: 'MO',
    use: 'a doors-only quote',
  },
  {
    file: '06_Estimate_GableGlass.pdf',
    kind: 'quote',
    format: 'text-pdf',
    layout: 'elevation-drawing-with-legend',
    seed: 'elevation-drawing-with-legend#1',
    variant: 1,
    state: 'PA',
    use: 'a windows quote whose payment terms are its weakest point (a deposit over the state’s limit)',
  },
  {
    file: '07_Estimate_BestPrice.pdf',
    kind: 'quote',
    format: 'text-pdf',
    layout: 'lowball-cash-deal',
    seed: 'lowball-cash-deal#0',
    variant: 0,
    state: 'FL',
    use: 'a door-knocker’s cash deal: far below typical prices, cash only, half down, “no permit needed”, a one-year warranty',
  },
  {
    file: '08_IMG_4471.jpg',
    kind: 'quote',
    format: 'photo-jpeg',
    layout: 'handyman-estimate',
    seed: 'handyman-estimate#1',
    variant: 1,
    state: 'NJ',
    difficulty: 0.3,
    use: 'a phone photo (JPEG) of a handyman’s doors estimate',
  },
  {
    file: '09_scan_0815.pdf',
    kind: 'quote',
    format: 'scanned-pdf',
    layout: 'browser-printed-web-quote',
    seed: 'browser-printed-web-quote#8',
    variant: 0,
    state: 'CO',
    difficulty: 0,
    use: 'a scanned printout (an image-only PDF) of a quote from a contractor’s customer portal',
  },
  {
    file: '10_IMG_5120.HEIC',
    kind: 'quote',
    format: 'photo-heic',
    layout: 'window-only-quick-quote',
    seed: 'window-only-quick-quote#0',
    variant: 0,
    state: 'UT',
    difficulty: 0.3,
    use: 'an iPhone photo (HEIC) of a quick windows quote',
  },
  {
    file: '11_Screenshot_2025-10-14_at_11.34.png',
    kind: 'quote',
    format: 'screenshot-png',
    layout: 'browser-printed-web-quote',
    seed: 'browser-printed-web-quote#0',
    variant: 0,
    state: 'MI',
    use: 'a full-page screenshot (PNG) of a quote in a contractor’s customer portal',
  },
  {
    file: '12_Estimate_CopperleafRoofing.pdf',
    kind: 'edge',
    format: 'text-pdf',
    build: roofingEstimate,
    seed: 'roofing#1',
    use: 'another trade’s quote (roofing): reported as coming soon',
  },
  {
    file: '13_Estimate_BluefieldComfortAir.pdf',
    kind: 'edge',
    format: 'text-pdf',
    build: hvacEstimate,
    seed: 'hvac#1',
    use: 'another trade’s quote (HVAC): reported as coming soon',
  },
  {
    file: '14_lease_renewal_letter.pdf',
    kind: 'edge',
    format: 'text-pdf',
    build: leaseRenewalLetter,
    seed: 'letter#1',
    use: 'not a quote (a landlord’s letter): refused',
  },
  {
    file: '15_empty_upload.pdf',
    kind: 'edge',
    format: 'empty',
    build: null,
    use: 'an empty file (0 bytes): refused at upload',
  },
];

/** The names of the job sites' states, as the service writes them ("in Florida"). */
const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  CO: 'Colorado',
  CT: 'Connecticut',
  FL: 'Florida',
  MI: 'Michigan',
  MO: 'Missouri',
  NJ: 'New Jersey',
  PA: 'Pennsylvania',
  UT: 'Utah',
};

export interface TruthEntry {
  file: string;
  kind: 'quote' | 'edge';
  format: Format;
  layout?: string;
  expect: Partial<Omit<FixtureTruth, 'quoteType'>> & { error?: string; quoteType?: string };
  notes: Record<string, string>;
}

function pdfText(pdf: Uint8Array): string {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  const pages: string[] = [];
  for (let i = 0; i < doc.countPages(); i++)
    pages.push(doc.loadPage(i).toStructuredText('preserve-whitespace').asText());
  return pages.join('\n').replace(/\s+/g, ' ');
}

const pageCount = (pdf: Uint8Array) => mupdf.Document.openDocument(pdf, 'application/pdf').countPages();

/** Every value of the truth is printed in the document: a generator that drifts fails here, not in a test. */
function checkPrinted(file: string, text: string, expect: TruthEntry['expect'], state?: string): void {
  const missing = [
    expect.vendor && !text.includes(expect.vendor) && `vendor "${expect.vendor}"`,
    expect.zipCode && !text.includes(expect.zipCode) && `ZIP ${expect.zipCode}`,
    state && !new RegExp(`\\b${state}\\b`).test(text) && `state ${state}`,
    expect.totalCost && !printsAmount(text, expect.totalCost) && `total ${expect.totalCost}`,
    ...(expect.pii ?? []).filter((p) => !text.includes(p)).map((p) => `"${p}"`),
  ].filter(Boolean);
  if (missing.length) throw new Error(`${file}: not printed in the document: ${missing.join(', ')}`);
}

/** The document as uploaded, and the size in pixels of a photo or screenshot. */
async function render(spec: DocumentSpec, pdf: Uint8Array): Promise<{ bytes: Uint8Array; pixels?: string }> {
  // The degradation's own seed: the layout's seed and the kind of picture taken of it.
  const random = new Random(
    spec.kind === 'quote' ? `${spec.seed}#${spec.format === 'scanned-pdf' ? 'scan' : 'jpg'}` : spec.file,
  );
  const difficulty = spec.kind === 'quote' ? (spec.difficulty ?? 0.3) : 0.3;
  const withPixels = async (image: Uint8Array, bytes = image) => {
    const { width, height } = await sharp(image).metadata();
    return { bytes, pixels: `${width}x${height}` };
  };
  switch (spec.format) {
    case 'text-pdf':
      return { bytes: pdf };
    case 'scanned-pdf':
      return { bytes: await pdfToScan(pdf, random, { difficulty }) };
    case 'photo-jpeg':
      return withPixels(await pdfToPhoto(pdf, random, { difficulty }));
    case 'photo-heic': {
      const photo = await pdfToPhoto(pdf, random, { difficulty });
      return withPixels(photo, jpegToHeic(photo, 50));
    }
    case 'screenshot-png':
      return withPixels(await pdfToScreenshot(pdf, { scale: 2 }));
    case 'empty':
      return { bytes: new Uint8Array(0) };
  }
}

async function generateOne(spec: DocumentSpec, layouts: Awaited<ReturnType<typeof loadLayouts>>) {
  if (spec.kind === 'edge') {
    if (!spec.build) {
      const entry: TruthEntry = {
        file: spec.file,
        kind: 'edge',
        format: 'empty',
        expect: { error: 'reject: empty file (0 bytes)' },
        notes: {},
      };
      return { bytes: new Uint8Array(0), entry };
    }
    const doc = spec.build(new Random(spec.seed ?? spec.file));
    const pdf = htmlToPdf(doc.html);
    checkPrinted(spec.file, pdfText(pdf), doc.truth, doc.notes.state);
    const entry: TruthEntry = {
      file: spec.file,
      kind: 'edge',
      format: spec.format,
      expect: doc.truth,
      notes: { ...doc.notes, pages: String(pageCount(pdf)) },
    };
    return { bytes: (await render(spec, pdf)).bytes, entry };
  }
  const layout = layouts.find((l) => l.name === spec.layout);
  if (!layout) throw new Error(`${spec.file}: no fixture layout "${spec.layout}"`);
  if (!STATE_NAMES[spec.state]) throw new Error(`${spec.file}: add ${spec.state} to STATE_NAMES`);
  const doc = layout.build(new Random(spec.seed), spec.variant);
  const pdf = htmlToPdf(doc.html);
  checkPrinted(spec.file, pdfText(pdf), doc.truth, spec.state);
  const { bytes, pixels } = await render(spec, pdf);
  const entry: TruthEntry = {
    file: spec.file,
    kind: 'quote',
    format: spec.format,
    layout: spec.layout,
    expect: doc.truth,
    notes: {
      ...doc.notes,
      state: spec.state,
      stateName: STATE_NAMES[spec.state] ?? '',
      pages: String(pageCount(pdf)),
      ...(pixels ? { pixels } : {}),
      source: `fixture layout ${spec.layout}, seed "${spec.seed}", variant ${spec.variant}${spec.format === 'text-pdf' ? '' : `, rendered as ${spec.format}${spec.difficulty === undefined ? '' : ` (difficulty ${spec.difficulty})`}`}`,
    },
  };
  return { bytes, entry };
}

export async function generateTestDocuments(out = DOCUMENTS_OUT): Promise<TruthEntry[]> {
  const missing = SPECS.some((s) => s.format === 'photo-heic') ? heifEncoderMissing() : null;
  if (missing) throw new Error(`Cannot write the HEIC test document: ${missing}.`);
  const layouts = await loadLayouts();
  mkdirSync(out, { recursive: true });
  // Documents of an earlier set go: the folder holds exactly what SPECS lists.
  const keep = new Set([...SPECS.map((s) => s.file), 'truth.json', 'README.md', '.gitattributes']);
  for (const f of readdirSync(out)) if (!keep.has(f) && /\.(pdf|jpe?g|png|heic)$/i.test(f)) rmSync(join(out, f));
  const truth: TruthEntry[] = [];
  for (const spec of SPECS) {
    const { bytes, entry } = await generateOne(spec, layouts);
    writeFileSync(join(out, spec.file), bytes);
    truth.push(entry);
  }
  writeFileSync(join(out, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
  writeFileSync(join(out, 'README.md'), describeDocuments(SPECS, truth));
  return truth;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const truth = await generateTestDocuments();
  console.log(`${truth.length} test documents and truth.json in ${DOCUMENTS_OUT}`);
}
