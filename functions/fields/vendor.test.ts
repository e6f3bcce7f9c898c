import { describe, expect, it } from 'vitest';
import { syntheticDoc, type SyntheticOptions } from './synthetic-doc.js';
import { findVendor } from './vendor.js';
import { fitVendorName } from './vendor-names.js';

const vendor = (text: string, options?: SyntheticOptions) => findVendor(syntheticDoc(text, options));

describe('findVendor', () => {
  it('reads the letterhead, not the document title, address or contact lines', () => {
    const v = vendor(`
ESTIMATE
Bayside Windows & Doors LLC
1200 Harbor Blvd, Tampa, FL 33602
(813) 555-0100 · info@baysidewd.com
Prepared for: Jane Roe`);
    expect(v.name).toBe('Bayside Windows & Doors LLC');
    expect(v.source).toMatch(/domain/);
  });

  it('takes the business cell of a title row', () => {
    expect(vendor('PROPOSAL     Harbor Glass Co.     No. 39422\n12 Main St, Naples, FL 34102').name).toBe(
      'Harbor Glass Co.',
    );
  });

  it('prefers a mixed-case spelling from the signature over an all-capitals letterhead', () => {
    const v = vendor(`
PEAK VIEW EXTERIORS
peakviewexteriors.com
Dear Sam Lee,
Sincerely,
Dana Cole
Peak View Exteriors`);
    expect(v.name).toBe('Peak View Exteriors');
  });

  it("does not take the customer's name or a generic trade word", () => {
    const v = vendor(`
PROPOSAL SUBMITTED TO
LAUREN DUARTE            WINDOWS
Riverbend Window Company`);
    expect(v.name).toBe('Riverbend Window Company');
  });

  it('skips a slogan above the name and matches the name to its domain', () => {
    const v = vendor(`
Quality Windows Since 1985
BRIGHTVIEW HOME EXTERIORS
88 Commerce Pkwy, Raleigh, NC 27601
www.brightviewexteriors.com`);
    expect(v.name).toBe('BRIGHTVIEW HOME EXTERIORS');
  });

  it('finds a name printed only in the footer when it spells the domain', () => {
    const v = vendor(`
Prepared for: Tom Alvarez
Window replacement estimate
Replace 6 vinyl double-hung windows     Price: $5,400.00
Lone Star Window Co. · 77 Congress Ave, Austin, TX 78701 · lonestarwindowco.com`);
    expect(v.name).toBe('Lone Star Window Co.');
  });

  it('leaves a barely readable OCR name empty', () => {
    const v = vendor('Rlverbnd Wndow Company\n12 Main St, Naples, FL 34102', { ocr: true, confidence: 62 });
    expect(v.name).toBeNull();
    expect(v.uncertain).toMatch(/hard to read/);
    expect(
      vendor('Ee BPR ARE\nRiverbend Window Company', {
        ocr: true,
        lowConfidence: { match: /^(?:Ee|BPR|ARE)$/, confidence: 30 },
      }).name,
    ).toBe('Riverbend Window Company');
  });
});

describe('a name read by OCR', () => {
  const read = (head: string) => vendor(`${head}\n12 Main St, Naples, FL 34102\n(239) 555-0100`, { ocr: true }).name;

  it('reads a legal form OCR broke as the form it is ("LLe", "LL.C", "lnc")', () => {
    expect(read('Keystone Exteriors Group, LLe')).toBe('Keystone Exteriors Group, LLC');
    expect(read('Northfield Window & Siding LL.C')).toBe('Northfield Window & Siding LLC');
    expect(read('Harbor Glass Windows, lnc.')).toBe('Harbor Glass Windows, Inc.');
  });

  it('joins a hyphenated word OCR split and drops a speck before the name', () => {
    expect(read('Tri- County Windows')).toBe('Tri-County Windows');
    expect(read('+ Kerrigan Window & Door')).toBe('Kerrigan Window & Door');
  });

  it('leaves a text layer as printed', () => {
    expect(vendor('Tri- County Windows LLe\n12 Main St, Naples, FL 34102').name).toBe('Tri- County Windows LLe');
  });
});

describe('fitVendorName', () => {
  it('keeps a name as printed, legal form included, and cuts only what cannot be a name', () => {
    expect(fitVendorName('North Star Window Co.')).toBe('North Star Window Co.');
    expect(fitVendorName('Sunshine State Replacement Windows, LLC')).toBe('Sunshine State Replacement Windows, LLC');
    expect(fitVendorName('Harbor Glass & Screen Enterprises of Tampa Bay LLC d/b/a Harbor Glass')).toBe(
      'Harbor Glass & Screen Enterprises of Tampa Bay LLC',
    );
    expect(fitVendorName('x')).toBeNull();
  });

  it('takes the full name printed elsewhere over its short form in the logo', () => {
    const v = vendor(
      `
VANTAGE                                   Date of Sale: 05/05/25
Home Improvement Contract – Customer Copy
Seller: Vantage Home Windows, Inc. · 4544 Executive Pkwy, Omaha, NE 68141
Buyer: Wendell Ramirez`,
      { heights: { 0: 18 } },
    );
    expect(v.name).toBe('Vantage Home Windows, Inc.');
  });

  it('keeps the legal form of a name that is also printed without it', () => {
    const v = vendor(`
Harborline Windows and Doors, LLC          PROPOSAL
6118 Hamilton Rd, San Diego, CA 92104
estimating@harborlinewindows.com
Thank you for choosing Harborline Windows and Doors.`);
    expect(v.name).toBe('Harborline Windows and Doors, LLC');
  });

  it('reads a name with an abbreviation, and never a file name printed in the header', () => {
    const v = vendor(
      `
Vasquez_windows_rev1.xlsx   Quote   Printed 10/2/25
Hoffmann Bros. Windows      ESTIMATE
5617 County Rd 14, Raleigh, NC 27606`,
      { heights: { 1: 16 } },
    );
    expect(v.name).toBe('Hoffmann Bros. Windows');
  });

  it("takes the business card at the foot of a message thread, not the app's contact header", () => {
    const v = vendor(`
Messages · exported 12/1/2025
Tony - Ridgeline Windows >
(387) 555-0173
ok so for the 6 windows upstairs its gonna be 8,600 installed
Tony Russo
Ridgeline Window & Door LLC
(387) 555-0173 | ridgelinewd.com | Lic. #65004`);
    expect(v.name).toBe('Ridgeline Window & Door LLC');
    const card = vendor(`
Rick (windows guy)
ok lets hold off on the basement ones for now
8.6% so 5,962.14 total
Ironwood Window & Siding LLC
2551 Industrial Ave, Phoenix, AZ 85016`);
    expect(card.name).toBe('Ironwood Window & Siding LLC');
  });

  it('completes a letterhead a photo clipped from the name printed whole elsewhere', () => {
    const clipped = vendor(
      `
vergreen Window Pros, LLC        Your Window Options
Prepared for Dana Cole
Signed: Josh Feeney, for Evergreen Window Pros, LLC`,
      { ocr: true },
    );
    expect(clipped.name).toBe('Evergreen Window Pros, LLC');
    const smudged = vendor(
      `
=ll Builders Hardware, Inc.      INSTALLED QUOTATION
Accepted by (Sold To)   Hartwell Builders Hardware, Inc.`,
      { ocr: true },
    );
    expect(smudged.name).toBe('Hartwell Builders Hardware, Inc.');
    // From a text layer nothing was clipped.
    expect(
      vendor(`
Vergreen Window Pros, LLC
Signed for Evergreen Window Pros, LLC`).name,
    ).toBe('Vergreen Window Pros, LLC');
  });

  it("drops a signer's role before the business and adds the legal form the terms print", () => {
    const v = vendor(`
Buyer(s)   Naomi Jablonski
Warranty. Cascade Window & Door Installers, Inc. warrants its installation for ten years.
Trent Albright    Sales representative, Cascade Window & Door
talbright@cascadewdi.com`);
    expect(v.name).toBe('Cascade Window & Door Installers, Inc.');
  });

  it("reads past a browser's print header and an app's menu bar to the business", () => {
    const v = vendor(`
10/14/25, 11:34 AM      Quote Q-38060 – ClearView Window Co. Customer Portal
Home | My Projects | Messages (1) | Documents | Account      Hi, Keisha
ClearView Window Co.
My Projects › 3739 Lakeview Ter › Quote Q-38060`);
    expect(v.name).toBe('ClearView Window Co.');
  });

  it("takes a form's labelled business name over the program's letterhead", () => {
    const v = vendor(`PARTICIPATING CONTRACTOR PROPOSAL
Tri-County Municipal Utilities
Section 2 — Participating contractor
Business name  Northway Window Installers, Inc.   Contractor ID  TA-29915`);
    expect(v.name).toBe('Northway Window Installers, Inc.');
  });

  it('takes no legal suffix alone for a name', () => {
    const v = vendor(
      `y  BS     LLC     Job 24-6)
Ridgewa     ESTIMATE DETAIL
1538 Commerce Ct, Pittsburgh, PA 15217  574-555-0138`,
      { ocr: true, heights: { 0: 18 } },
    );
    expect(v.name).not.toBe('LLC');
  });

  it('reads a name in capitals with abbreviations ("CARVER BROS. LUMBER CO.")', () => {
    expect(
      vendor(`CARVER BROS. LUMBER CO.
Since 1921 · Millwork & Special Order Desk
2371 Route 9, Philadelphia, PA 19119`).name,
    ).toBe('CARVER BROS. LUMBER CO.');
  });

  it("takes no mail app's name from a printed e-mail for the business", () => {
    const v = vendor(
      `Mail
Re: Window estimate - 9052 Cedar Crest Ct
Hi Frank, here is our estimate for the eight windows: $6,900.00 installed.`,
      { heights: { 0: 20 } },
    );
    expect(v.name).toBeNull();
  });

  it('takes no question, label word or person with a title for the business', () => {
    expect(
      vendor(
        `Why Heartland?
Heartland Home Windows
4410 Commerce Dr, Omaha, NE 68132  (402) 555-0110`,
        { heights: { 0: 22 } },
      ).name,
    ).toBe('Heartland Home Windows');
    expect(
      vendor(
        `Price
Openings
Megan Castillo, Design Consultant
Bluestem Window Company
812 Prairie Rd, Lincoln, NE 68508  (402) 555-0177`,
        { heights: { 0: 22, 1: 22, 2: 16 } },
      ).name,
    ).toBe('Bluestem Window Company');
  });
});
