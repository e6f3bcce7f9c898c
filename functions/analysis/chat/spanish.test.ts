import { describe, expect, it } from 'vitest';
import { isSpanish } from './spanish.js';

describe('isSpanish', () => {
  it.each([
    '¿Es justo el precio?',
    'cuánto es el depósito que debo pagar',
    '¿Qué le debo preguntar al contratista?',
    'la garantía incluye la mano de obra?',
  ])('takes "%s" as Spanish', (q) => expect(isSpanish(q)).toBe(true));

  it.each(['Is the price fair?', 'what is the deposit on this quote', 'La-Z-Boy windows?', 'Pella 250 series de luxe'])(
    'takes "%s" as English',
    (q) => expect(isSpanish(q)).toBe(false),
  );
});
