import { describe, expect, it } from 'vitest';
import { isSpanish, unreadLanguage } from './spanish.js';

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

describe('unreadLanguage: a question in a language the chat does not read', () => {
  it.each([
    [
      "Un démarcheur à domicile a convaincu ma tante de faire poser des doubles vitrages. Peut-on encore annuler la commande et récupérer l'acompte ?",
      'French',
    ],
    ['Ist so eine Zahlungsklausel überhaupt zulässig, und wie kann ich bei Mängeln noch etwas zurückhalten?', 'German'],
    [
      'Per sostituire gli infissi devo chiedere il permesso all’assemblea di condominio prima di firmare il preventivo?',
      'Italian',
    ],
  ])('names the language of "%s"', (q, language) => expect(unreadLanguage(q)).toBe(language));

  it.each([
    '¿Es justo el precio de las ventanas que me cotizaron?',
    'Le di un cheque de $2,034 como cuota inicial al contratista y nunca volvió',
    'Are French doors with a des res look worth it for the patio?',
    'Is the price fair for 8 double hung windows?',
  ])('reads "%s" as English or Spanish', (q) => expect(unreadLanguage(q)).toBeNull());

  it('answers it honestly, in English and Spanish, instead of guessing it is Spanish', async () => {
    const { answerQuestion, OTHER_LANGUAGE } = await import('./free-answers.js');
    const { answerContext } = await import('../testing/answer-context.js');
    const answer = answerQuestion(
      "Un démarcheur à domicile a convaincu ma tante de faire poser des doubles vitrages. Peut-on encore annuler la commande et récupérer l'acompte de 500 € ?",
      answerContext('Sunrise Windows. 8 vinyl windows. 50% deposit. Total $9,600.00', {
        zipCode: '43215',
        quantities: '8 windows, 0 doors',
        totalCost: '9600.00',
      }),
    );
    expect(answer).toMatchObject({ topic: OTHER_LANGUAGE, onTopic: false });
    expect(answer.language).toBeUndefined();
    expect(answer.text).toContain('this one looks like French');
    expect(answer.text).toContain('Solo puedo leer preguntas en inglés o en español.');
    // The first import reads the chat's models and compiles the glossary: seconds on a busy machine.
  }, 30_000);
});
