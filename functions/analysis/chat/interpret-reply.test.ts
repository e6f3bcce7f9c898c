import { describe, expect, it } from 'vitest';
import { analyzeWithRules } from '../rules-engine.js';
import { quoteInput } from '../testing/quote-input.js';
import type { ChatQuestion } from '../types.js';
import { interpretReply } from './interpret-reply.js';
import { confirmFieldsQuestion } from './restate.js';

const question = (
  answer: string,
  expects: ChatQuestion['expects'],
  options: string[] = [],
  text = 'A question?',
): ChatQuestion => ({
  text,
  answer: answer as ChatQuestion['answer'],
  expects,
  options,
});

const read = (message: string, pending: ChatQuestion | null = null, totalCents?: number) =>
  interpretReply(message, pending, { today: '2026-11-22', totalCents });

describe('a reply to a yes/no question', () => {
  const built = question('builtBefore1978', 'yes_no', ['Yes', 'No', 'Not sure'], 'Was your home built before 1978?');

  it.each(['yes', 'Yes!', 'yep', 'Yeah', 'correct', "That's right", 'yes they do', 'Yup.', 'I think so', 'sure'])(
    'reads "%s" as yes',
    (reply) => {
      const r = read(reply, built);
      expect(r.understood).toBe(true);
      expect(r.answers).toEqual({ builtBefore1978: true });
      expect(r.summary).toEqual(['the home was built before 1978']);
    },
  );

  it.each(['no', 'nope', 'No.', 'nah', 'not really', "no they don't", "I don't think so", 'Negative'])(
    'reads "%s" as no',
    (reply) => {
      expect(read(reply, built).answers).toEqual({ builtBefore1978: false });
    },
  );

  it.each(['not sure', "I don't know", 'No idea', 'idk', 'maybe', 'Not sure'])(
    'does not take "%s" as an answer',
    (reply) => {
      const r = read(reply, built);
      expect(r.understood).toBe(false);
      expect(r.answers).toEqual({});
      expect(r.unsure).toBe(true);
    },
  );

  it('does not take a question back as an answer', () => {
    const r = read('what do you mean?', built);
    expect(r.understood).toBe(false);
    expect(r.unsure).toBeUndefined();
  });

  it('understands every quick-question button exactly', () => {
    expect(read('Yes', built).answers).toEqual({ builtBefore1978: true });
    expect(read('No', built).answers).toEqual({ builtBefore1978: false });
    expect(read('Not sure', built).understood).toBe(false);
    const permits = question('permitsByContractor', 'yes_no', [
      'Contractor pulls it',
      'I pull it myself',
      "I don't know",
    ]);
    expect(read('Contractor pulls it', permits).answers).toEqual({ permitsByContractor: true });
    expect(read('I pull it myself', permits).answers).toEqual({ permitsByContractor: false });
    expect(read("I don't know", permits).understood).toBe(false);
    const coast = question('nearCoast', 'yes_no', ['Within a mile', 'More than a mile away']);
    expect(read('Within a mile', coast).answers).toEqual({ nearCoast: true });
    expect(read('More than a mile away', coast).answers).toEqual({ nearCoast: false });
  });

  it('reads a distance as the answer to "near the coast?"', () => {
    const coast = question('nearCoast', 'yes_no', [], 'Is your home within about a mile of the ocean or Gulf?');
    expect(read('about 3 miles', coast).answers).toEqual({ nearCoast: false });
    expect(read('half a mile', coast).answers).toEqual({ nearCoast: true });
    expect(read("No, we're 10 miles inland", coast).answers).toEqual({ nearCoast: false });
  });

  it('reads other facts in the same reply, and leaves the question in it alone', () => {
    const permits = question('permitsByContractor', 'yes_no', [], 'Does the contractor pull the permit?');
    const r = read('Yes, and the deposit is 50%. Is that ok?', permits);
    expect(r.answers).toEqual({ permitsByContractor: true, depositPercent: 50 });
    expect(r.summary).toEqual(['the contractor pulls the permit', 'the deposit is 50%']);
  });
});

describe('a reply to a percentage question', () => {
  const deposit = question(
    'depositPercent',
    'percent',
    ['10%', '25%', '50%', 'Not sure'],
    'How much is due at signing?',
  );

  it.each([
    ['50%', 50],
    ['50 percent', 50],
    ['fifty percent', 50],
    ['half', 50],
    ['a third', 33.33],
    ['1/3', 33.33],
    ['one third', 33.33],
    ['two thirds', 66.67],
    ['a quarter', 25],
    ['50/50', 50],
    ['$5,000 of $10,000', 50],
    ['5000 out of 10000', 50],
    ['none', 0],
    ['no', 0],
    ['10% down and the rest at completion', 10],
    ['10%', 10],
    ['25%', 25],
    ['They want 40% up front', 40],
    ['everything up front', 100],
  ])('reads "%s" as %s percent', (reply, percent) => {
    expect(read(reply, deposit).answers).toEqual({ depositPercent: percent });
  });

  it('reads a bare amount before "down" as dollars of the deposit', () => {
    expect(read('5000 down and the rest at the end', null, 1_000_000).answers).toEqual({ depositPercent: 50 });
  });

  it('turns a dollar deposit into a share of the total', () => {
    expect(read('$2,500', deposit, 1_000_000).answers).toEqual({ depositPercent: 25 });
    expect(read('$2,500', deposit).understood).toBe(false);
  });

  it('restates a third as a rounded percentage', () => {
    expect(read('a third', deposit).summary).toEqual(['the deposit is about 33%']);
  });
});

describe('a reply to a years question', () => {
  const labor = question('laborWarrantyYears', 'years', ['1 year', '2 years', '5 years', 'Lifetime', 'None']);

  it.each([
    ['5 years', 5],
    ['two years', 2],
    ['a year', 1],
    ['one year', 1],
    ['10-year', 10],
    ['lifetime', 99],
    ['Lifetime', 99],
    ['life time', 99],
    ['none', 0],
    ['None', 0],
    ['no warranty', 0],
    ['nope', 0],
    ['90 days', 0.25],
    ['18 months', 1.5],
    ['2', 2],
    ['1 year', 1],
    ['2 years', 2],
  ])('reads "%s" as %s years', (reply, years) => {
    expect(read(reply, labor).answers).toEqual({ laborWarrantyYears: years });
  });

  it('restates lifetime, none and short terms in words', () => {
    expect(read('lifetime', labor).summary).toEqual(['the labor warranty is lifetime']);
    expect(read('none', labor).summary).toEqual(['there is no labor warranty']);
    expect(read('90 days', labor).summary).toEqual(['the labor warranty is 3 months']);
  });
});

describe('a reply to a number or text question', () => {
  it('reads U-factor and SHGC values and rejects implausible ones', () => {
    const u = question('uFactor', 'number');
    expect(read('0.27', u).answers).toEqual({ uFactor: 0.27 });
    expect(read('.30', u).answers).toEqual({ uFactor: 0.3 });
    expect(read('the U-factor is 0.28', u).answers).toEqual({ uFactor: 0.28 });
    expect(read('27', u).understood).toBe(false);
    expect(read('0.25', question('shgc', 'number')).answers).toEqual({ shgc: 0.25 });
  });

  it('reads a product line, tidied when it names a known brand', () => {
    const line = question('productLine', 'text');
    expect(read('Pella 250 Series', line).answers).toEqual({ productLine: 'Pella 250 Series' });
    expect(read('andersen 400 series', line).answers).toEqual({ productLine: 'Andersen 400 Series' });
    expect(read("it's a Milgard Tuscany", line).answers).toEqual({ productLine: 'Milgard Tuscany' });
    expect(read('ABC Vinyl 3000', line).answers).toEqual({ productLine: 'ABC Vinyl 3000' });
    expect(read('no idea', line).understood).toBe(false);
  });

  it('fills quote fields the chat asked for', () => {
    expect(read('33101', question('zipCode', 'text')).fields).toEqual({ zipCode: '33101' });
    expect(read("it's 33101-1234", question('zipCode', 'text')).fields).toEqual({ zipCode: '33101' });
    expect(read('$12,500', question('totalCost', 'number')).fields).toEqual({ totalCost: '12500.00' });
    expect(read('12500', question('totalCost', 'number')).fields).toEqual({ totalCost: '12500.00' });
    expect(read('12 windows and 2 doors', question('quantities', 'text')).fields).toEqual({ windows: 12, doors: 2 });
    expect(read('12', question('quantities', 'number', [], 'How many windows are being replaced?')).fields).toEqual({
      windows: 12,
    });
    expect(read('Sunshine Windows LLC', question('vendor', 'text')).fields).toEqual({ vendor: 'Sunshine Windows LLC' });
  });

  it('reads a ZIP code when the question asks for it', () => {
    const coast = question(
      'nearCoast',
      'yes_no',
      [],
      "I couldn't find your ZIP code. What is it, and are you near the coast?",
    );
    expect(read('33139, and yes', coast).fields).toEqual({ zipCode: '33139' });
  });
});

describe('statements anywhere in a message', () => {
  it.each([
    'permits are included',
    'Permits are included.',
    'the contractor pulls the permit',
    'They pull all permits',
    'The price includes permits',
    'permits will be pulled by the contractor',
    'permits and inspections are included',
    'they take care of the permit',
    "I don't have to get the permit",
    'we need the contractor to pull the permit',
  ])('"%s" → the contractor pulls the permit', (message) => {
    const r = read(message);
    expect(r.answers).toEqual({ permitsByContractor: true });
    expect(r.summary).toEqual(['the contractor pulls the permit']);
  });

  it.each([
    'I have to get the permit',
    'permits are not included',
    'Permits are NOT included',
    "they don't pull permits",
    'we need to pull the permit ourselves',
    'the permit is up to me',
    'permits are extra',
    "the quote doesn't include permits",
    'the contractor told me to get the permit',
  ])('"%s" → the homeowner gets the permit', (message) => {
    expect(read(message).answers).toEqual({ permitsByContractor: false });
  });

  it.each([
    ['the deposit is 50%', 50],
    ['50% deposit', 50],
    ['half down', 50],
    ['they want a third up front', 33.33],
    ['deposit of 1/3', 33.33],
    ['deposit is 25 percent', 25],
    ['we pay 50/50', 50],
    ['10% down, balance on completion', 10],
    ['no deposit', 0],
    ['nothing down', 0],
    ["They don't require a deposit", 0],
    ['the deposit is $5,000 of $10,000', 50],
  ])('"%s" → deposit %s percent', (message, percent) => {
    expect(read(message).answers).toEqual({ depositPercent: percent });
  });

  it('reads a dollar deposit against the known total', () => {
    expect(read('I paid $2,000 down', null, 800_000).answers).toEqual({ depositPercent: 25 });
  });

  it('reads no deposit from "down the road" or from a price per unit', () => {
    expect(read('The dealer down the road quoted 36 x 60 double hungs at $450 each.', null, 1_248_000).answers).toEqual(
      {},
    );
    expect(read('We put down $450 per window for the upgrade.', null, 1_248_000).answers).toEqual({});
    expect(read('We put $3,000 down.', null, 1_200_000).answers).toEqual({ depositPercent: 25 });
  });

  it.each([
    ['my zip is 33101', '33101'],
    ['the ZIP code is 33101', '33101'],
    ['Zip: 33101-1234', '33101'],
    ['ZIP code 90210', '90210'],
    ['I live in Miami, FL 33101', '33101'],
    ['our house is in 33139', '33139'],
  ])('"%s" → ZIP %s', (message, zip) => {
    const r = read(message);
    expect(r.fields).toEqual({ zipCode: zip });
    expect(r.summary).toEqual([`your ZIP code is ${zip}`]);
  });

  it.each([
    ['the total is $12,500', '12500.00'],
    ['The total price is 12,500.00', '12500.00'],
    ['they quoted me $9,800', '9800.00'],
    ["it's $15k total", '15000.00'],
    ['the quote is for $22,140.50', '22140.50'],
    ['Total: $8,400', '8400.00'],
  ])('"%s" → total %s, to confirm: it does not say whose quote', (message, total) => {
    const r = read(message);
    expect(r.fields).toEqual({});
    expect(r.unconfirmed).toEqual({ totalCost: total });
  });

  it.each([
    ["my quote's total is $12,500", '12500.00'],
    ["this quote's total is $9,800", '9800.00'],
    ['you read it wrong, the total is $11,250', '11250.00'],
  ])('"%s" → total %s, a fact of this quote', (message, total) => {
    expect(read(message).fields).toEqual({ totalCost: total });
  });

  it.each([
    'another contractor quoted me $2,500 for one window',
    'One window place quoted us $1200 for the patio door and another quoted $2000',
    'my neighbour paid $16,000 for 12 windows',
  ])('never reads "%s" as this quote\'s', (message) => {
    const r = read(message);
    expect(r.fields).toEqual({});
    expect(r.unconfirmed).toEqual({});
    expect(r.mentionsOtherQuote).toBe(true);
  });

  it("does not take another contractor's price as the answer to its own question about the total", () => {
    expect(read('another company quoted $2,500', question('totalCost', 'number')).fields).toEqual({});
  });

  it.each([
    ['fourteen thousand dollars', '14000.00'],
    ['about fourteen thousand', '14000.00'],
    ['twelve thousand five hundred', '12500.00'],
    ['14 thousand', '14000.00'],
  ])('reads "%s" as a total of %s when the chat asks for it', (message, total) => {
    expect(read(message, question('totalCost', 'number')).fields).toEqual({ totalCost: total });
  });

  it('reads an amount spelled out in a statement about this quote', () => {
    expect(read("my quote's total is twenty-one thousand four hundred dollars").fields).toEqual({
      totalCost: '21400.00',
    });
    expect(read('my total is actually fourteen thousand dollars').fields).toEqual({ totalCost: '14000.00' });
  });

  it('restates the total with separators', () => {
    expect(read("my quote's total is $12,500").summary).toEqual(['the total is $12,500.00']);
  });

  it('does not take a per-unit price or a deposit for the total', () => {
    expect(read('the price is $500 per window').fields).toEqual({});
    expect(read('the deposit is $5,000').fields).toEqual({});
  });

  it.each([
    ['12 windows and 2 doors', { windows: 12, doors: 2 }],
    ['twelve windows', { windows: 12 }],
    ['one patio door', { doors: 1 }],
    ['10 double-hung windows and 2 picture windows', { windows: 12 }],
    ['We are replacing 3 sliding glass doors', { doors: 3 }],
    ['12 windows, 2 doors', { windows: 12, doors: 2 }],
  ])('"%s" → counts, to confirm', (message, counts) => {
    expect(read(message).unconfirmed).toEqual(counts);
    expect(read(`my quote has ${message}`).fields).toEqual(counts);
  });

  it('does not count series numbers, ages or ratings as windows', () => {
    expect(read('Pella 250 Series windows').fields).toEqual({});
    expect(read('the windows are 20 years old').fields).toEqual({});
    expect(read('U-factor 0.27 windows').fields).toEqual({});
  });

  it.each([
    ['built in 1965', true],
    ['the house is from 1990', false],
    ['pre-1978', true],
    ['our home was built before 1978', true],
    ['a 1955 ranch', true],
    ['built in the 60s', true],
    ['it was built in 2004', false],
    ['the house is 30 years old', false],
    ['the house is 70 years old', true],
    ['it was not built before 1978', false],
    ['built after 1980', false],
  ])('"%s" → built before 1978: %s', (message, before) => {
    expect(read(message).answers).toEqual({ builtBefore1978: before });
  });

  it.each([
    ["we're 3 miles from the beach", false],
    ['half a mile from the ocean', true],
    ['within a mile of the coast', true],
    ['about 2 blocks from the beach', true],
    ['more than a mile from the coast', false],
    ['a mile and a half from the gulf', false],
    ['500 feet from the water', true],
    ['5 km from the sea', false],
    ['we live inland', false],
    ['our house is oceanfront', true],
    ["we're on the water", true],
    ['nowhere near the coast', false],
    ['the building department requires impact windows', true],
  ])('"%s" → near the coast: %s', (message, near) => {
    expect(read(message).answers).toEqual({ nearCoast: near });
  });

  it.each([
    ['2-year labor warranty', 2],
    ['lifetime labor warranty', 99],
    ['no labor warranty', 0],
    ['they guarantee the installation for 5 years', 5],
    ['the labor warranty is one year', 1],
    ['workmanship warranty of 10 years', 10],
  ])('"%s" → labour warranty %s years', (message, years) => {
    expect(read(message).answers).toEqual({ laborWarrantyYears: years });
  });

  it('tells the labour warranty from the product warranty', () => {
    expect(read('lifetime warranty on the windows and 2 years on labor').answers).toEqual({
      laborWarrantyYears: 2,
      productWarranty: true,
    });
  });

  it.each([
    ['they haul away the old windows', true],
    ['removal and disposal are included', true],
    ['they take the old windows away', true],
    ['haul-away is included', true],
    ['disposal is not included', false],
    ["they won't haul away the old windows", false],
    ['I have to get rid of the old windows myself', false],
    ['removal is extra', false],
  ])('"%s" → removal included: %s', (message, included) => {
    expect(read(message).answers).toEqual({ removalIncluded: included });
  });

  it('reads U-factor and SHGC', () => {
    expect(read('U-factor 0.27 and SHGC 0.22').answers).toEqual({ uFactor: 0.27, shgc: 0.22 });
    expect(read('the u-value is .30').answers).toEqual({ uFactor: 0.3 });
    expect(read('solar heat gain coefficient of 0.25').answers).toEqual({ shgc: 0.25 });
    expect(read('U-factor 0.27 and SHGC 0.22').summary).toEqual(['the U-factor is 0.27', 'the SHGC is 0.22']);
  });

  it('reads a brand and series, from the built-in list or the one given', () => {
    expect(read('Pella 250 Series').answers).toEqual({ productLine: 'Pella 250 Series' });
    expect(read("They're Andersen 400 series windows").answers).toEqual({ productLine: 'Andersen 400 Series' });
    expect(read('the windows are Pella').answers).toEqual({});
    expect(interpretReply('We chose Acme Glass 7000 Series', null, { brands: ['Acme Glass'] }).answers).toEqual({
      productLine: 'Acme Glass 7000 Series',
    });
  });

  it('reads glass, finish, scope, rot-repair and approval statements', () => {
    expect(read('the glass is low-E with argon').answers).toEqual({ lowEGas: true });
    expect(read('it is plain clear glass').answers).toEqual({ lowEGas: false });
    expect(read('they are triple-pane windows').answers).toEqual({ lowEGas: true });
    expect(read('that would triple the price').answers).toEqual({});
    const glass = question(
      'lowEGas',
      'yes_no',
      ['Yes', 'No'],
      'Is the glass low-E with argon gas, and is it double- or triple-pane?',
    );
    expect(read('triple', glass).answers).toEqual({ lowEGas: true });
    expect(read('trim and caulking are included').answers).toEqual({ finishIncluded: true });
    expect(read('painting is excluded').answers).toEqual({ finishIncluded: false });
    expect(read('the price includes everything').answers).toEqual({ priceIncludesEverything: true });
    expect(read('rot repair is $150 per window with my written approval').answers).toEqual({ rotRepairTerms: true });
    expect(read('the windows have a Miami-Dade NOA').answers).toEqual({ impactApproved: true });
    expect(read('they are non-impact windows').answers).toEqual({ impactApproved: false });
  });

  it('reads the vendor when named', () => {
    expect(read('The contractor is ABC Windows & Doors').unconfirmed).toEqual({ vendor: 'ABC Windows & Doors' });
    expect(read('This quote is from ABC Windows & Doors').fields).toEqual({ vendor: 'ABC Windows & Doors' });
  });

  it('reads several facts in one message', () => {
    const r = read(
      'Our quote has 12 windows and 2 doors, my total is $18,000 and my zip is 33101. Permits are included but the deposit is 50%.',
    );
    expect(r.fields).toEqual({ windows: 12, doors: 2, totalCost: '18000.00', zipCode: '33101' });
    expect(r.answers).toEqual({ permitsByContractor: true, depositPercent: 50 });
    expect(r.summary).toEqual([
      'the contractor pulls the permit',
      'the deposit is 50%',
      'your ZIP code is 33101',
      'the total is $18,000.00',
      'the quote covers 12 windows and 2 doors',
    ]);
  });

  it('keeps a fact that comes before a question', () => {
    expect(read('I have 12 windows, is that a lot?').unconfirmed).toEqual({ windows: 12 });
  });

  it.each([
    'are permits included?',
    'Are permits included',
    'Does the contractor pull the permit?',
    'is the deposit 50%?',
    'Is my zip 33101?',
    'Is a 50% deposit normal?',
    'should the total be $12,500?',
    'what if the house was built in 1965?',
    'can you tell me if permits are included',
  ])('does not read the question "%s" as a statement', (message) => {
    const r = read(message);
    expect(r.understood).toBe(false);
    expect(r.answers).toEqual({});
    expect(r.fields).toEqual({});
  });

  it.each([
    'the deposit is not 50%',
    "I'm not sure if permits are included",
    'I wonder whether they haul away the old windows',
    'maybe 50% down',
  ])('does not read the doubtful or negated "%s" as a fact', (message) => {
    expect(read(message).understood).toBe(false);
  });

  it('understands nothing in small talk', () => {
    const r = read('hello there');
    expect(r).toEqual({
      answers: {},
      fields: {},
      understood: false,
      summary: [],
      unconfirmed: {},
      mentionsOtherQuote: false,
    });
  });
});

// --- the chat's own questions ------------------------------------------------------------------------

/** Every question the rules can ask, collected by running them over quotes that leave each item open. */
function rulesQuestions(): Map<string, ChatQuestion> {
  const silent = 'Replace windows.';
  const quotes: [string, Parameters<typeof quoteInput>[1]][] = [
    [silent, {}],
    [silent, { fields: { zipCode: '29464' } }], // coastal county: distance to the coast
    [silent, { fields: { zipCode: '33914' } }], // Florida
    [silent, { fields: { zipCode: '77550' } }], // Texas windstorm area
    [silent, { fields: { zipCode: null } }], // no ZIP
    [silent, { fields: { totalCost: '1000.00' } }], // far below typical
    [silent, { fields: { totalCost: null }, uncertainFields: ['totalCost'] }], // total read without confidence
    ['Window replacement as discussed. Deposit required to order.', { fields: { quantities: null } }], // no counts, a deposit without an amount
    ['New exterior trim stop, shims and low-expansion foam insulation.', {}],
  ];
  const found = new Map<string, ChatQuestion>();
  for (const [text, options] of quotes) {
    for (const r of analyzeWithRules(quoteInput(text, options)).results) {
      if (r.question) found.set(`${r.category}/${r.question.answer}`, r.question);
    }
  }
  return found;
}

const QUESTIONS = rulesQuestions();
const asked = (key: string): ChatQuestion => [...QUESTIONS.values()].find((q) => q.answer === key)!;
const FIELD_OF: Record<string, (r: ReturnType<typeof read>) => unknown> = {
  zipCode: (r) => r.fields.zipCode,
  totalCost: (r) => r.fields.totalCost,
  quantities: (r) =>
    r.fields.windows !== undefined || r.fields.doors !== undefined
      ? { windows: r.fields.windows, doors: r.fields.doors }
      : undefined,
  vendor: (r) => r.fields.vendor,
};
/** What a reply gives for the question's key: an answer, or the quote field it asks for. */
const valueFor = (r: ReturnType<typeof read>, q: ChatQuestion): unknown =>
  FIELD_OF[q.answer as string]?.(r) ?? (r.answers as Record<string, unknown>)[q.answer as string];

describe('the questions the rules ask', () => {
  it('cover every item the chat can settle', () => {
    expect([...QUESTIONS.keys()].sort()).toEqual([
      'energy/lowEGas',
      'finish/finishIncluded',
      'hurricane/impactApproved',
      'hurricane/nearCoast',
      'hurricane/zipCode',
      'materials/productLine',
      'payment/depositPercent',
      'pricing/priceIncludesEverything',
      'pricing/quantities',
      'pricing/totalCost',
      'removal/removalIncluded',
      'repairs/rotRepairTerms',
    ]);
  });

  it.each([...QUESTIONS.entries()])('%s asks one thing and offers a button for not knowing', (_, q) => {
    expect(q.text.match(/\?/g)).toHaveLength(1);
    expect(q.text.trim().endsWith('?') || /\?\s+[A-Z][^?]*\.$/.test(q.text)).toBe(true);
    expect(q.text).not.toMatch(/[{}]/);
    expect(q.options.filter((o) => read(o, q).unsure)).toHaveLength(1);
  });

  it.each([...QUESTIONS.entries()].flatMap(([name, q]) => q.options.map((o) => [name, o, q] as const)))(
    '%s: the button "%s" gives a definite answer or "not sure", never "not understood"',
    (_, option, q) => {
      const r = read(option, q, 1_000_000);
      if (r.unsure) {
        expect(r.understood).toBe(false);
        expect(r.answers).toEqual({});
        return;
      }
      expect(r.understood).toBe(true);
      expect(valueFor(r, q)).toBeDefined();
      expect(r.summary.length).toBeGreaterThan(0);
    },
  );

  it.each([
    [
      'lowEGas',
      { 'Low-E with argon': true, 'Triple-pane': true, 'Low-E, no argon': false, 'Plain double-pane': false },
    ],
    [
      'depositPercent',
      { 'No deposit': 0, '10%': 10, '25%': 25, 'One third': 33.33, Half: 50, 'All of it up front': 100 },
    ],
    ['rotRepairTerms', { 'Yes, both': true, 'Only one of them': false, 'No, neither': false }],
    ['nearCoast', { 'Yes, within a mile': true, 'No, farther away': false }],
    ['impactApproved', { Yes: true, No: false }],
    ['removalIncluded', { Yes: true, No: false }],
    ['finishIncluded', { Yes: true, No: false }],
    ['priceIncludesEverything', { Yes: true, No: false }],
  ] as const)('the %s buttons read as', (key, expected) => {
    const q = asked(key);
    const definite = q.options.filter((o) => !read(o, q).unsure);
    expect(definite).toEqual(Object.keys(expected));
    for (const [option, value] of Object.entries(expected))
      expect(read(option, q).answers, option).toEqual({ [key]: value });
  });

  it.each([...QUESTIONS.entries()].flatMap(([name, q]) => q.options.map((o) => [name, o, q] as const)))(
    '%s: after the button "%s" the item is no longer open',
    (name, option, q) => {
      const r = read(option, q);
      if (r.unsure || !Object.keys(r.answers).length) return;
      const [category] = name.split('/');
      const [text, options] = rulesQuoteFor(name);
      const after = analyzeWithRules(quoteInput(text, { ...options, answers: r.answers })).results.find(
        (x) => x.category === category,
      )!;
      expect(after.status).not.toBe('unknown_discuss');
    },
  );
});

/** The quote that leaves an item open (as collected above), to re-rate it with an answer. */
function rulesQuoteFor(name: string): [string, Parameters<typeof quoteInput>[1]] {
  const silent = 'Replace windows.';
  if (name === 'hurricane/nearCoast') return [silent, { fields: { zipCode: '29464' } }];
  if (name === 'hurricane/impactApproved') return [silent, { fields: { zipCode: '77550' } }];
  if (name === 'pricing/priceIncludesEverything') return [silent, { fields: { totalCost: '1000.00' } }];
  if (name === 'payment/depositPercent') return ['Window replacement as discussed. Deposit required to order.', {}];
  return [silent, {}];
}

describe('answers in words to the questions the rules ask', () => {
  it.each([
    // glass
    ['lowEGas', 'triple', true],
    ['lowEGas', 'triple pane', true],
    ['lowEGas', "it's triple-pane", true],
    ['lowEGas', 'low-E with argon', true],
    ['lowEGas', 'Low E argon', true],
    ['lowEGas', 'double pane with argon', true],
    ['lowEGas', 'Low-E 366 with argon', true],
    ['lowEGas', 'low-e', true],
    ['lowEGas', 'low-E but no gas', false],
    ['lowEGas', 'low-E without argon', false],
    ['lowEGas', 'plain glass', false],
    ['lowEGas', 'clear', false],
    ['lowEGas', 'double', false],
    ['lowEGas', 'double pane', false],
    ['lowEGas', 'regular double pane', false],
    ['lowEGas', 'no low-E', false],
    ['lowEGas', 'single pane', false],
    ['lowEGas', 'yes', true],
    ['lowEGas', 'no', false],
    ['lowEGas', 'no argon, just low-E', false],
    // who hauls away the old windows, who does the trim
    ['removalIncluded', 'the contractor does', true],
    ['removalIncluded', 'contractor', true],
    ['removalIncluded', 'they do', true],
    ['removalIncluded', 'the installer handles it', true],
    ['removalIncluded', 'they haul it away', true],
    ['removalIncluded', "they'll take care of it", true],
    ['removalIncluded', "it's the installer's job", true],
    ['removalIncluded', 'them', true],
    ['removalIncluded', 'I think they do', true],
    ['removalIncluded', 'I do', false],
    ['removalIncluded', 'me', false],
    ['removalIncluded', 'I have to', false],
    ['removalIncluded', 'we do it ourselves', false],
    ['removalIncluded', "it's on me", false],
    ['removalIncluded', "they don't", false],
    ['removalIncluded', "the contractor doesn't", false],
    ['removalIncluded', 'not the contractor', false],
    ['removalIncluded', 'they said I have to', false],
    ['removalIncluded', "they do, I don't have to do anything", true],
    ['finishIncluded', 'the contractor does', true],
    ['finishIncluded', 'they do the trim', true],
    ['finishIncluded', 'I do', false],
    ['finishIncluded', "I'll paint it myself", false],
    // rot repairs: a set price and a written OK
    ['rotRepairTerms', 'both', true],
    ['rotRepairTerms', 'yes both', true],
    ['rotRepairTerms', 'they did', true],
    ['rotRepairTerms', 'the contractor did', true],
    ['rotRepairTerms', 'neither', false],
    ['rotRepairTerms', 'only the price', false],
    ['rotRepairTerms', 'just a set price', false],
    ['rotRepairTerms', 'no', false],
    // distance to the coast
    ['nearCoast', 'within a mile', true],
    ['nearCoast', 'half a mile', true],
    ['nearCoast', '2 blocks', true],
    ['nearCoast', "we're on the beach", true],
    ['nearCoast', 'about 3 miles', false],
    ['nearCoast', 'a few miles', false],
    ['nearCoast', 'miles away', false],
    ['nearCoast', 'no, 10 miles inland', false],
    // TDI approval
    ['impactApproved', 'they did', true],
    ['impactApproved', 'yes they have', true],
    ['impactApproved', 'the contractor has', true],
    ['impactApproved', "they haven't", false],
    ['impactApproved', "they haven't confirmed it yet", false],
    // the whole job in the price
    ['priceIncludesEverything', 'yes, everything', true],
    ['priceIncludesEverything', 'it does', true],
    ['priceIncludesEverything', 'no, some is extra', false],
  ] as [string, string, boolean][])('%s: "%s" → %s', (key, reply, value) => {
    const r = read(reply, asked(key));
    expect(r.answers).toEqual({ [key]: value });
    expect(r.summary).toHaveLength(1);
  });

  it.each([
    ['about half', 50],
    ['half', 50],
    ['half down, half when done', 50],
    ['a third', 33.33],
    ['about a third', 33.33],
    ['one quarter', 25],
    ['a quarter', 25],
    ['ten percent', 10],
    ['10 percent', 10],
    ['twenty five percent', 25],
    ['10% now and the rest at the end', 10],
    ['25', 25],
    ['about 30', 30],
    ['5000 down', 50],
    ['$5,000', 50],
    ['5000', 50],
    ['nothing', 0],
    ['none', 0],
    ['no deposit', 0],
    ['the full amount', 100],
    ['everything', 100],
    ['two thirds', 66.67],
  ])('deposit: "%s" → %s%%', (reply, percent) => {
    expect(read(reply, asked('depositPercent'), 1_000_000).answers).toEqual({ depositPercent: percent });
  });

  it.each([
    ['fourteen thousand dollars', '14000.00'],
    ['about fourteen thousand', '14000.00'],
    ['14k', '14000.00'],
    ['$14k', '14000.00'],
    ['$14,000', '14000.00'],
    ['$14,000.00', '14000.00'],
    ['14000', '14000.00'],
    ['14,000', '14000.00'],
    ['about 14 grand', '14000.00'],
    ['about fourteen grand', '14000.00'],
    ['14 thousand', '14000.00'],
    ["it's 14000 with tax", '14000.00'],
    ['the total is 14000', '14000.00'],
    ['14000 dollars', '14000.00'],
    ['twelve thousand five hundred', '12500.00'],
    ['$12.5k', '12500.00'],
  ])('total: "%s" → %s', (reply, total) => {
    const r = read(reply, asked('totalCost'));
    expect(r.fields).toEqual({ totalCost: total });
    expect(r.unconfirmed).toEqual({});
  });

  it.each([
    ['8', { windows: 8 }],
    ['eight', { windows: 8 }],
    ['about 10', { windows: 10 }],
    ['8 windows', { windows: 8 }],
    ['eight windows', { windows: 8 }],
    ['8 windows and 2 doors', { windows: 8, doors: 2 }],
    ['eight windows and a patio door', { windows: 8, doors: 1 }],
    ['8 windows, no doors', { windows: 8, doors: 0 }],
    ['2 doors', { doors: 2 }],
    ['just 1 door', { doors: 1 }],
    ['12 windows, 2 doors', { windows: 12, doors: 2 }],
  ])('counts: "%s" → %o', (reply, counts) => {
    expect(read(reply, asked('quantities')).fields).toEqual(counts);
  });

  it.each([
    ['33101', '33101'],
    ['my zip is 33101', '33101'],
    ["it's 77550", '77550'],
  ])('ZIP: "%s" → %s', (reply, zip) => {
    expect(read(reply, asked('zipCode')).fields).toEqual({ zipCode: zip });
  });

  it.each([
    ['Pella 250 Series', 'Pella 250 Series'],
    ['andersen 400 series', 'Andersen 400 Series'],
    ['ABC Vinyl 3000', 'ABC Vinyl 3000'],
  ])('product line: "%s" → %s', (reply, line) => {
    expect(read(reply, asked('productLine')).answers).toEqual({ productLine: line });
  });

  it.each([
    ['five years', 5],
    ['5 yrs', 5],
    ['2yr', 2],
    ['10 year', 10],
    ['lifetime', 99],
    ['limited lifetime', 99],
    ['10', 10],
    ['ten', 10],
    ['one', 1],
    ['a year', 1],
    ['they give 5 years on labor', 5],
    ['no labor warranty', 0],
    ['18 months', 1.5],
  ])('labor warranty: "%s" → %s years', (reply, years) => {
    const labor = question('laborWarrantyYears', 'years', [], 'How many years does the installer warrant the labor?');
    expect(read(reply, labor).answers).toEqual({ laborWarrantyYears: years });
  });

  it.each([
    ['the contractor does', true],
    ['contractor', true],
    ['they do', true],
    ['the installer handles it', true],
    ['they pull it', true],
    ['I believe they do', true],
    ['I do', false],
    ['me', false],
    ['we pull it', false],
    ['the homeowner', false],
    ['not the contractor', false],
  ])('who pulls the permit: "%s" → contractor %s', (reply, contractor) => {
    const permits = question(
      'permitsByContractor',
      'yes_no',
      ['Yes', 'No', 'Not sure'],
      'Does the contractor pull the building permit for this job?',
    );
    expect(read(reply, permits).answers).toEqual({ permitsByContractor: contractor });
  });

  it.each(['1965', 'in the 1960s'])('built before 1978: "%s" → yes', (reply) => {
    expect(
      read(reply, question('builtBefore1978', 'yes_no', ['Yes', 'No', 'Not sure'], 'Was your home built before 1978?'))
        .answers,
    ).toEqual({ builtBefore1978: true });
  });

  it.each(
    [...QUESTIONS.entries()].flatMap(([name, q]) =>
      [
        "I don't know",
        'I dont know',
        'no idea',
        'not sure',
        'dunno',
        "can't find it",
        'idk',
        'no clue',
        'beats me',
        "I'd have to check",
        "the quote doesn't say",
        "it's not listed",
      ].map((reply) => [name, reply, q] as const),
    ),
  )('%s: "%s" is not knowing', (_, reply, q) => {
    const r = read(reply, q, 1_000_000);
    expect(r.unsure).toBe(true);
    expect(r.understood).toBe(false);
    expect(r.answers).toEqual({});
    expect(r.fields).toEqual({});
  });
});

describe('replies that speak of another quote, whatever the question', () => {
  const REMARKS = [
    'another contractor quoted me $2,500 for one window',
    'The other company does the permit',
    'my neighbour paid $16,000 for 12 windows',
    'The last window company we had out did the exact same pitch and wanted almost $7,000 for five windows.',
    'Two other companies already came out, measured, and gave us quotes for the three windows without any big presentation.',
    'I have three quotes for full-frame replacement of fifteen double-hungs — a national franchise, a local lumberyard and a window boutique — and they vary by almost $12,000.',
    'A company from the home show promised an automatic $75 off each window.',
    "The company that manufactured my windows quoted $403 to replace the broken glass and said I'd probably find someone cheaper locally.",
    'my brother-in-law pulled his own permit and saved $300',
    'the other quote wanted half down',
  ];
  it.each([...QUESTIONS.entries()].flatMap(([name, q]) => REMARKS.map((m) => [name, m, q] as const)))(
    '%s: "%s" changes nothing',
    (_, message, q) => {
      const r = read(message, q, 1_000_000);
      expect(r.fields).toEqual({});
      expect(r.answers).toEqual({});
    },
  );
});

describe('the question before a figure changes the quote', () => {
  it('asks one question however many figures it confirms', () => {
    expect(confirmFieldsQuestion({ totalCost: '2500.00' })).toBe(
      'Before I change anything: Is $2,500.00 the total of this quote? I only update your quote when you confirm the figures are its own.',
    );
    const several = confirmFieldsQuestion({ totalCost: '2500.00', windows: 12, doors: 2, vendor: 'ABC Windows' });
    expect(several.match(/\?/g)).toHaveLength(1);
    expect(several).toContain('Is $2,500.00 the total of this quote, for 12 windows and 2 doors, from ABC Windows?');
    expect(confirmFieldsQuestion({ windows: 1, zipCode: '33101' })).toContain(
      'Does this quote cover 1 window, for a house in ZIP code 33101?',
    );
  });
});
