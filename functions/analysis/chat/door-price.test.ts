import { describe, expect, it } from 'vitest';
import { answerContext } from '../testing/answer-context.js';
import { doorKindsAsked } from './door-price.js';
import { answerQuestion } from './free-answers.js';

const WINDOWS_ONLY = answerContext(
  'Lakeside Doors & Windows. Supply and fit 6 vinyl double-hung windows, low-E glass. Deposit $2,000 at signing, balance on completion. Total $9,400.00',
  { zipCode: '43215', quantities: '6 windows', totalCost: '9400.00' },
);
const WITH_PATIO_DOOR = answerContext(
  [
    'Lakeside Doors & Windows',
    'Vinyl double-hung window, low-E 4 850.00 3,400.00',
    'Vinyl sliding patio door, 72" x 80", 2-panel 1 2,600.00 2,600.00',
    'Total $6,000.00',
  ].join('\n'),
  { zipCode: '43215', quantities: '4 windows, 1 doors', totalCost: '6000.00' },
);

describe('the door kinds a price question names', () => {
  it.each([
    ['What should a new front door cost?', ['steel_entry', 'fiberglass_entry']],
    ['Is $4,500 fair for a fiberglass entry door?', ['fiberglass_entry']],
    ['A front door with two sidelights for $6,000?', ['entry_with_sidelites']],
    ['How much for French doors to the garden?', ['french_patio']],
    ['They want $3,000 for a sliding glass door', ['sliding_patio']],
    ['Is $500 a lot to install a storm door?', ['storm']],
  ])('%s', (question, types) => {
    expect(doorKindsAsked(question).types).toEqual(types);
  });

  it('names none for a garage door, an interior door, a door-to-door seller or next door', () => {
    for (const q of [
      'How much is a new garage door?',
      'What do interior doors cost?',
      'A door-to-door salesman quoted me',
      'My neighbour next door paid less',
    ])
      expect(doorKindsAsked(q).types).toEqual([]);
  });
});

describe('a door price question', () => {
  it('on a quote of windows gets door prices, not the windows’ price card', () => {
    const { topic, text } = answerQuestion('Is $9,000 reasonable for replacing two doors?', WINDOWS_ONLY);
    expect(topic).toBe('price');
    expect(text).toContain(
      'For a steel entry door, **$4,500 per door** ($9,000 for 2 doors) is well above the usual range',
    );
    expect(text).toContain('For a fiberglass entry door, **$4,500 per door** ($9,000 for 2 doors) is on the high side');
    expect(text).toContain('One door in Ohio usually costs:');
    expect(text).toMatch(/- steel entry door: about \*\*\$\d{3}–\$[\d,]+\*\* installed, typically \$[\d,]+/);
    expect(text).toContain('the Cost vs. Value report');
    expect(text).toContain('**$300–$800** for a straight swap');
    expect(text).toContain('Your quote prices no door. Its own price: **Pricing Analysis:');
    expect(text).not.toContain('We call a price fair');
  });

  it('says a store price is the door alone, not an installed price', () => {
    const { text } = answerQuestion(
      'I can buy a door at Lowe’s for around $170, why is the quote so much more?',
      WINDOWS_ONLY,
    );
    expect(text).toContain(
      'For a steel or fiberglass entry door, **$170 per door** is the price of the door alone, before it is fitted, so it is not comparable with installed prices.',
    );
    expect(text).toContain('An installed price covers more than the door from the store');
  });

  it('says what taking away an old patio door adds', () => {
    expect(answerQuestion('What should a new sliding patio door cost?', WINDOWS_ONLY).text).toContain(
      'Taking away an old patio door adds about **$100–$400** (Angi)',
    );
  });

  it('on a quote with that kind of door uses the quote’s own line', () => {
    const { text } = answerQuestion('They want $3,000 for a sliding patio door, fair?', WITH_PATIO_DOOR);
    expect(text).toContain('(priced like the one on your quote)');
    expect(text).toContain('On your quote: **Pricing Analysis:');
  });

  it('about the quote’s own door, or naming windows too, keeps the quote’s price card', () => {
    for (const q of ['Is the door fairly priced?', 'Is $9,000 fair for the windows and a door?'])
      expect(answerQuestion(q, WITH_PATIO_DOOR).text).not.toContain('One door in Ohio usually costs:');
  });
});
