/** The README of test/documents/, written with the documents so that its table is always theirs. */
import type { DocumentSpec, TruthEntry } from './generate.js';

function summary(entry: TruthEntry): string {
  const e = entry.expect;
  if (entry.kind === 'edge')
    return e.vendor ? `${e.quoteType}: ${e.vendor}, $${e.totalCost}, ZIP ${e.zipCode}` : (e.error ?? '');
  return `${e.quoteType}, ${e.windows}W/${e.doors}D, $${e.totalCost}, ZIP ${e.zipCode} (${entry.notes.state}), ${e.vendor}`;
}

export function describeDocuments(specs: DocumentSpec[], truth: TruthEntry[]): string {
  const rows = truth.map((t, i) => `| ${t.file} | ${t.kind} | ${t.format} | ${summary(t)} | ${specs[i]!.use} |`);
  return `# Test documents

Quotes and other files as homeowners upload them, for the tests (\`test/documents.ts\` reads them): text
PDFs, a scanned PDF, phone photos in JPEG and HEIC, a screenshot PNG, and files the service must refuse
or report as coming soon. Everything here is made up (people, companies, addresses; phone numbers in
the 555-01xx range) and written by \`npm run test-documents\` (\`test/documents/generate.ts\`) from the
fixture layouts (\`test/fixtures/\`) and a few documents of its own (\`edge-documents.ts\`): the same
files on every run. Do not edit them by hand; change the generator and run it again (writing the HEIC
photo needs libheif's \`heif-enc\`: \`apt-get install libheif-examples\`).

| file | kind | format | what it says | what the tests use it for |
|---|---|---|---|---|
${rows.join('\n')}

Not here because of its size: an upload over 10 MB (tests make one in memory).

## truth.json

One object per file: \`{ "file", "kind": "quote" | "edge", "format", "layout", "expect": {…}, "notes": {…} }\`.

For \`kind: "quote"\`, \`expect\` holds what the layout printed:

- \`vendor\`: the contractor's business name exactly as printed.
- \`totalCost\`: what the homeowner pays (the chosen option, after discounts, with tax), as \`"12345.67"\`.
  Deposits, balances, subtotals and monthly amounts are not the total.
- \`zipCode\`: the job site's ZIP (the contractor's where the document has no customer address).
- \`windows\` / \`doors\`: the units installed (service lines counted per opening are not units).
- \`quoteType\`: \`windows\`, \`doors\` or \`windows_doors\`.
- \`scopeKeywords\`: words a scope summary should contain.
- \`pii\`: the customer's details exactly as printed (name, street, phone, e-mail), which must never be
  stored or shown unredacted. The contractor's own details are not PII.
- \`checklist\`: for each category whose rating the document makes clear, the ratings that count as
  right (keys \`pricing\`, \`hurricane\`, \`energy\`, \`warranty\`, \`materials\`, \`removal\`, \`repairs\`,
  \`permits\`, \`finish\`, \`payment\`); categories left out are open to judgement.

How the checklist ratings are decided:

- payment: in California, a down payment above $1,000 or 10% of the price (whichever is less) is
  \`bad\`; elsewhere 50% up front is \`average\` or \`bad\`, 60% or more, everything before ordering or
  cash only is \`bad\`, and 10–33% with the balance on completion is \`good\` or \`average\`.
- permits: pulled by the contractor and included → \`good\`; left to the homeowner →
  \`bad\`/\`unknown_discuss\`; not mentioned → \`not_provided\`.
- hurricane: no hurricane rules at the job site → \`not_applicable\`; impact products with an approval
  (Miami-Dade NOA, Florida Product Approval, TDI) and a design pressure → \`good\`; "hurricane" wording
  without a rating → \`average\`/\`unknown_discuss\`.
- energy: Low-E with gas fill and a U-factor/SHGC or ENERGY STAR → \`good\`; plain "Low-E" →
  \`average\`/\`good\`; clear or single-pane glass → \`bad\`.
- warranty: a lifetime limited product warranty and a stated labour warranty → \`good\`; "the
  manufacturer's warranty" or a short labour warranty → \`average\`/\`unknown_discuss\`/\`bad\`; none →
  \`bad\`.
- materials: brand, series and frame named → \`good\`; only "vinyl windows" → \`average\`/
  \`unknown_discuss\`; "as discussed" → \`bad\`/\`not_provided\`/\`unknown_discuss\`.
- removal, repairs, finish: stated and included → \`good\`; partly, or at extra cost → \`average\`;
  left to the homeowner → \`bad\`/\`average\`; not mentioned → \`not_provided\`/\`unknown_discuss\`.
- pricing: against typical installed prices per opening for the material and region → \`good\`/
  \`average\` when typical, \`bad\` when far above, \`bad\`/\`unknown_discuss\` when far below.

\`notes\` say how the values were derived, the job site's \`state\`, the PDF's \`pages\`, a picture's \`pixels\`, and the
\`source\` (layout, seed, variant and rendering).

For \`kind: "edge"\`, \`expect.error\` says what the service should do; another trade's quote also gives
\`quoteType\` (\`roofing\`, \`hvac\`), \`vendor\`, \`totalCost\`, \`zipCode\` and \`pii\`, and a letter
\`quoteType: "other"\`.
`;
}
