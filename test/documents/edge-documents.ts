/**
 * The test documents that are not window or door quotes: another trade's estimate (roofing, HVAC),
 * which the service reads and then reports as coming soon, and a letter that is no quote at all. Each
 * is a small HTML page with made-up people and places (data.ts), rendered like the fixture layouts,
 * with the truth the service should find.
 */
import { cents, money, person, phone, PLACES, truthAmount, type Person } from '../fixtures/data.js';
import { esc, longDate, quoteDate } from '../fixtures/layouts-support/batch-a.js';
import type { Random } from '../fixtures/random.js';

export interface EdgeTruth {
  error: string;
  quoteType: 'roofing' | 'hvac' | 'other';
  vendor?: string;
  totalCost?: string;
  zipCode?: string;
  pii?: string[];
}

export interface EdgeDocument {
  html: string;
  truth: EdgeTruth;
  notes: Record<string, string>;
}

interface Line {
  what: string;
  qty: number;
  unit: string;
  price: number;
}

const PAGE_STYLE = `@page{margin:48pt 54pt} body{font-family:sans-serif;font-size:10pt;color:#222;margin:0}
  h1{font-size:18pt;margin:0} .sub{font-size:9pt;color:#555} table{width:100%;border-collapse:collapse;margin-top:10pt}
  th{background:#e8e8e8;text-align:left;font-size:9pt;padding:3pt 4pt} td{padding:3pt 4pt;border-bottom:1px solid #ddd;font-size:9.5pt}
  td.n{text-align:right} .tot td{border:none;font-weight:bold} p{margin:6pt 0}`;

/** An itemised estimate from another trade: letterhead, customer block, lines, subtotal, tax and total. */
function tradeEstimate(
  random: Random,
  trade: { firm: string; title: string; lines: Line[]; terms: string[] },
  client: Person,
): { html: string; total: number } {
  const office = random.pick(PLACES.filter((p) => p.state === client.place.state)) ?? client.place;
  const officePhone = phone(random, office);
  const number = random.int(10000, 99999);
  const date = quoteDate(random);
  const subtotal = cents(trade.lines.reduce((s, l) => s + cents(l.qty * l.price), 0));
  const tax = cents(subtotal * 0.06);
  const total = cents(subtotal + tax);
  const rows = trade.lines
    .map(
      (l) =>
        `<tr><td>${esc(l.what)}</td><td class="n">${l.qty}</td><td>${l.unit}</td><td class="n">${money(l.price, false)}</td><td class="n">${money(cents(l.qty * l.price), false)}</td></tr>`,
    )
    .join('\n');
  const html = `<html><head><style>${PAGE_STYLE}</style></head><body>
  <h1>${esc(trade.firm)}</h1>
  <div class="sub">${random.int(100, 9999)} Commerce Dr &middot; ${office.city}, ${office.state} ${office.zip} &middot; ${officePhone}</div>
  <p style="margin-top:14pt"><b>${trade.title} #${number}</b> &middot; ${longDate(date)}</p>
  <p><b>Customer:</b> ${esc(client.name)}<br/>${esc(client.street)}<br/>${client.place.city}, ${client.place.state} ${client.place.zip}<br/>${client.phone} &middot; ${client.email}</p>
  <table><tr><th>Description</th><th>Qty</th><th>Unit</th><th>Rate</th><th>Amount</th></tr>
  ${rows}
  <tr class="tot"><td colspan="4" class="n">Subtotal</td><td class="n">${money(subtotal)}</td></tr>
  <tr class="tot"><td colspan="4" class="n">Sales tax (6%)</td><td class="n">${money(tax)}</td></tr>
  <tr class="tot"><td colspan="4" class="n">TOTAL</td><td class="n">${money(total)}</td></tr></table>
  ${trade.terms.map((t) => `<p>${t}</p>`).join('\n  ')}
  <p style="margin-top:18pt">Accepted by: ______________________________ Date: __________</p>
  </body></html>`;
  return { html, total };
}

/** A roof replacement estimate: tear-off, underlayment, shingles, flashing, vents and gutters. */
export function roofingEstimate(random: Random): EdgeDocument {
  const client = person(random);
  const squares = random.int(18, 34);
  const firm = random.pick(['Ridgeback Roofing & Gutters', 'Summit Line Roofing Co.', 'Copperleaf Roofing LLC']);
  const lines: Line[] = [
    { what: 'Tear-off of existing asphalt shingles, one layer', qty: squares, unit: 'squares', price: 95 },
    { what: 'Synthetic underlayment', qty: squares, unit: 'squares', price: 38 },
    { what: 'Ice and water shield in valleys and at eaves', qty: random.int(6, 12), unit: 'rolls', price: 115 },
    { what: 'Architectural shingles, 30-year, installed', qty: squares, unit: 'squares', price: 310 },
    { what: 'Drip edge and step flashing', qty: 1, unit: 'lot', price: random.int(6, 11) * 100 },
    { what: 'Ridge vent and ridge cap', qty: random.int(30, 60), unit: 'ft', price: 14 },
    { what: 'Seamless aluminum gutters and downspouts', qty: random.int(120, 200), unit: 'ft', price: 11 },
    { what: 'Dumpster, haul-away and magnetic nail sweep', qty: 1, unit: 'lot', price: 650 },
  ];
  const { html, total } = tradeEstimate(
    random,
    {
      firm,
      title: 'Roofing Estimate',
      lines,
      terms: [
        'Rotted roof decking is replaced at $85.00 per sheet of plywood, only where found after tear-off.',
        'Workmanship warranty: 10 years on the roof system. Shingle manufacturer warranty registered in your name.',
        'Payment: 30% deposit to schedule, balance on completion of the roof. Valid for 30 days.',
      ],
    },
    client,
  );
  return {
    html,
    truth: {
      error: 'unsupported quote type roofing',
      quoteType: 'roofing',
      vendor: firm,
      totalCost: truthAmount(total),
      zipCode: client.place.zip,
      pii: [client.name, client.street, client.phone, client.email],
    },
    notes: {
      state: client.place.state,
      totalSource: 'TOTAL line: subtotal of the roofing lines plus 6% sales tax',
      zipSource: 'customer block (the job site); the letterhead ZIP is the office',
    },
  };
}

/** A heating and air-conditioning replacement estimate: condenser, coil, furnace, thermostat, ducts. */
export function hvacEstimate(random: Random): EdgeDocument {
  const client = person(random);
  const tons = random.pick([2.5, 3, 3.5, 4]);
  const firm = random.pick(['Northwind Heating & Cooling', 'Bluefield Comfort Air, Inc.', 'Keeler HVAC Services']);
  const lines: Line[] = [
    { what: `${tons} ton air conditioner condenser, 15.2 SEER2`, qty: 1, unit: 'ea', price: random.int(38, 46) * 100 },
    { what: 'Matching evaporator coil', qty: 1, unit: 'ea', price: random.int(11, 15) * 100 },
    { what: '80,000 BTU 96% AFUE gas furnace', qty: 1, unit: 'ea', price: random.int(29, 36) * 100 },
    { what: 'Refrigerant line set and R-454B charge', qty: 1, unit: 'lot', price: 740 },
    { what: 'Ductwork transitions, supply plenum and sealing', qty: 1, unit: 'lot', price: 880 },
    { what: 'Programmable thermostat, installed', qty: 1, unit: 'ea', price: 265 },
    { what: 'Removal and disposal of the old furnace and condenser', qty: 1, unit: 'lot', price: 350 },
  ];
  const { html, total } = tradeEstimate(
    random,
    {
      firm,
      title: 'HVAC Replacement Estimate',
      lines,
      terms: [
        'Mechanical permit and inspection included. Equipment registered for the 10-year parts warranty.',
        'Labor warranty: 2 years. Payment: 25% deposit, balance on completion and start-up.',
      ],
    },
    client,
  );
  return {
    html,
    truth: {
      error: 'unsupported quote type hvac',
      quoteType: 'hvac',
      vendor: firm,
      totalCost: truthAmount(total),
      zipCode: client.place.zip,
      pii: [client.name, client.street, client.phone, client.email],
    },
    notes: {
      state: client.place.state,
      totalSource: 'TOTAL line: subtotal of the HVAC lines plus 6% sales tax',
      zipSource: 'customer block (the job site); the letterhead ZIP is the office',
    },
  };
}

/** A landlord's letter offering to renew a lease: dates, rent and a reply form, no work and no price for any. */
export function leaseRenewalLetter(random: Random): EdgeDocument {
  const tenant = person(random);
  const manager = random.pick(['Lakeshore Property Management', 'Granite Gate Residential', 'Oakmont Rentals LLC']);
  const date = quoteDate(random);
  const rent = random.int(14, 24) * 100 + random.pick([0, 25, 50, 75]);
  const increase = random.int(2, 5);
  const newRent = Math.round(rent * (1 + increase / 100));
  const unit = random.int(1, 24);
  const html = `<html><head><style>${PAGE_STYLE}</style></head><body>
  <h1>${esc(manager)}</h1>
  <div class="sub">Leasing Office &middot; ${tenant.place.city}, ${tenant.place.state} &middot; ${phone(random)}</div>
  <p style="margin-top:16pt">${longDate(date)}</p>
  <p>${esc(tenant.name)}<br/>${esc(tenant.street)}, Unit ${unit}<br/>${tenant.place.city}, ${tenant.place.state} ${tenant.place.zip}</p>
  <p><b>Re: Renewal of your lease</b></p>
  <p>Dear Resident,</p>
  <p>Your current lease term ends in about sixty days, and we would be glad to have you stay. We are offering to renew
  your lease for another twelve months on the same terms, with one change: the monthly rent will be ${money(newRent, true).replace('.00', '')}
  (your current monthly rent is ${money(rent, true).replace('.00', '')}, an increase of ${increase}%).</p>
  <p>If you would prefer a shorter term, a six-month renewal is available at a monthly rent $75 higher. Your security
  deposit stays on file and carries over to the new term; nothing more is due from you to renew.</p>
  <p>Please tick one box below, sign, and return this letter to the leasing office within thirty days. If we do not hear
  from you, your tenancy will continue month to month at the new rent plus the month-to-month fee, as your lease provides.</p>
  <p>[ ] I will renew for 12 months &nbsp;&nbsp; [ ] I will renew for 6 months &nbsp;&nbsp; [ ] I will move out at the end of my lease term</p>
  <p style="margin-top:16pt">Resident signature: ______________________________ Date: __________</p>
  <p>Thank you for making your home with us.</p>
  <p>Sincerely,<br/>The ${esc(manager)} team</p>
  </body></html>`;
  return {
    html,
    truth: { error: 'not a quote (a lease renewal letter): refused as not a quote', quoteType: 'other' },
    notes: { kindOfDocument: 'a landlord offering to renew a lease, with the rent; no work is offered or priced' },
  };
}
