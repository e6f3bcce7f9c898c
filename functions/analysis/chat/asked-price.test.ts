import { describe, expect, it } from 'vitest';
import type { PricingBasis } from '@shared/types.js';
import { rulesAnswer } from '../engine.js';
import { loadKnowledge } from '../knowledge/index.js';
import { analyzeWithRules } from '../rules-engine.js';
import { quoteInput } from '../testing/quote-input.js';
import { askedCount, askedPrices, askedPriceText, bandFor } from './asked-price.js';

const THRESHOLDS = { lowball: 0.55, goodMax: 1.3, averageMax: 2, boundaryZone: 0.1 };
const PRICING = { thresholds: THRESHOLDS, windows: loadKnowledge().pricing.windows };

function basis(over: Partial<PricingBasis> = {}): PricingBasis {
  return {
    unit: 'window',
    openings: 10,
    perOpening: { low: 600, typical: 1000, high: 1800 },
    total: { low: 6000, typical: 10000, high: 18000 },
    mix: [{ quantity: 10, label: 'double-hung window', options: [], each: { low: 600, typical: 1000, high: 1800 } }],
    mixText: '10 double-hung windows',
    regionFactor: 1,
    state: 'OH',
    stateName: 'Ohio',
    zipCode: '43214',
    sources: [],
    checkedOn: '2026-11-01',
    version: 'test',
    ...over,
  };
}

describe('prices a question names', () => {
  it.each([
    ['We were quoted about $950 per window, is that a lot?', [950]],
    ['Is $500 a window too much?', [500]],
    ['Bids are between $1,000 to $1,700 per window.', [1000, 1700]],
    ['They want $3,300 for our three bedroom windows', [1100]],
    ['Nine windows for 4 grand, seems low', [4000 / 9]],
    ['Twelve windows came to $15,600. Fair?', [1300]],
    ['The ad says windows at $199 each installed', [199]],
    ['$2,800 for a patio door and $700 for one small bathroom window', [2800, 700]],
    ['They quoted $350 each for new hopper windows. Is $350 a window reasonable?', [350]],
    ['Is $9,000 reasonable for replacing two doors?', [4500]],
    ['We ordered a new front door at Home Depot for about $2,365', [2365]],
    ["I bought a $250 storm door at Lowe's", [250]],
  ])('%s', (question, each) => {
    expect(askedPrices(question).map((p) => Math.round(p.each))).toEqual(each.map(Math.round));
  });

  it.each([
    'They charge $40 a window for the lead-safe work',
    'Disposal is $25 per window on this quote',
    'They take $100 off each window if I sign today',
    'The payment would be $180 a month for the windows',
    'Is a $2,000 deposit for 8 windows normal?',
    'The total is $14,000 for 10 windows and 2 doors',
    'My window is 36 x 60, what size should I order?',
    'We signed with a window company for $12,000',
    'It was a $12,000 window replacement job',
  ])('leaves "%s" alone: not a price per window', (question) => {
    expect(askedPrices(question)).toEqual([]);
  });

  it('reads the count a question asks the price of', () => {
    expect(askedCount('What should fifteen windows cost in a normal market?')).toEqual({ count: 15, kind: 'window' });
    expect(askedCount('How much to budget for 6 windows?')).toEqual({ count: 6, kind: 'window' });
    expect(askedCount('We budgeted 8k. What should 6 windows cost?')).toEqual({ count: 6, kind: 'window' });
    expect(askedCount('Is a $2,000 deposit for 8 windows normal?')).toBeNull();
    expect(askedCount('We have 6 windows facing south')).toBeNull();
  });
});

describe('the named price against the band', () => {
  it('judges each price against the band of units like the quote’s, in its state', () => {
    const text = askedPriceText('Another company said $900 a window. Fair?', basis(), PRICING)!;
    expect(text).toContain('**$900 per window** is within the fair range');
    expect(text).toContain(
      'For one window like the ones on your quote in Ohio, the fair price is about **$600–$1,800**',
    );
  });

  it.each([
    ["I can buy a door at Lowe's for around $170", true],
    ['I can get a window for $44 before installation', true],
    ['Supply-only the windows are $300 per window', true],
    ['We ordered a new front door at Home Depot for about $2,365', false],
    ['They quoted $9,000 for two doors, when I can buy a door at the store for $170', false],
  ])('reads whether "%s" prices the unit alone, before fitting', (question, alone) => {
    expect(askedPrices(question)[0]?.alone ?? false).toBe(alone);
  });

  it('does not judge a price of the unit alone against installed prices', () => {
    const text = askedPriceText('Is $300 a window before installation fair?', basis(), PRICING)!;
    expect(text).toContain('**$300 per window** is the price of the window alone, before it is fitted');
    expect(text).not.toContain('well below');
    expect(text).toContain('the fair price is about **$600–$1,800**');
  });

  it('says a very low price leaves something out, and a very high one is well over', () => {
    expect(askedPriceText('$3,000 for 10 windows?', basis(), PRICING)).toContain(
      '**$300 per window** ($3,000 for 10 windows) is well below what such a unit usually costs installed: ask what it leaves out',
    );
    expect(askedPriceText('They want $2,500 per window', basis(), PRICING)).toContain('well above the usual range');
    expect(askedPriceText('They want $1,600 per window', basis(), PRICING)).toContain('on the high side');
  });

  it('gives the band for the count asked about, and judges a named window price instead where there is one', () => {
    expect(askedPriceText('$4,000 for 5 windows: what should 5 windows cost?', basis(), PRICING)).toContain(
      '**$800 per window** ($4,000 for 5 windows) is within the fair range',
    );
    expect(askedPriceText('What should 5 windows cost?', basis(), PRICING)).toContain(
      'For 5 windows like the ones on your quote in Ohio, expect about **$3,000–$9,000** installed, typically $5,000',
    );
  });

  it('compares a door only with doors: none on a windows-only quote', () => {
    expect(askedPriceText('$2,800 for a patio door, ok?', basis(), PRICING)).toBeNull();
    const mixed = basis({
      unit: 'opening',
      mix: [
        { quantity: 8, label: 'double-hung window', options: [], each: { low: 600, typical: 1000, high: 1800 } },
        { quantity: 2, label: 'sliding patio door', options: [], each: { low: 2000, typical: 3000, high: 5000 } },
      ],
    });
    expect(bandFor(mixed, 'door')).toEqual({ low: 2000, typical: 3000, high: 5000 });
    expect(askedPriceText('$2,800 for a patio door, ok?', mixed, PRICING)).toContain(
      '**$2,800 per door** is within the fair range. For one door like the ones on your quote in Ohio',
    );
  });

  it('reads a range whose dollar sign is written once', () => {
    expect(askedPrices('They want $500-600 per window').map((p) => p.each)).toEqual([500, 600]);
    expect(askedPrices('$450 to 700 a window?').map((p) => p.each)).toEqual([450, 700]);
  });

  it('does not read a price in pounds, euros or Australian dollars as US dollars', () => {
    expect(askedPrices('They quoted £1,200 a window for sash replacements')).toEqual([]);
    expect(askedPrices('€1,500 per window, is that fair?')).toEqual([]);
    expect(askedPrices('A$1,100 per window in Perth')).toEqual([]);
    expect(askedPrices('1,400 pounds per window?')).toEqual([]);
    const text = askedPriceText('They want £600–800 a window for secondary glazing. Fair?', basis(), PRICING);
    expect(text).toContain('not in US dollars');
    expect(askedPriceText('They want $1,200 a window. Fair?', basis(), PRICING)).not.toContain('not in US dollars');
  });

  it('holds a price for a type of window the quote does not have against that type, not the quote’s units', () => {
    const text = askedPriceText('Is $350 for one basement hopper window fair?', basis({ regionFactor: 1.1 }), PRICING)!;
    expect(text).toContain('**$350 per window** is within the fair range');
    expect(text).toContain(
      'For one basement or egress-size window in Ohio (a plain vinyl, double-pane unit), the fair price is about **$330–$1,100**',
    );
    expect(text).not.toContain('like the ones on your quote');
  });

  it('holds a price for a type the quote has against the quote’s own line of that type', () => {
    const text = askedPriceText('They want $900 for each double-hung window', basis(), PRICING)!;
    expect(text).toContain(
      'For one double-hung window like the ones on your quote in Ohio, the fair price is about **$600–$1,800**',
    );
  });

  it('says nothing without a band or a figure', () => {
    expect(askedPriceText('$900 a window?', null, PRICING)).toBeNull();
    expect(askedPriceText('Is this price fair?', basis(), PRICING)).toBeNull();
  });
});

describe('in the chat', () => {
  const input = quoteInput(
    'Acme Windows\n10 Double hung vinyl windows, Low-E, argon\nInstallation included\nTOTAL $10,000.00\nColumbus, OH 43214',
  );
  const analysis = analyzeWithRules(input);
  const pricing = analysis.results.find((r) => r.category === 'pricing')!;

  it('answers a named price with the same band as the price verdict, and leaves the quote’s figures as they are', () => {
    const reply = rulesAnswer('Another installer wants $2,100 for two windows. Is that fair?', analysis, {
      text: input.text,
    });
    expect(reply.topic).toBe('price');
    const band = /about \*\*(\$[\d,]+–\$[\d,]+)\*\* installed/.exec(reply.text)?.[1];
    expect(band).toBeDefined();
    expect(pricing.explanation).toContain(band!);
    expect(reply.text).toContain('**$1,050 per window** ($2,100 for 2 windows)');
    expect(reply.text).toContain('**$10,000.00** for **10 windows**');
    expect(reply.proposedFields).toBeUndefined();
  });
});
