import { describe, expect, it } from 'vitest';
import { rulesEngine } from '../engine.js';
import { analyzeWithRules } from '../rules-engine.js';
import { quoteInput } from '../testing/quote-input.js';

/** A small Florida quote; each test adds the lines it is about. */
function quote(...lines: string[]) {
  return [
    'Sunshine Windows LLC',
    'Estimate 2041',
    '10 single hung windows, white vinyl',
    ...lines,
    'Total $12,000.00',
  ].join('\n');
}

async function ask(question: string, text: string) {
  const input = quoteInput(text, { fields: { zipCode: '33101', totalCost: '12000.00' } });
  return rulesEngine.answer(question, { input, analysis: analyzeWithRules(input) });
}

describe('answers quote the quote', () => {
  const installed = quote('Insert replacement, installed from the interior');

  it('"do they go in from inside or outside?" leads with the printed line and its meaning', async () => {
    const { text } = await ask('Do they go in from inside or outside?', installed);
    expect(text.startsWith('Your quote says: “Insert replacement, installed from the interior”')).toBe(true);
    expect(text).toMatch(/from the inside/);
    // The quote settles it: no "the quote should say which method" explaining both cases.
    expect(text).not.toMatch(/should say which method/);
    expect(text).not.toMatch(/A full-frame replacement removes everything/);
  });

  it('"is it full frame?" answers that this quote is an insert', async () => {
    const { text } = await ask('Is it full frame?', installed);
    expect(text).toMatch(/^Your quote says: “Insert replacement, installed from the interior”/);
    expect(text).toMatch(/\*\*insert\*\*/);
  });

  it('a question about the choice itself gets both cases explained after what this quote settles', async () => {
    const { text } = await ask('When would I choose new construction windows instead of retrofit windows?', installed);
    expect(text.startsWith('Your quote says: “Insert replacement, installed from the interior”')).toBe(true);
    expect(text).toMatch(/\*\*insert\*\*/);
    expect(text).toMatch(/A full-frame replacement removes everything/);
  });

  it.each([
    'Is a pocket replacement good enough for us, or should we pay more for a full-frame replacement?',
    'Which is better for an old house, insert or full frame?',
    'The old frames are rotting: what kind of replacement should we get, insert or full frame?',
  ])('"%s" weighs the choice itself: both cases explained after what this quote settles', async (q) => {
    const { text } = await ask(q, installed);
    expect(text).toMatch(/\*\*insert\*\*/);
    expect(text).toMatch(/A full-frame replacement removes everything/);
  });

  it('a full-frame quote is read as full-frame', async () => {
    const { text } = await ask('Is it full frame or insert?', quote('Full-frame tear-out to the rough opening'));
    expect(text).toMatch(/^Your quote says: “Full-frame tear-out to the rough opening”/);
    expect(text).toMatch(/\*\*full-frame\*\*/);
    expect(text).not.toMatch(/\*\*insert\*\*/);
  });

  it('"how do I check the approval number?" quotes the approval and how to look it up', async () => {
    const { text } = await ask('How do I check the approval number?', quote('Florida Product Approval FL 12345.1'));
    expect(text).toMatch(/^Your quote says: “Florida Product Approval FL 12345\.1”/);
    expect(text).toMatch(/\*\*FL 12345\.1\*\*: look it up/);
  });

  it('"are permit fees included?" says included when the quote says so', async () => {
    const { text } = await ask('Are permit fees included?', quote('Permit fee included'));
    expect(text).toMatch(/^Your quote says: “Permit fee included”/);
    expect(text).toMatch(/permit fee is \*\*included\*\*/);
  });

  it('"are permit fees included?" says not included when the quote says so', async () => {
    const { text } = await ask('Are permit fees included?', quote('Permit fees not included, billed at cost'));
    expect(text).toMatch(/^Your quote says: “Permit fees not included, billed at cost”/);
    expect(text).toMatch(/\*\*not included\*\*/);
    expect(text).not.toMatch(/is \*\*included\*\*/);
  });

  it('"is there a fee for paying by card?" quotes the surcharge and its rate', async () => {
    const { text } = await ask('Is there a fee for paying by card?', quote('3% surcharge on card payments'));
    expect(text).toMatch(/^Your quote says: “3% surcharge on card payments”/);
    expect(text).toMatch(/card costs \*\*3%\*\* more/);
  });

  it('"how much is triple pane?" gives the option\'s printed price', async () => {
    const { text } = await ask('How much is triple pane?', quote('Option: triple-pane glass add $1,200'));
    expect(text).toMatch(/^Your quote says: “Option: triple-pane glass add \$1,200”/);
    expect(text).toMatch(/\*\*\$1,200\*\*/);
  });

  it("gives an option's added price, once, rather than its price per window", async () => {
    const { text } = await ask(
      'How much is triple pane?',
      quote('Triple-pane glass upgrade 10 windows $120.00 add $1,200.00'),
    );
    expect(text).toMatch(/priced on your quote at \*\*\$1,200\.00\*\*\./);
    expect(text).not.toMatch(/lists triple-pane/);
  });

  it('reads a line an OCR misread by a letter', async () => {
    const { text } = await ask('Is there a fee for paying by card?', quote('3% surcharqe on card paymemts'));
    expect(text).toMatch(/^Your quote says: “3% surcharqe on card paymemts”/);
  });
});

describe('a quote silent on the topic', () => {
  it('says the quote does not say, and what to ask', async () => {
    const { text } = await ask('Are permit fees included?', quote('Insert replacement, installed from the interior'));
    expect(text).toMatch(
      /^Your quote does not say anything about the permit\. Ask the contractor: Who pulls the permit/,
    );
    expect(text).not.toMatch(/Your quote says/);
  });

  it('on the card fee', async () => {
    const { text } = await ask('Is there a fee for paying by card?', quote('Permit fee included'));
    expect(text).toMatch(/^Your quote does not say anything about the payment terms\./);
    expect(text).toMatch(/fee for paying by card\?/);
  });

  it('on the install method, still explaining both', async () => {
    const { text } = await ask('Do they go in from inside or outside?', quote('Permit fee included'));
    expect(text).toMatch(/^Your quote does not say anything about how the windows are installed/);
    expect(text).toMatch(/A full-frame replacement removes everything/);
  });
});

describe("the customer's details", () => {
  it('a line with a redaction placeholder is never quoted', async () => {
    const text = quote('Permit fee included', 'Permit for [CUSTOMER NAME] at [STREET ADDRESS] included');
    const { text: answer } = await ask('Are permit fees included?', text);
    expect(answer).toMatch(/^Your quote says: “Permit fee included”/);
    expect(answer).not.toMatch(/CUSTOMER NAME|STREET ADDRESS/);
  });

  it('a line that only a placeholder line would answer leaves the quote silent', async () => {
    const { text } = await ask(
      'Is there a fee for paying by card?',
      quote('Card payments: call [PHONE], 3% surcharge'),
    );
    expect(text).toMatch(/^Your quote does not say anything about the payment terms/);
    expect(text).not.toMatch(/PHONE/);
  });
});

describe('Spanish', () => {
  it('keeps the answer Spanish around the line as printed', async () => {
    const { text, language } = await ask('¿Está incluido el permiso?', quote('Permit fee included'));
    expect(language).toBe('es');
    expect(text).toMatch(/^Su presupuesto dice: “Permit fee included”/);
    expect(text).toMatch(/el costo del permiso \*\*está incluido\*\*/);
  });

  it('says in Spanish that the quote is silent', async () => {
    const { text } = await ask('¿Está incluido el permiso?', quote('Insert replacement'));
    expect(text).toMatch(/^Su presupuesto no dice nada sobre el permiso\. Pregunte al contratista:/);
  });
});

describe('the lines quoted', () => {
  it('quote a second line only when it shares a word with the question or names the topic', async () => {
    const product =
      'Single Hung Window PGT WinGuard Vinyl impact-resistant vinyl 6 1,148.50 6,891.00 windows, white interior/exterior, with full screens.';
    const trim = 'Trim & Finish: New primed interior trim/casing, exterior stucco patch and paint to match existing.';
    const hardware = 'Hardware: keyed sash locks on every window';
    const screens = await ask('Are screens included with my new windows?', quote(product, trim));
    expect(screens.text.startsWith(`Your quote says: “${product}”\n`)).toBe(true);
    // "New" is on every quote; the trim line has nothing else of the question or the topic.
    expect(screens.text).not.toContain('Trim & Finish');
    // A line naming the topic (its hardware) is quoted beside the best one.
    expect((await ask('Are screens included with my new windows?', quote(product, hardware))).text).toContain(hardware);
    // So is one sharing the question's own words.
    expect((await ask('Are screens and the interior trim included?', quote(product, trim))).text).toContain(
      'Trim & Finish',
    );
  });
});

describe('a question no topic took', () => {
  it('is answered from the quote when its words find a topic and a line', async () => {
    const answer = await ask(
      'What does the quote include?',
      quote('Permit fee included', 'Haul-away of old windows included'),
    );
    expect(answer.onTopic).toBe(true);
    expect(answer.text).toMatch(/^Your quote says:\n- “(?:Permit fee included|Haul-away of old windows included)”/);
  });

  it('in Spanish, from the words of the topic', async () => {
    const answer = await ask(
      '¿Es de inserción o marco completo?',
      quote('Insert replacement, installed from the interior'),
    );
    expect(answer.language).toBe('es');
    expect(answer.text).toMatch(/^Su presupuesto dice: “Insert replacement, installed from the interior”/);
    expect(answer.text).toMatch(/\*\*inserción\*\*/);
  });

  it('in Spanish, with the Spanish explanation of the topic after the lines, not the lines alone', async () => {
    const answer = await ask(
      'Pagué por adelantado a una empresa de puertas y nunca volvieron a instalarlas; nadie contesta el teléfono. ¿Dónde están mis puertas y cómo recupero lo pagado?',
      quote('Fiberglass entry door, prehung, 36 x 80, with handleset'),
    );
    expect(answer.language).toBe('es');
    const [lines, ...rest] = answer.text.split('\n\n');
    expect(lines).toMatch(/^Su presupuesto dice: “Fiberglass entry door/);
    expect(rest.join(' ')).toMatch(/puerta/);
  });

  it('stays off topic when it is not about the quote', async () => {
    const answer = await ask('Write me a poem about my windows quote', quote('Haul-away of old windows included'));
    expect(answer.onTopic).toBe(false);
    expect(answer.text).not.toMatch(/Your quote says/);
  });
});

describe('without the quote text', () => {
  it('answers as before', async () => {
    const input = quoteInput('');
    const answer = await rulesEngine.answer('Are permit fees included?', { input, analysis: analyzeWithRules(input) });
    expect(answer.text).not.toMatch(/Your quote (?:says|does not say)/);
  });
});

describe('a line the homeowner has answered for decides nothing', () => {
  const permits = quote('Permits: Contractor will obtain all permits.');
  const answer = async (answers: object) => {
    const input = quoteInput(permits, { fields: { zipCode: '33101', totalCost: '12000.00' }, answers });
    return (await rulesEngine.answer('Who pulls the permit?', { input, analysis: analyzeWithRules(input) })).text;
  };

  it('quotes the line and its conclusion while the quote is all there is', async () => {
    expect(await answer({})).toContain('So the contractor pulls the permit.');
  });

  it('after "no, the permit is left to me", quotes the line but leaves the conclusion to the verdict', async () => {
    const text = await answer({ permitsByContractor: false });
    expect(text).toContain('Your quote says: “Permits: Contractor will obtain all permits.”');
    expect(text).not.toContain('So the contractor pulls the permit.');
    expect(text).toContain('You said the permit is left to you.');
  });
});

describe('situations the quote bears on quote its lines', () => {
  it.each([
    [
      'A man knocked on my door, said my window would fall out and demanded cash to fix it. Is that a scam?',
      'Payment: cash only, 50% deposit at signing',
      /^Your quote says: “Payment: cash only, 50% deposit at signing”/,
    ],
    [
      'The salesman promised free installation but it is not in the contract. Does that count?',
      'This contract is the entire agreement between the parties',
      /^Your quote says: “This contract is the entire agreement between the parties”/,
    ],
    [
      'We are still waiting for our windows, three months late. What can we do?',
      'Lead time 8-10 weeks from order; completion within 2 days of start',
      /^Your quote says: “Lead time 8-10 weeks from order; completion within 2 days of start”/,
    ],
    [
      'They raised the price after we signed because material costs went up. Can they?',
      'Prices valid for 30 days; no escalation after acceptance',
      /^Your quote says: “Prices valid for 30 days; no escalation after acceptance”/,
    ],
  ])('%s', async (question, line, expected) => {
    const { text } = await ask(question, quote(line));
    expect(text).toMatch(expected);
  });

  it('says what to ask when the quote is silent on it', async () => {
    const { text } = await ask('The salesman promised free installation but it is not in the contract.', quote());
    expect(text).toContain('Is everything the salesperson promised written into the quote or contract?');
  });
});

describe('a dispute about the work, settled by what the quote warrants and when it is paid', () => {
  it.each([
    ['Workmanship warranty: 5 years on all installation labor', /warrants the installation itself for \*\*5 years\*\*/],
    ['2-year labor warranty on installation', /warrants the installation itself for \*\*2 years\*\*/],
    ['Lifetime installation warranty, transferable once', /a \*\*lifetime\*\* warranty on the installation itself/],
    ['Balance due upon completion and final inspection', /ties the last payment to \*\*completion\*\*/],
    ['Deposit 40% at signing, balance on delivery of the windows', /asks for the balance \*\*on delivery\*\*/],
  ])('"%s"', async (line, expected) => {
    const { text } = await ask(
      'The installers left gaps around two windows and will not come back. What can I insist they do?',
      quote(line),
    );
    expect(text).toMatch(expected);
  });

  it('draws no conclusion from a product warranty or a balance whose date it does not give', async () => {
    const { text } = await ask(
      'The installers left gaps around two windows and will not come back. What can I insist they do?',
      quote('Manufacturer warranty: 20 years on glass seals', 'Balance due as invoiced'),
    );
    expect(text).not.toMatch(/warrants the installation|ties the last payment|balance \*\*on delivery/);
  });

  it('takes the installation’s own years, not a glass warranty’s beside it', async () => {
    const { text } = await ask(
      'The installers left gaps around two windows and will not come back. What can I insist they do?',
      quote(
        'Warranty: lifetime on frames; 20-year glass seal warranty; 2-year installation labor warranty by contractor',
      ),
    );
    expect(text).toMatch(/warrants the installation itself for \*\*2 years\*\*/);
  });
});

describe('what happens to the old windows, and what the new ones are made of', () => {
  it('a question about recycling or donating the old windows cites the removal line, then explains the options', async () => {
    const { text } = await ask(
      'How can I recycle or donate my old windows instead of throwing them out?',
      quote('Remove and haul away existing windows and job debris'),
    );
    expect(text).toMatch(/^Your quote says: “Remove and haul away existing windows and job debris”/);
    expect(text).toMatch(/Habitat for Humanity ReStore/);
    expect(text).toMatch(/does not go in the household recycling bin/);
  });

  it('a question about the wood species and finish gets the timber explanation, not the materials card alone', async () => {
    const { text } = await ask(
      'The supplier offers mahogany or pine frames, both needing a sealer every year or so. Which makes more sense for durability and value?',
      quote('Wood casement windows, primed exterior'),
    );
    expect(text).toMatch(/\*\*softwood\*\* \(pine/);
    expect(text).toMatch(/linseed oil paint/);
  });
});
