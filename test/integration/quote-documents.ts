/**
 * Small quotes built in the test (HTML laid out by mupdf into a PDF with a text layer): a windows
 * replacement proposal the product analyses, and a roofing estimate it does not check yet.
 */
import { htmlToPdf } from '../fixtures/render.js';

const PAGE = 'font-family: sans-serif; font-size: 11pt';

const WINDOWS_QUOTE = { vendor: 'Lakeview Window Company', total: '$6,800.00', windows: 8 } as const;

/** A windows proposal with a vendor, a ZIP, a count, an itemised table and a total. */
export function windowsQuotePdf(): Uint8Array {
  return htmlToPdf(`<html><body style="${PAGE}">
<h1>${WINDOWS_QUOTE.vendor}</h1>
<p>1200 Harbor Road, Columbus, OH 43215 · (614) 555-0142</p>
<h2>Replacement Windows Proposal</h2>
<p>Project: replace ${WINDOWS_QUOTE.windows} windows at the home, ZIP 43214.</p>
<table border="1" cellpadding="4">
<tr><th>Qty</th><th>Description</th><th>Amount</th></tr>
<tr><td>${WINDOWS_QUOTE.windows}</td><td>Vinyl double-hung replacement windows, Low-E glass, argon fill, ENERGY STAR certified</td><td>$6,400.00</td></tr>
<tr><td>1</td><td>Removal and disposal of old windows</td><td>$400.00</td></tr>
</table>
<p>Permit and inspection included. Lifetime limited warranty on windows, 2-year labor warranty.</p>
<p>Payment: 30% deposit at signing, balance on completion.</p>
<p><b>Total: ${WINDOWS_QUOTE.total}</b></p>
</body></html>`);
}

/** A roofing estimate: a real quote, of a kind the product marks as coming soon. */
export function roofingQuotePdf(): Uint8Array {
  return htmlToPdf(`<html><body style="${PAGE}">
<h1>Summit Roofing Contractors</h1>
<p>45 Ridge Street, Columbus, OH 43215 · (614) 555-0199</p>
<h2>Roof Replacement Estimate</h2>
<p>Tear off existing asphalt shingles, install synthetic underlayment, ice and water shield,
and architectural shingles on 24 squares. New drip edge, ridge vent and flashing.</p>
<table border="1" cellpadding="4">
<tr><th>Item</th><th>Amount</th></tr>
<tr><td>Tear-off and disposal of old roofing</td><td>$3,200.00</td></tr>
<tr><td>Architectural shingles, 24 squares, installed</td><td>$11,800.00</td></tr>
</table>
<p><b>Total: $15,000.00</b></p>
</body></html>`);
}

/** A windows proposal that states two different totals, neither more plausible than the other. */
export function twoTotalsPdf(): Uint8Array {
  return htmlToPdf(`<html><body style="${PAGE}">
<h1>Bayview Window &amp; Door Co.</h1>
<p>1200 Harbor Blvd, Tampa, FL 33611 · (813) 555-0142</p>
<h2>Replacement windows proposal</h2>
<p>Replace 8 windows with new impact vinyl single-hung windows, installed.</p>
<p>Windows and installation: $8,400.00</p>
<p>Total price: $9,203.08</p>
<p>Total price: $8,900.00</p>
<p>Deposit 30%.</p>
</body></html>`);
}
