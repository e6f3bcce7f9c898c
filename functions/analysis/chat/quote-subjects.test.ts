import { describe, expect, it } from 'vitest';
import { rulesEngine } from '../engine.js';
import { analyzeWithRules } from '../rules-engine.js';
import { quoteInput } from '../testing/quote-input.js';
import { subjectLine } from './quote-subjects.js';

/** A small quote for windows and a door; each test adds the lines it is about. */
function quote(...lines: string[]) {
  return [
    'Lakeside Windows LLC',
    'Estimate 3107',
    'Warranty: Simonton limited lifetime warranty on windows and door; 2-year labor warranty',
    '1 Bedroom Double Hung 30 x 50 3 $660.00 $1,980.00',
    '2 Kitchen Slider 48 x 36 1 $645.00 $645.00',
    'Deposit 50% at signing, balance at completion',
    ...lines,
    'Total $9,400.00',
  ].join('\n');
}

async function ask(question: string, text: string) {
  const input = quoteInput(text, { fields: { zipCode: '60601', totalCost: '9400.00' } });
  return rulesEngine.answer(question, { input, analysis: analyzeWithRules(input) });
}

const quotations = (text: string) => [...text.matchAll(/“([^”]*)”/g)].map((m) => m[1]!);

describe('a question naming what a quote prints quotes that line, whatever topic answers it', () => {
  it('the cost of a door quotes the door line beside the total', async () => {
    const text = quote(
      'Eleven (11) windows and one (1) sliding patio door',
      '3 Dining Sliding Patio Door, 2-panel 71 x 79 1 $2,090.00 $2,090.00',
      'I accept this proposal for eleven windows and one sliding patio door for a Total Investment of $9,400.00.',
    );
    const { text: answer } = await ask('How much should a sliding patio door replacement cost?', text);
    expect(quotations(answer)).toContain('3 Dining Sliding Patio Door, 2-panel 71 x 79 1 $2,090.00 $2,090.00');
    expect(quotations(answer).length).toBeLessThanOrEqual(2);
  });

  it('a line the answer already quotes inside a longer one is not quoted again', () => {
    const glass = 'Triple pane, Low-E 272 two surfaces, krypton fill;';
    const text = quote('3 Living Double Hung 36 x 60 4 $2,044.00 $8,176.00', glass);
    const question = 'Is a triple-pane window worth it?';
    const longer = {
      text: `3 Living Double Hung 36 x 60 4 $2,044.00 $8,176.00 … ${glass}`,
      score: 1,
      questionHits: [],
      keyHits: [],
    };
    expect(subjectLine(question, 'price', text, [])?.line.text).toBe(glass);
    expect(subjectLine(question, 'price', text, [longer])).toBeNull();
  });

  it('an entry door question quotes the entry door line', async () => {
    const text = quote('Entry system — 36 x 80 fiberglass door with two sidelites $5,610.00');
    const { text: answer } = await ask('How much more does an entry door with sidelights cost to replace?', text);
    expect(quotations(answer)).toContain('Entry system — 36 x 80 fiberglass door with two sidelites $5,610.00');
  });

  it('"which brand is best?" quotes the line naming the brand and its series, not the warranty', async () => {
    const { text: answer } = await ask(
      'Which window brand is the best?',
      quote('Product: Simonton Reflections 5500, vinyl frames'),
    );
    expect(quotations(answer)[0]).toBe('Product: Simonton Reflections 5500, vinyl frames');
  });

  it('a cancellation question on a quote printing only how long it is valid quotes that', async () => {
    const { text: answer } = await ask(
      'Can I cancel a window contract even after paying the deposit?',
      quote('This proposal is valid for 30 days'),
    );
    expect(quotations(answer)).toContain('This proposal is valid for 30 days');
    expect(quotations(answer).length).toBeLessThanOrEqual(2);
  });

  it('a historic-district question quotes the permit line', async () => {
    const { text: answer } = await ask(
      "We're in a historic district. Do we have to repair the old windows instead of replacing them?",
      quote('Building permit pulled by Lakeside, fee included $150.00'),
    );
    expect(quotations(answer)).toContain('Building permit pulled by Lakeside, fee included $150.00');
    expect(quotations(answer).length).toBeLessThanOrEqual(2);
  });

  it('a question on the sill quotes the line on rotted framing', async () => {
    const { text: answer } = await ask(
      'What is the cost to replace a window frame and sill?',
      quote('Rotted framing or sill found when units are removed: $45 per linear foot with your approval'),
    );
    expect(quotations(answer)).toContain(
      'Rotted framing or sill found when units are removed: $45 per linear foot with your approval',
    );
  });

  it('"what does the quote include?" quotes what it includes and the total it comes to', async () => {
    const { text: answer } = await ask(
      'What does the quote include, and what would show up later as a change order?',
      quote('Includes removal and disposal of the old windows', 'Installation labor included'),
    );
    expect(quotations(answer)).toContain('Installation labor included');
    expect(quotations(answer)).toContain('Total $9,400.00');
  });

  it('a question on extra charges at the end quotes the total beside the topic line', async () => {
    const { text: answer } = await ask(
      'Should I pay extra charges at the end of a remodeling job?',
      quote('Any change after ordering requires a signed change order'),
    );
    expect(quotations(answer)).toContain('Total $9,400.00');
    expect(quotations(answer).length).toBeLessThanOrEqual(2);
  });

  it('a discount offered to decide quickly quotes how long the offer holds', async () => {
    const { text: answer } = await ask(
      'They offered a discount if I let them use my home as a model home for the neighborhood. Is that a real discount?',
      quote('Estimate date 11/03/25 Expires 12/03/25'),
    );
    expect(quotations(answer)).toContain('Estimate date 11/03/25 Expires 12/03/25');
    expect(quotations(answer).length).toBeLessThanOrEqual(2);
  });

  it('the right to cancel on a quote printing only its expiry quotes the expiry, not the street of the business', async () => {
    const text = ['Oakridge Home Services, Inc.', '1167 Business Park Dr', 'Estimate date 11/03/25 Expires 12/03/25'];
    const { text: answer } = await ask(
      'Do I have three days to cancel a window contract I signed in my home?',
      quote(...text),
    );
    expect(quotations(answer)).toContain('Estimate date 11/03/25 Expires 12/03/25');
    expect(quotations(answer)).not.toContain('1167 Business Park Dr');
  });

  it("a heading that lists the company's trades is no door's line", async () => {
    const { text: answer } = await ask(
      'Do windows near doors or the bathtub need tempered glass?',
      [
        'Best Windows & More',
        'Windows • Doors • Gutters • Pressure Washing',
        'Serving Tampa • FREE ESTIMATES • Call or text',
        'ESTIMATE',
        'Date: 10/18/2025',
        'Job: Take out ten (10) old windows and put in new vinyl windows as discussed. Same sizes.',
        'Install, caulk inside & out. Old windows hauled off.',
        'CASH PRICE $2,950 (no tax)',
        '50% down to order, rest when done.',
        'Warranty: 1 yr',
      ].join('\n'),
    );
    expect(quotations(answer)).not.toContain('Windows • Doors • Gutters • Pressure Washing');
  });

  it('"what should be included?" quotes the total itself, not a line that only names it', async () => {
    const { text: answer } = await ask(
      'What should be included in an itemized estimate?',
      quote('Optional upgrades — not included in the Total', 'Permit fee is included in the Total'),
    );
    expect(quotations(answer)).toContain('Total $9,400.00');
  });

  it('a question on extra charges for delivery quotes the total', async () => {
    const { text: answer } = await ask(
      'Is delivery included, or will they charge extra to carry windows upstairs?',
      quote('Optional upgrades — not included in the Total'),
    );
    expect(quotations(answer)).toContain('Total $9,400.00');
    expect(quotations(answer).length).toBeLessThanOrEqual(2);
  });

  it('a question on clean-up quotes the line on hauling the old windows away', async () => {
    const { text: answer } = await ask(
      'Is clean-up of my yard and house included after the install?',
      quote('Optional upgrades — not included in the Total', 'Remove & haul away old windows'),
    );
    expect(quotations(answer)).toContain('Remove & haul away old windows');
  });

  it('quotes at most two lines, more only when asked what the quote includes', async () => {
    const text = quote(
      'Product warranty: lifetime limited on the windows',
      'Labor warranty: 2 years on installation',
      'Glass breakage warranty: 10 years',
      'Installation labor included',
      'Removal labor included',
      'Caulking labor included',
    );
    expect(quotations((await ask('What warranty do I get?', text)).text)).toHaveLength(2);
    expect(quotations((await ask('What does the quote include?', text)).text).length).toBeGreaterThan(2);
  });

  it('a question on condensation and efficient windows quotes the glass line beside the warranty', async () => {
    const { text: answer } = await ask(
      'Is condensation normal on high-efficiency windows?',
      quote('Glass: dual-pane LoE-366 Low-E, argon filled, warm-edge spacer'),
    );
    expect(quotations(answer)).toContain('Glass: dual-pane LoE-366 Low-E, argon filled, warm-edge spacer');
  });

  it('a door asked about in Spanish quotes the door line, in a Spanish frame', async () => {
    const text = quote(
      'Eleven (11) windows and one (1) sliding patio door',
      '3 Dining Sliding Patio Door, 2-panel 71 x 79 1 $2,090.00 $2,090.00',
      'I accept this proposal for eleven windows and one sliding patio door for a Total Investment of $9,400.00.',
    );
    const { text: answer } = await ask('¿Cuánto cuesta la puerta corrediza de mi presupuesto?', text);
    expect(answer).toMatch(/^Su presupuesto dice:/);
    expect(quotations(answer)).toContain('3 Dining Sliding Patio Door, 2-panel 71 x 79 1 $2,090.00 $2,090.00');
  });

  it('a topic that does not apply to the quote is not called silent when a named line is quoted', async () => {
    const { text: answer } = await ask(
      'Do sidelights need hurricane impact glass?',
      quote('3 Dining Sliding Patio Door, 2-panel 71 x 79 1 $2,090.00 $2,090.00'),
    );
    expect(quotations(answer)).toContain('3 Dining Sliding Patio Door, 2-panel 71 x 79 1 $2,090.00 $2,090.00');
    expect(answer).not.toMatch(/does not say anything about/);
  });

  it('a question with no such word quotes as before: the topic lines alone', async () => {
    const { text: answer } = await ask('What is the total?', quote('Sliding Patio Door 1 $2,090.00'));
    expect(quotations(answer)).toEqual(['Total $9,400.00']);
  });
});
