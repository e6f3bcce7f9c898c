import { describe, expect, it } from 'vitest';
import { subjectAfter, withSubject } from './follow-up.js';

describe('follow-up questions', () => {
  it('carry the subject of the last answer', () => {
    expect(withSubject('and the labor part?', 'category:warranty')).toBe('and the labor part? (about Warranty Terms)');
    expect(withSubject('why?', 'price')).toBe('why? (about the price)');
    expect(withSubject('is that legal here?', 'category:payment')).toMatch(/^is that legal here\? \(about .*Payment/);
  });

  it('carry it for short questions that point back at it', () => {
    expect(withSubject('Do the windows in my quote qualify for it?', 'glossary:tax_credit_25c')).toMatch(
      /\(about .*25C/,
    );
    expect(withSubject('How would I check that, and should it be on the quote?', 'glossary:rrp')).toMatch(/\(about /);
    expect(
      withSubject(
        'How much of a discount, and what paperwork do I need to give the insurer?',
        'glossary:wind_mitigation',
      ),
    ).toMatch(/\(about /);
    expect(withSubject('Who won the game last night', 'price')).toBeNull();
  });

  it('carry it in Spanish for a Spanish follow-up, as the Spanish answers name it', () => {
    expect(withSubject('¿y eso es legal aquí?', 'category:payment', true)).toBe(
      '¿y eso es legal aquí? (sobre Condiciones de pago)',
    );
    expect(withSubject('¿y la mano de obra?', 'glossary:lifetime_warranty', true)).toMatch(/\(sobre «Lifetime/);
    expect(withSubject('¿es justo el precio de la puerta?', 'category:payment', true)).toBeNull();
  });

  it('leave a message alone that is not a follow-up, or when nothing was discussed yet', () => {
    expect(withSubject('what is a U-factor', 'category:warranty')).toBeNull();
    expect(withSubject('and the labor part?', null)).toBeNull();
    expect(withSubject('and the labor part?', 'help')).toBeNull();
  });

  it('keep no subject after a greeting, thanks or a redirect', () => {
    expect(subjectAfter('thanks')).toBeNull();
    expect(subjectAfter('off_topic')).toBeNull();
    expect(subjectAfter('category:warranty')).toBe('category:warranty');
  });
});
