import { describe, expect, it } from 'vitest';
import { findQuoteLines, quoteLines, stem, tokens } from './quote-lines.js';

const QUOTE = [
  'Sunshine Windows LLC',
  '10 single hung windows, white vinyl, Low-E',
  'argon-filled insulated glass',
  'Warranty: lifetime limited on product, 2 years on labor',
  'Permit fee included',
  '3% surcharge on card payments',
  'Deposit 30% due at signing',
  'Total $12,000.00',
].join('\n');

describe('tokens', () => {
  it('meet across endings, case and accents', () => {
    expect(stem('payments')).toBe(stem('paying'));
    expect(stem('included')).toBe(stem('includes'));
    expect(stem('fees')).toBe('fee');
    expect(tokens('Instalación')).toEqual(tokens('instalacion'));
  });

  it('leave e-mail and web addresses out: ".com" is no word a question shares', () => {
    expect(tokens('Sarasota, FL (941) 555-0153 quotes@sunwindows.com www.sunwindows.com')).toEqual(
      tokens('Sarasota, FL (941) 555-0153'),
    );
    const text = 'Sunshine Windows LLC\nSarasota, FL (941) 555-0153 quotes@sunwindows.com\nTotal $12,000.00';
    expect(findQuoteLines(text, { question: "Why is there light coming through my door when it's closed?" })).toEqual(
      [],
    );
  });

  it('put back a digit misread inside a word', () => {
    expect(tokens('c0ver')).toEqual(tokens('cover'));
  });
});

describe('quoteLines', () => {
  it('joins a wrapped continuation to its line', () => {
    expect(quoteLines('10 single hung windows, white vinyl, Low-E\nargon-filled insulated glass\nTotal')).toEqual([
      '10 single hung windows, white vinyl, Low-E argon-filled insulated glass',
      'Total',
    ]);
  });
});

describe('findQuoteLines', () => {
  it('ranks the line that answers the question first', () => {
    const [best] = findQuoteLines(QUOTE, { question: 'Is there a fee for paying by card?' });
    expect(best?.text).toBe('3% surcharge on card payments');
  });

  it("uses the topic's words where the question's are not printed", () => {
    const [best] = findQuoteLines(QUOTE, { question: 'how long is it covered?', vocabulary: ['warranty', 'labor'] });
    expect(best?.text).toBe('Warranty: lifetime limited on product, 2 years on labor');
  });

  it('tolerates a letter misread', () => {
    const [best] = findQuoteLines(QUOTE.replace('surcharge', 'surcharqe'), { question: 'card surcharge?' });
    expect(best?.text).toBe('3% surcharqe on card payments');
    const [permit] = findQuoteLines(QUOTE.replace('Permit', 'Perm1t'), { question: 'who pulls the permit?' });
    expect(permit?.text).toBe('Perm1t fee included');
  });

  it('does not take a common word for the subject', () => {
    const text = 'Sunshine Windows LLC\nPermit fee included\nInsert replacement\nTotal $12,000.00';
    expect(findQuoteLines(text, { question: 'Is there a fee for paying by card?' })).toEqual([]);
  });

  it('does not count "job", "work" or "house" as a word of the question a line answers', () => {
    const text = [
      'Sunshine Windows LLC',
      'Removal & Disposal: Remove and dispose of existing windows and all job debris',
      'Total $12,000.00',
    ].join('\n');
    const lines = findQuoteLines(text, {
      question: 'I got three estimates for the same job and the totals are far apart. Why?',
      vocabulary: ['total', 'price', 'removal'],
    });
    expect(lines.map((l) => l.questionHits)).toEqual(lines.map(() => []));
  });

  it('returns nothing when no line reaches the threshold', () => {
    expect(findQuoteLines(QUOTE, { question: 'Is the installer licensed and insured?' })).toEqual([]);
    expect(findQuoteLines('', { question: 'permit?' })).toEqual([]);
  });

  it('finds the answer in a quote printed on a line or two, where every word is on most lines', () => {
    const oneLine =
      'Sunrise Windows. 8 vinyl double hung windows, insert installation. Lifetime warranty on product. Total $9,600.00';
    expect(findQuoteLines(oneLine, { question: 'What warranty do I get?' }).map((l) => l.text)).toEqual([oneLine]);
    const twoLines =
      'Sunrise Windows: 8 vinyl double hung windows, insert installation\nLifetime warranty on product. Total $9,600.00';
    expect(findQuoteLines(twoLines, { question: 'What warranty do I get?' })[0]?.text).toContain('Lifetime warranty');
    expect(findQuoteLines(oneLine, { question: 'Is lead paint handled safely?' })).toEqual([]);
  });

  it('never returns a line with a redaction placeholder', () => {
    const text = `${QUOTE}\nPermit pulled for [CUSTOMER NAME], [STREET ADDRESS]`;
    const lines = findQuoteLines(text, { question: 'who pulls the permit?', vocabulary: ['permit'] });
    expect(lines.map((l) => l.text)).toEqual(['Permit fee included']);
  });

  it("keeps a line's other columns and sentences, without the placeholder's", () => {
    expect(
      quoteLines('[STREET ADDRESS]  Dual-pane Low-E, argon\nHi [CUSTOMER NAME], thanks. All windows are vinyl.'),
    ).toEqual(['Dual-pane Low-E, argon', 'All windows are vinyl.']);
  });

  it('quotes the sentences of a long line that match', () => {
    const long = `Terms. ${'Sizes are measured again before ordering. '.repeat(5)}Permits: we pull the permit; the fee is included.`;
    const [line] = findQuoteLines(`${QUOTE.replace('Permit fee included', '')}\n${long}`, {
      question: 'who pulls the permit?',
    });
    expect(line?.text).toBe('Permits: we pull the permit;');
  });

  it("weighs a topic's key words above a word the question shares with another line", () => {
    const text = [
      'Sunshine Windows LLC',
      'Labor: crew of two, two days on site',
      'Warranty: 2 years on parts',
      '10 vinyl windows',
      'Permit fee included',
      'Total $9,000.00',
    ].join('\n');
    const [best] = findQuoteLines(text, { question: 'how long is the labor covered?', keyWords: ['warranty'] });
    expect(best?.text).toBe('Warranty: 2 years on parts');
  });

  it('does not take double hung sashes for double-pane glass', () => {
    const text = [
      'Sunshine Windows LLC',
      '10 Double Hung windows $500 each',
      'Glass: dual-pane Low-E, argon',
      'Permit fee included',
      'Total $5,000.00',
    ].join('\n');
    const lines = findQuoteLines(text, { question: 'Is double pane worth it?' });
    expect(lines.map((l) => l.text)).toEqual(['Glass: dual-pane Low-E, argon']);
  });

  it('does not take a change order for an order', () => {
    const text = [
      'Sunshine Windows LLC',
      'Deposit due to order $2,000.00',
      '10 vinyl windows',
      'Permit fee included',
      'Total $9,000.00',
    ].join('\n');
    const lines = findQuoteLines(text, {
      question: 'Will there be a change order?',
      keyWords: ['change order', 'total'],
    });
    expect(lines.map((l) => l.text)).toEqual(['Total $9,000.00']);
  });

  it('does not take a full screen for a full frame', () => {
    const text = [
      'Sunshine Windows LLC',
      'Full-screen upgrade 10 windows add $450.00',
      '10 vinyl windows',
      'Permit fee included',
      'Total $9,000.00',
    ].join('\n');
    expect(findQuoteLines(text, { question: 'Is it full frame?', keyWords: ['full-frame', 'insert'] })).toEqual([]);
  });
});

describe('findQuoteLines: headings and preferred lines', () => {
  const text = [
    'Best Windows & More',
    'Windows • Doors • Gutters • Pressure Washing',
    'Serving Tampa • FREE ESTIMATES • Call or text',
    'ESTIMATE',
    'Job: Take out ten (10) old windows and put in new vinyl windows as discussed. Same sizes.',
    'Install, caulk inside & out. Old windows hauled off.',
    'Patio door: one sliding patio door, 2-panel',
    '1 Sliding patio door, vinyl, 2-panel 71 x 79 $2,090.00',
    'CASH PRICE $2,950 (no tax)',
  ].join('\n');

  it('quotes a heading only as the best line, never beside a better one', () => {
    const lines = findQuoteLines(text, {
      question: 'Do windows near doors or the bathtub need tempered glass?',
      vocabulary: ['glass', 'tempered', 'safety glass', 'windows'],
    }).map((l) => l.text);
    expect(lines).not.toContain('Windows • Doors • Gutters • Pressure Washing');
  });

  it('puts first the line the query prefers', () => {
    const query = { question: 'patio door', keyWords: ['door'] };
    expect(findQuoteLines(text, query)[0]?.text).toBe('Patio door: one sliding patio door, 2-panel');
    const prefer = (line: string) => /\$\d/.test(line);
    expect(findQuoteLines(text, { ...query, prefer })[0]?.text).toBe(
      '1 Sliding patio door, vinyl, 2-panel 71 x 79 $2,090.00',
    );
  });
});

describe('findQuoteLines: a line read twice', () => {
  it('quotes once a line a photo shows twice with different misreadings', () => {
    const text = [
      'Brightside Home Exteriors',
      '- Simonton Reflections 5500, vinyl, white in/out, LoE-180 Low- E + argon, full screen i',
      'Simonton Reflections 5500, vinyl, white in/out, LoE- -180 Low- E+ argon, full-screen',
      'ENERGY STAR certified for your area: U-factor 0.22, SHGC 0.28',
      'Total $5,153.35',
    ].join('\n');
    const lines = findQuoteLines(text, { question: 'Is the glass low-e with argon?', vocabulary: ['SHGC', 'glass'] });
    expect(lines.filter((l) => l.text.includes('Reflections'))).toHaveLength(1);
  });
});

describe('findQuoteLines: words that carry no subject', () => {
  it('does not quote a line that shares only words like "before" and "after" with the question', () => {
    const text = [
      'Payment Terms: 50% deposit required to order materials, balance due upon completion.',
      'Wood rot repair, if found after removal, will be done with your approval before work proceeds.',
    ].join('\n');
    const lines = findQuoteLines(text, {
      question: 'They say it takes 7 weeks after I order. Can they really have it in before Thanksgiving?',
      vocabulary: ['lead time', 'weeks', 'order', 'start', 'completion'],
      keyWords: ['lead time', 'weeks'],
    });
    expect(lines.map((l) => l.text).join('\n')).not.toMatch(/Wood rot repair/);
  });
});

describe('findQuoteLines on a story', () => {
  const schedule = {
    vocabulary: ['lead time', 'weeks', 'start', 'completion', 'schedule', 'install date', 'delivery'],
    keyWords: ['lead time', 'weeks'],
  };
  const story =
    'We waited six cold months for seven new windows to arrive, and when the installer finally came he found the old framing was out of square by half an inch, the walls had no insulation, and the labor to fix it was extra. Is a six-month wait normal, and will the new windows seal properly?';

  it("quotes no line that shares only the story's own words, not the topic's", () => {
    // The warranty line shares "labor" and "windows" with the story, nothing with the schedule.
    expect(findQuoteLines(QUOTE, { question: story, ...schedule })).toEqual([]);
  });

  it("still quotes a line on the topic, and a short question's own words still find lines", () => {
    const withDates = `${QUOTE}\nLead time: 8-10 weeks from order`;
    expect(findQuoteLines(withDates, { question: story, ...schedule })[0]?.text).toBe(
      'Lead time: 8-10 weeks from order',
    );
    expect(findQuoteLines(QUOTE, { question: 'Is labor covered?', ...schedule })[0]?.text).toMatch(/labor/);
  });
});

describe('words that say nothing of the topic alone', () => {
  const signed = [
    'Harbor Line Window & Door LLC',
    'Job site: same as sold-to',
    'Customer signature / date Harbor Line Window & Door LLC',
    'Deposit 50% due at signing, balance on completion',
  ].join('\n');

  it('counts a word of a topic phrase only beside the rest of it ("same" of "same as cash")', () => {
    const financing = { vocabulary: ['financing', 'same as cash', 'deposit'], keyWords: ['financing'] };
    const lines = findQuoteLines(signed, { question: 'Is it safe to pay the deposit in cash?', ...financing });
    expect(lines.map((l) => l.text)).toEqual(['Deposit 50% due at signing, balance on completion']);
    expect(findQuoteLines(signed, { question: 'Should I take the same-as-cash offer?', ...financing })).toEqual([]);
  });

  it('quotes no line that shares only what every quote is about, or a common word the topic does not name', () => {
    expect(
      findQuoteLines(signed, { question: 'How do I find my home’s BAL to choose the right windows and doors?' }),
    ).toEqual([]);
    expect(findQuoteLines(signed, { question: 'Why does a bay window make the job so much bigger?' })).toEqual([]);
  });
});

describe('British and American words for one thing', () => {
  it.each([
    ['Is the guarantee insurance-backed?', /^Warranty:/],
    ['Are timber frames better?', /wood frames/],
    ['Does it need planning permission?', /^Permit/],
    ['Is the labour guaranteed?', /^Warranty:/],
  ])('%s', (question, line) => {
    const quote = `${QUOTE}\nSolid wood frames, factory primed`;
    expect(findQuoteLines(quote, { question })[0]?.text).toMatch(line);
  });
});

describe("the frame's material, not what covers the old frame", () => {
  it('quotes the vinyl frames line before the aluminum capping for a frame-material question', async () => {
    const { quoteTopic } = await import('./quote-topics.js');
    const topic = quoteTopic('glossary:frame_materials')!;
    const quote =
      'Exterior aluminum trim capping, custom bent 11 windows $95.00 $1,045.00\nVinyl frames, dual-pane Low-E with argon';
    const [first] = findQuoteLines(quote, {
      question: 'Are aluminium windows less energy efficient than uPVC?',
      vocabulary: topic.vocabulary,
      keyWords: topic.keyWords,
      ...(topic.prefer ? { prefer: topic.prefer } : {}),
    });
    expect(first?.text).toBe('Vinyl frames, dual-pane Low-E with argon');
  });
});
