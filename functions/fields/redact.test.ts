import { describe, expect, it } from 'vitest';
import { extractFields } from './quote-fields.js';
import { redactPersonalInfo, redactText } from './redact.js';
import { syntheticDoc, type SyntheticOptions } from './synthetic-doc.js';

function redact(text: string, options?: SyntheticOptions) {
  const doc = syntheticDoc(text, options);
  return redactPersonalInfo(doc, extractFields(doc));
}

const LETTERHEAD = `Bayside Windows & Doors
1200 Harbor Blvd, Tampa, FL 33602
(813) 555-0100 · estimates@baysidewindows.com
Lic. CGC1512345
`;

describe('redactPersonalInfo', () => {
  it("replaces the customer's name, phone, e-mail and street and keeps the contractor's", () => {
    const r = redact(`${LETTERHEAD}
Prepared for: Deborah McAllister • 17365 Olentangy Blvd, Tampa, FL 33611 • (813) 555-0195 • deborah.m48@att.net
Double hung window   8   $650.00   $5,200.00
TOTAL $5,200.00`);
    expect(r.text).not.toMatch(/Deborah|McAllister|555-0195|deborah\.m48|Olentangy/);
    expect(r.text).toContain('[CUSTOMER NAME] • [STREET ADDRESS], Tampa, FL 33611 • [PHONE] • [EMAIL]');
    expect(r.text).toContain('Bayside Windows & Doors');
    expect(r.text).toContain('1200 Harbor Blvd');
    expect(r.text).toContain('(813) 555-0100');
    expect(r.text).toContain('estimates@baysidewindows.com');
    expect(r.counts).toEqual({ name: 1, phone: 1, email: 1, street: 1 });
  });

  it('follows the name and street wherever they appear: greeting, subject line, columns', () => {
    const r = redact(`${LETTERHEAD}
October 12, 2025

Lauren Pruitt
370 Whipple Rd
Mount Pleasant, SC 29464
843-555-0112 | pruitt.family@gmail.com

RE: Proposal #Q51134 — Window Replacement at 370 Whipple Rd, Mount Pleasant
Dear Lauren Pruitt,
Thank you, Mrs. Pruitt. Total investment $13,898.53`);
    expect(r.text).not.toMatch(/Lauren|Pruitt|Whipple|843-555-0112/);
    expect(r.text).toContain('Dear [CUSTOMER NAME],');
    expect(r.text).toContain('Window Replacement at [STREET ADDRESS], Mount Pleasant');
  });

  it('catches OCR-mangled contact details on a photographed form', () => {
    const r = redact(
      `PROPOSAL      Caloosa Impact Window & Door      No. 39422
1326 Del Prado Blvd S, Cape Coral, FL 33990
239-555-0114 · CRC1331870
PROPOSAL SUBMITTED TO                           PHONE
| LAUREN DUARTE                                 239-555-0182
18549 SW 20TH AVE
CAPE CORAL, FL 33914
tamika.abernathy 18 @hotmail.com`,
      { ocr: true },
    );
    expect(r.text).not.toMatch(/LAUREN|DUARTE|555-0182|20TH AVE|abernathy/i);
    expect(r.text).toContain('239-555-0114');
    expect(r.text).toContain('1326 Del Prado Blvd S');
  });

  it("keeps a contractor's free-mail address printed in the letterhead", () => {
    const r = redact(`Joe's Window Service
12 Main St, Akron, OH 44308
joeswindows@gmail.com · (330) 555-0101
Customer: Ann Lee, 4 Oak Ln, Akron, OH 44313, ann.lee@gmail.com
TOTAL $3,000.00`);
    expect(r.text).toContain('joeswindows@gmail.com');
    expect(r.text).not.toContain('ann.lee@gmail.com');
    expect(r.text).not.toContain('Ann Lee');
  });
});

describe('redacting other layouts', () => {
  it('finds the name after "Estimate for:" and keeps the letterhead column of a shared row', () => {
    const r = redact(`ACME WINDOWS INC                                   Customer: Jane Doe
100 Main St, Dayton, OH 45402                      22 Oak Ave, Kettering, OH 45429
(937) 555-0100  acmewindows@gmail.com              (937) 555-0177  jane.doe@gmail.com
Estimate for: Bob Reyes, 1200 E Main St, Mesa, AZ 85203
Double hung window  Qty: 9  $5,850.00
Grand Total  $5,850.00`);
    expect(r.text).not.toMatch(/Jane Doe|22 Oak Ave|555-0177|jane\.doe|Bob Reyes|1200 E Main St/);
    expect(r.text).toContain('(937) 555-0100  acmewindows@gmail.com');
    expect(r.text).toContain('100 Main St, Dayton, OH 45402');
  });
});

describe('customers who are not written as a first and last name', () => {
  it('removes a customer written as an initial and a surname, wherever it appears', () => {
    const r = redact(`${LETTERHEAD}
Prepared for: R. Okonkwo
4410 Birch Hollow Rd, Tampa, FL 33611
Dear R. Okonkwo, thank you for the visit. Okonkwo residence: 6 windows.
Double hung window   6   $650.00   $3,900.00
TOTAL $3,900.00`);
    expect(r.text).not.toMatch(/Okonkwo|Birch Hollow/);
    expect(r.text).toContain('Bayside Windows & Doors');
  });

  it('removes a landlord or a church that is the customer, and keeps the contractor and its products', () => {
    const r = redact(`${LETTERHEAD}
Bill to: Juniper Court Rentals LLC
Customer: Mount Calvary Baptist Church
Double hung window   6   $650.00   $3,900.00
TOTAL $3,900.00
Thank you, Juniper Court Rentals LLC, for choosing Bayside Windows & Doors.`);
    expect(r.text).not.toMatch(/Juniper Court|Mount Calvary/);
    expect(r.text).toContain('Bayside Windows & Doors');
    expect(r.text).toContain('Double hung window');
  });

  it('removes an organisation heading the addressee block, above its contact and street', () => {
    const r = redact(`${LETTERHEAD}
March 3, 2026

Lakeview Presbyterian Church
Board of Trustees
Attn: Harold Quince, Facilities Chair
418 Chapel Rd
Tampa, FL 33611
(813) 555-0177

Dear Trustees,
Double hung window   6   $650.00   $3,900.00
TOTAL $3,900.00
Accepted for Lakeview Presbyterian Church: ____________`);
    expect(r.text).not.toMatch(/Lakeview Presbyterian|Quince|Chapel Rd/);
    expect(r.text).toContain('Board of Trustees');
    expect(r.text).toContain('Dear Trustees,');
    expect(r.text).toContain('Tampa, FL 33611');
    expect(r.text).toContain('Bayside Windows & Doors');
  });

  it('keeps a business name that is not in the customer’s place, and the contractor named as a customer field', () => {
    const r = redact(`${LETTERHEAD}
Customer: Bayside Windows & Doors
Glass by Cardinal Glass Industries Inc
Double hung window   6   $650.00   $3,900.00
TOTAL $3,900.00`);
    expect(r.text).toContain('Cardinal Glass Industries Inc');
    expect(r.text.match(/Bayside Windows & Doors/g)).toHaveLength(2);
  });
});

describe('redacting address blocks', () => {
  it('removes the street line over a customer locality even without a street suffix, and titled or reversed names', () => {
    const r = redact(`${LETTERHEAD}
Customer: Smith, John
417 Maple
Beaverton, OR 97005
Cell 503 555 01 77
Dear Mr. Smith,
Double hung window  Qty: 2  $1,300.00
TOTAL  $1,300.00`);
    expect(r.text).not.toMatch(/Smith|417 Maple|555 01 77/);
    expect(r.text).toContain('Beaverton, OR 97005');
    expect(r.text).toContain('1200 Harbor Blvd');
  });
});

describe('redactText', () => {
  it('removes phones, e-mails, street lines and known names from a chat message', () => {
    const r = redactText(
      'Call me at (941) 555-0118 or anthony@att.net, I live at 15796 Siesta Dr. — Anthony Sorensen',
      {
        names: ['Anthony Sorensen'],
      },
    );
    expect(r.text).toBe('Call me at [PHONE] or [EMAIL], I live at [STREET ADDRESS] — [CUSTOMER NAME]');
    expect(r.counts).toEqual({ name: 1, phone: 1, email: 1, street: 1 });
  });

  it('leaves prices, sizes and counts alone', () => {
    const text = 'Is $10,381.90 fair for 8 windows, 36" x 60", 5-year warranty?';
    expect(redactText(text).text).toBe(text);
  });

  it('reads names under a row of field labels, even with OCR marks before the labels', () => {
    const r = redact(`${LETTERHEAD}
Buyer             Co-Buyer           Home / Cell Phone
Tasha Ramirez     Russell Ramirez    806-555-0170
Mailing Address
7356 Juniper PI
Accepted: Tasha Ramirez`);
    expect(r.text).not.toMatch(/Tasha|Russell|Juniper/);
    const ocr = redact(`${LETTERHEAD}
Homeowner       "Address               "Phone / Email
Wendell Haraldsen    5785 Briarwood Ln     444.555.0194
Signed: Wendell Haraldsen`);
    expect(ocr.text).not.toMatch(/Haraldsen/);
  });

  it('takes the name apart from a label read into the same cell', () => {
    const r = redact(`${LETTERHEAD}
HOMEOWNER Wendell Iverson      CONTACT  324.555.0169
3911 Willow Bend Way
Kansas City, MO 64113
Wendell Iverson
Homeowner signature`);
    expect(r.text).not.toMatch(/Iverson/);
    expect(r.text).toContain('HOMEOWNER');
  });

  it("reads two owners written in full, and a name beside the customer's phone where OCR lost the labels", () => {
    const r = redact(`${LETTERHEAD}
Owner(s)  Samuel Castellano & Russell Castellano   Phone  752-555-0113
Thank you, Russell Castellano.`);
    expect(r.text).not.toMatch(/Castellano/);
    const ocr = redact(
      `${LETTERHEAD}
i PROPOSAL SUBMITTED TO   "pHoNE    Bp "DATE
Tom Tremblay              (910) 555-0130    8/3/25
Accepted: Tom Tremblay`,
      { ocr: true },
    );
    expect(ocr.text).not.toMatch(/Tremblay/);
  });

  it('takes a label on the line above the value for the street under that value', () => {
    const r = redact(`${LETTERHEAD}
PREPARED FOR:  Daniel Sandoval
               8002 Maple Ave
               Tampa, FL 33602`);
    expect(r.text).not.toMatch(/Maple/);
  });

  it('reads the captions a filled-in form prints under its blanks', () => {
    const r = redact(`RESIDENTIAL REMODELING AGREEMENT  No. 7998
Sunrise Window & Door Installers
CONTRACTOR
4933 Frontage Rd, Pittsburgh, PA 15217                          853-555-0195
Address                                                Phone
         Grace Lindqvist and Russell Lindqvist
OWNER(S)
         2262 Juniper Pl, Pittsburgh, PA 15217                  517.555.0196
Owner's Address                                        Phone
JOB ADDRESS
         6157 Linden Ct, Philadelphia, PA 19119`);
    expect(r.text).not.toMatch(/Lindqvist|Juniper|517\.555|Linden/);
    expect(r.text).toContain('4933 Frontage Rd');
    expect(r.text).toContain('853-555-0195');
  });

  it("keeps the owner's column apart from the contractor's beside it, and takes no label for a name", () => {
    const r = redact(`CHANGE ORDER
PROJECT:  CHANGE ORDER NUMBER: 002
TO OWNER:                                 CONTRACTOR:
Grace Delacroix                           Lakeside Window & Door Co.
6072 Juniper Pl                           8532 Quarry Rd
San Antonio, TX 78209                     Houston, TX 77008
595-555-0192 · delacroix.family@gmail.com   (806) 555-0106 · TX Reg. 30528`);
    expect(r.text).not.toMatch(/Delacroix|595-555-0192|Juniper/);
    expect(r.text).toContain('CHANGE ORDER NUMBER');
    expect(r.text).toContain('TO OWNER:');
    expect(r.text).toContain('(806) 555-0106');
  });

  it("reads a program form's sections: the customer's phone is not the contractor's, the contractor's address is not the customer's", () => {
    const r = redact(`PARTICIPATING CONTRACTOR PROPOSAL
Tri-County Municipal Utilities
Section 1 — Customer information
Account holder  Colleen Ramirez      Utility account #  6403 993 715
Service address  1289 Pinecrest Dr   City / State / ZIP  Hartford, CT 06105
Phone  756.555.0192                  E-mail  cramirez21@comcast.net
Section 2 — Participating contractor
Business name  Northway Window Installers, Inc.   Contractor ID  TA-29915
Address  6098 Enterprise Ave, Hartford, CT 06113   Phone  (769) 555-0102`);
    expect(r.text).not.toMatch(/756\.555|Pinecrest|cramirez|Colleen/);
    expect(r.text).toContain('6098 Enterprise Ave');
    expect(r.text).toContain('(769) 555-0102');
  });

  it('finds the customer after a dash, before a c/o address, and as the owner of an exported thread', () => {
    const r = redact(`Brightline Windows LLC
555 Main St, Austin, TX 78701
Owner:  Elena Whitfield - questions to 555-201-3344
Messages - exported 12/1/2025 from iPhone of Derek Tremblay
To:  Grace Castellano, c/o The UPS Store #5557
[ ] Urgent   [X] Please Comment   [ ] Please Recycle`);
    expect(r.text).not.toMatch(/Whitfield|Tremblay|Castellano/);
    expect(r.text).toContain('Please Comment');
    expect(r.text).toContain('Please Recycle');
    expect(r.text).toContain('Brightline Windows LLC');
  });

  it('ends the letterhead where the addressee block starts, though no blank line parts them', () => {
    const r = redact(`Summit Entry Systems
88 Commerce Dr · Dayton, OH 45414 · (937) 555-0120
Quotation for  June 3, 2025
K. Lindqvist  Quote S-1182
412 Birchwood Ter
Dayton, OH 45419
937-555-0147
French door pair, pre-hung   1   $3,900.00
TOTAL $3,900.00`);
    expect(r.text).not.toMatch(/Lindqvist|Birchwood|555-0147/);
    expect(r.text).toContain('Summit Entry Systems');
    expect(r.text).toContain('88 Commerce Dr');
    expect(r.text).toContain('(937) 555-0120');
  });

  it('reads a one-line addressee: a name, then its street and city, with no label', () => {
    const r = redact(`SLIDING DOOR QUOTE
Glidepath Doors
3/4/2025
61 Foundry Rd, Columbus, OH 43215
614.555.0102
Marisol Brandt · 907 Elmcrest Ln, Columbus, OH 43221 · (614) 555-0199
Vinyl sliding patio door   1   $2,400.00
TOTAL $2,400.00`);
    expect(r.text).not.toMatch(/Marisol|Brandt|Elmcrest|555-0199/);
    expect(r.text).toContain('Glidepath Doors');
    expect(r.text).toContain('61 Foundry Rd');
  });

  it('removes the person a trust or company is cared for by ("c/o …, Trustee")', () => {
    const r = redact(`${LETTERHEAD}
Prepared for:
Alder Family Trust
c/o Marguerite Alder, Trustee
2290 Sandpiper Way
Tampa, FL 33611
Double hung window   6   $650.00   $3,900.00
TOTAL $3,900.00`);
    expect(r.text).not.toMatch(/Alder|Marguerite|Sandpiper/);
    expect(r.text).toContain('Bayside Windows & Doors');
  });

  it("reads a Spanish quote's labels: the client, the address, the phone", () => {
    const r = redact(`Ventanas del Valle
1450 Industrial Blvd, San Antonio, TX 78219
Tel. (210) 555-0150
Cliente: Rosalind Mercer
Dirección: 3319 Quail Run, San Antonio, TX 78230
Teléfono: 210.555.0163
Ventana de vinil   4   $700.00   $2,800.00
TOTAL $2,800.00`);
    expect(r.text).not.toMatch(/Rosalind|Mercer|Quail Run|555-0163/);
    expect(r.text).toContain('Ventanas del Valle');
    expect(r.text).toContain('1450 Industrial Blvd');
    expect(r.text).toContain('(210) 555-0150');
  });

  it("removes the owner's street from a maker's notice, its title no business name", () => {
    const r = redact(
      `From: Lakeshore Window Corp. Product Safety <recalls@example.org>
To: hollis.family@comcast.net
Date: September 26, 2025
Subject: IMPORTANT SAFETY RECALL — casement window operator arms
Safety Recall Notice R-2024-10
Dear Colleen Hollis,
Our records show 5 casement windows registered at 4471 Birchwood Ter, Tulsa, OK 74114 (made last year).
Lakeshore Window Corp., 967 Commerce Dr, Tulsa, OK 74120.`,
      { heights: { 4: 16 } },
    );
    expect(r.text).not.toMatch(/Colleen|Hollis|Birchwood|hollis\.family/);
  });

  it('ends the letterhead at an organisation addressed by its contact, with no line between them', () => {
    const r = redact(`Old Frame Window Restoration
4915 Quarry Rd, Albuquerque, NM 87117 (505) 555-0106
Two Oaks Property LLC
Attn: Dana Whitley, manager
Property: 2261 Alameda Blvd, Albuquerque, NM 87110
Wood double hung, REPLACE   1   $1,395.00
TOTAL $1,395.00`);
    expect(r.text).not.toMatch(/Two Oaks|Whitley|Alameda/);
    expect(r.text).toContain('Old Frame Window Restoration');
    expect(r.text).toContain('4915 Quarry Rd');
  });

  it('reads names with accented letters beside the customer phone', () => {
    const r = redact(`Vantage Home Windows, Inc.
4544 Executive Pkwy, Omaha, NE 68141

Buyer                       Home / Cell Phone
Wendell Ramírez             (402) 555-0188
José Peña                   (402) 555-0189`);
    expect(r.text).not.toMatch(/Ramírez|Peña/);
    expect(r.text).toContain('Vantage Home Windows');
  });

  it('reads a name after a label and a dash in one cell', () => {
    const r = redact(`Evermore Window Company
1200 Main St, Kansas City, MO 64105

Homeowner — Victor Yarrow        Design consultant — Brad Kessling`);
    expect(r.text).not.toContain('Yarrow');
    expect(r.text).toContain('Evermore Window Company');
  });

  it("redacts the customer's street wherever it is printed again, though a mark is glued to it", () => {
    const r = redact(
      `Bayside Windows & Doors
100 Harbor Blvd, Tampa, FL 33602

Customer: Pat Lee
2600 Sycamore St
Tampa, FL 33611

Job: C2600 Sycamore St  ay`,
      { ocr: true },
    );
    expect(r.text).not.toMatch(/Sycamore/);
    expect(r.text).toContain('100 Harbor Blvd');
  });

  it('from a photo, reads a street whose house number has a mark glued to it', () => {
    const r = redact(
      `Bayside Windows & Doors
100 Harbor Blvd, Tampa, FL 33602

Customer: Pat Lee
C2600 Sycamore St  ay  LA`,
      { ocr: true },
    );
    expect(r.text).not.toMatch(/Sycamore/);
  });
});

describe('redactPersonalInfo: where the replaced pieces are printed', () => {
  it('gives the box of every replaced piece, covering its words and none of the contractor’s', () => {
    const doc = syntheticDoc(`${LETTERHEAD}
Prepared for: Deborah McAllister
17365 Olentangy Blvd, Tampa, FL 33611   (813) 555-0195
Double hung window   8   $650.00   $5,200.00
TOTAL $5,200.00`);
    const r = redactPersonalInfo(doc, extractFields(doc));
    /** The words of the line that starts with `start`, those listed in `words`. */
    const wordsOf = (start: string, words: string) => {
      const line = doc.lines.find((l) => l.text.startsWith(start))!;
      return line.words.filter((w) => words.split(' ').includes(w.text)).map((w) => ({ page: line.page, ...w }));
    };
    const covered = (word: { page: number; bbox: { x0: number; y0: number; x1: number; y1: number } }) =>
      r.boxes.some(
        (b) =>
          b.page === word.page &&
          b.bbox.x0 <= word.bbox.x0 &&
          b.bbox.x1 >= word.bbox.x1 &&
          b.bbox.y0 <= word.bbox.y0 &&
          b.bbox.y1 >= word.bbox.y1,
      );
    const customer = [
      ...wordsOf('Prepared', 'Deborah McAllister'),
      ...wordsOf('17365', '17365 Olentangy Blvd, (813) 555-0195'),
    ];
    expect(customer).toHaveLength(7);
    for (const word of customer) expect(covered(word)).toBe(true);
    const kept = [
      ...wordsOf('Bayside', 'Bayside Windows'),
      ...wordsOf('1200', '1200 Harbor Blvd,'),
      ...wordsOf('(813) 555-0100', '(813) 555-0100'),
      ...wordsOf('Prepared', 'Prepared for:'),
      ...wordsOf('17365', 'Tampa, 33611'),
      ...wordsOf('TOTAL', 'TOTAL $5,200.00'),
    ];
    for (const word of kept) expect(covered(word)).toBe(false);
    expect(r.boxes).toHaveLength(3);
  });
});
