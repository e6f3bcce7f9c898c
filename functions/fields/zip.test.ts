import { describe, expect, it } from 'vitest';
import { findLocalities } from './contact.js';
import { findParties } from './parties.js';
import { syntheticDoc, type SyntheticOptions } from './synthetic-doc.js';
import { findVendor } from './vendor.js';
import { findZip } from './zip.js';

function zip(text: string, options?: SyntheticOptions) {
  const layout = syntheticDoc(text, options);
  return findZip(findParties(layout, findVendor(layout)), layout.ocr);
}

const LETTERHEAD = `Coastal Window Pros
400 Gulf Blvd, Clearwater, FL 33767
(727) 555-0100 · office@coastalwindowpros.com
Lic. CGC1512345
`;

describe('findZip', () => {
  it("takes the job site over the contractor's letterhead ZIP", () => {
    const z = zip(`${LETTERHEAD}

Job site: 812 Palm Ave, Largo, FL 33770`);
    expect(z.zipCode).toBe('33770');
    expect(z.projectAddress).toBe('Largo, FL 33770');
  });

  it('takes the project address over the customer mailing address', () => {
    const z = zip(`${LETTERHEAD}

Customer:
Pat Smith
55 Elm St
Tampa, FL 33602

Project address:
12 Bay Rd
Dunedin, FL 34698`);
    expect(z.zipCode).toBe('34698');
    expect(z.customerZip).toBe('33602');
  });

  it('reads side-by-side ADDRESS and SHIP TO / JOB SITE columns', () => {
    const z = zip(`${LETTERHEAD}

ADDRESS                       SHIP TO / JOB SITE
Gerald Harrington             Gerald Harrington
3325 Packard St               12729 Emerson Ave S
Ann Arbor, MI 48104           Minneapolis, MN 55419-2234`);
    expect(z.zipCode).toBe('55419');
    expect(z.customerZip).toBe('48104');
  });

  it("uses a letter's recipient block when nothing is labelled", () => {
    const z = zip(`${LETTERHEAD}

October 12, 2025

Lauren Pruitt
370 Whipple Rd
Mount Pleasant, SC 29464

Dear Lauren Pruitt,`);
    expect(z.zipCode).toBe('29464');
  });

  it("falls back to the contractor's ZIP only when there is no customer or job address at all", () => {
    expect(zip(`${LETTERHEAD}\nEstimate for replacement windows\nTotal $4,000.00`).zipCode).toBe('33767');
    const noZip = zip(`${LETTERHEAD}\nCustomer: Pat Smith, 55 Elm St\nTotal $4,000.00`);
    expect(noZip.zipCode).toBeNull();
    expect(noZip.uncertain).toMatch(/no ZIP/);
  });

  it('follows "Job location: SAME" to the customer address', () => {
    const z = zip(`${LETTERHEAD}
PROPOSAL SUBMITTED TO                 JOB LOCATION
COLLEEN FERREIRA                      SAME
9068 E SILVERADO RANCH BLVD
LAS VEGAS, NV 89123`);
    expect(z.zipCode).toBe('89123');
    expect(z.projectAddress).toBe('Las Vegas, NV 89123');
  });

  it('leaves a job street without a ZIP, or two different job ZIPs, to the homeowner', () => {
    expect(zip(`${LETTERHEAD}\nCustomer: 55 Elm St, Tampa, FL 33602\nJob site: 12 Bay Rd`).zipCode).toBeNull();
    expect(
      zip(`${LETTERHEAD}\nJob site: 12 Bay Rd, Dunedin, FL 34698\n\n\nInstall address: 9 Oak Ln, Largo, FL 33770`)
        .zipCode,
    ).toBeNull();
  });

  it('does not trust an OCR ZIP that does not belong to its state', () => {
    const z = zip(`${LETTERHEAD}\nCustomer: Pat Smith\n55 Elm St\nTampa, FL 93602`, { ocr: true });
    expect(z.zipCode).toBeNull();
  });

  it("gives no ZIP from a photo when another party's address lost ZIP digits, but a phone after a state is no ZIP", () => {
    const page = `${LETTERHEAD}\nClient: Pat Smith\nFroject address: 2305 Juniper Pl, Largo, FL  3377\nMailing address: 55 Elm St, Tampa, FL 33602`;
    expect(zip(page, { ocr: true }).zipCode).toBeNull();
    expect(zip(page, { ocr: true }).uncertain).toContain('FL  3377');
    // The state is still plain: the checklist can tell whether hurricane rules apply.
    expect(zip(page, { ocr: true }).projectAddress).toMatch(/FL$/);
    expect(zip(page.replace('Froject', 'Project').replace('FL  3377', 'FL 33770'), { ocr: true }).zipCode).toBe(
      '33770',
    );
    expect(
      zip(`${LETTERHEAD}\nClient: Pat Smith, Tampa, FL 727.555.0123\nMailing address: 55 Elm St, Tampa, FL 33602`, {
        ocr: true,
      }).zipCode,
    ).toBe('33602');
  });
});

describe('findZip: a two-column header', () => {
  it("does not take the customer's street beside the contractor's name for the contractor's", () => {
    const z = zip(`Lakepoint Renovation Group
Windows · Doors · Exterior Renovation  |  TX Reg. 77410

Prepared for                    Prepared by
Luis Castellano                 Troy Haskins, Project Consultant
7740 Juniper Pl                 Lakepoint Renovation Group
Plano, TX 75074                 Proposal P-39272

Lakepoint Renovation Group · 6991 Mill St, Houston, TX 77008 · (316) 555-0173`);
    expect(z.zipCode).toBe('75074');
  });
});

describe('findZip: letters and e-mails', () => {
  it("takes a subject line's address as the job site, and an e-mail header as no letterhead", () => {
    expect(
      zip(`${LETTERHEAD}
June 3, 2025
Samuel Okafor
3345 Maple Ave
Philadelphia, PA 19119
Re: Replacement windows, 868 Highland Ave, Pittsburgh, PA 15217
Dear Samuel,`).zipCode,
    ).toBe('15217');
    const mail = zip(`From:  Hector Salas <hector@salasbrotherswd.com>
To:  Elena Castellano <castellano.family@yahoo.com>
Subject:  RE: Quote - windows at 2962 Sycamore St
Hi Elena, here is the quote for the windows at:
2962 Sycamore St
Phoenix, AZ 85016
Hector Salas
Estimator, Salas Brothers Windows & Doors
salasbrotherswd.com`);
    expect(mail.zipCode).toBe('85016');
  });
});

describe('findZip: photos', () => {
  it("gives no ZIP from a photo when a customer is named but their address was not read, and the contractor's when nobody is", () => {
    const named = zip(`${LETTERHEAD}\nCustomer: Pat Smith\nPh 727 555 0199\nReplace 6 windows`, { ocr: true });
    expect(named.zipCode).toBeNull();
    expect(zip(`${LETTERHEAD}\nReplace 6 windows`, { ocr: true }).zipCode).toBe('33767');
    expect(zip(`${LETTERHEAD}\nCustomer: Pat Smith\nReplace 6 windows`).zipCode).toBe('33767');
  });

  it("reads the job column's city and ZIP after its street, though the customer's column has a locality on the same line", () => {
    const z = zip(`${LETTERHEAD}
PROPOSAL SUBMITTED TO                JOB LOCATION
Pat Smith
2703 Chestnut Ridge Rd
Madison, WI 53706                    2364 Juniper Pl, Madison 53705`);
    expect(z.zipCode).toBe('53705');
  });
});

describe('findLocalities', () => {
  it('reads "City, ST ZIP" with OCR digit confusions and full state names', () => {
    expect(findLocalities('CAPE CORAL, FL 339I4').map((l) => l.zip)).toEqual(['33914']);
    expect(findLocalities('Portland, Oregon 97202').map((l) => [l.state, l.zip])).toEqual([['OR', '97202']]);
    expect(findLocalities('OR CCB #214408 or 97202')).toEqual([]);
    // A Florida product approval number is no ZIP.
    expect(findLocalities('impact glass · FL 28354.3-R4 · large-missile rated')).toEqual([]);
  });
});

describe('repeated letterheads', () => {
  it("treats the contractor's address printed again on a later page as the contractor's", () => {
    const text = `Coastal Window Pros
400 Gulf Blvd, Clearwater, FL 33767
Lic. CGC1512345

Customer: Pat Smith
55 Elm St
Tampa, FL 33602
\fCoastal Window Pros
400 Gulf Blvd, Clearwater, FL 33767
Terms and conditions`;
    const layout = syntheticDoc(text);
    expect(findZip(findParties(layout, findVendor(layout)), false).zipCode).toBe('33602');
  });

  it('reads the job city, state and ZIP printed under the job street, even after a label of their own', () => {
    const z = zip(`Hoffmann Bros. Windows
5617 County Rd 14, Raleigh, NC 27606
Customer:  Naomi Vasquez        Phone:  791.555.0135
Job address:  4474 Hawthorne Rd
City/St/Zip:  Raleigh, NC 27603`);
    expect(z.zipCode).toBe('27603');
  });

  it('reads a job ZIP written after the street with no state', () => {
    const z = zip(`Lakeside Glass & Screen Co.
196 Old County Rd · Madison, WI 53710
PROPOSAL SUBMITTED TO           PHONE
Tom Tremblay                    (910) 555-0130
STREET                          JOB LOCATION
2703 Chestnut Ridge Rd          2364 Juniper Pl, Madison 53705
CITY, STATE AND ZIP CODE
Madison, WI 53706`);
    expect(z.zipCode).toBe('53705');
  });

  it('takes "For:" as the customer label of a short estimate', () => {
    const z = zip(`Hank's Handyman Services
(252) 555-0190 · hankfixesit@prairienet.biz
Nashville, TN 37208
ESTIMATE   Date: 2/14/2025
For: Omar Jablonski
9546 Maple Ave, Nashville TN 37206`);
    expect(z.zipCode).toBe('37206');
  });

  it("reads a customer's city and ZIP printed after the street under a label of their own", () => {
    const z = zip(`Four Corners Window Co.
6782 Hwy 65 N · Phoenix, AZ 85021
Homeowner  Grace Yarrow          Phone  (652) 555-0183
Address  3820 Harbor View Ln     City/Zip  Phoenix 85016`);
    expect(z.zipCode).toBe('85016');
  });

  it("reads the job column of a Customer / Job header, even where the job is in the contractor's city", () => {
    const z = zip(`Keystone Storm Restoration, Inc. · 768 Industrial Pkwy, San Antonio, TX 78209
Customer                    Job
Naomi Ramirez               Ramirez - Windows & Door
5478 Oak Hollow Dr          135 Linden Ct
Plano, TX 75074             San Antonio, TX 78209`);
    expect(z.zipCode).toBe('78209');
  });

  it('reads the job-site locality after its street on the same line, and never a city across cells', () => {
    const z = zip(`Orchard Street Builders LLC
5974 Depot St, San Antonio, TX 78230
PROPERTY OWNER              JOB ADDRESS
Hannah Fairbanks            1358-1360 Grant Ave
5271 Cedar Crest Ct         San Antonio, TX 78209
San Antonio, TX 78212`);
    expect(z.zipCode).toBe('78209');
    expect(findLocalities('5271 Cedar Crest Ct  San Antonio, TX 78209')[0]!.city).toBe('San Antonio');
  });
});
