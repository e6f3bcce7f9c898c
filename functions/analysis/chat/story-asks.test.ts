import { describe, expect, it } from 'vitest';
import { answerContext } from '../testing/answer-context.js';
import { answerQuestion, type AnswerContext } from './free-answers.js';
import { findTerms } from './glossary.js';
import { askedFirst, askedSituations } from './story-asks.js';

function context(): AnswerContext {
  return answerContext(
    'Lakeside Doors & Windows. Supply and fit 1 fiberglass entry door with handleset; 6 vinyl casement windows with rolling storm shutters. Deposit $2,000 at signing, balance on completion. Total $9,400.00',
    { zipCode: '43215', quantities: '6 windows, 1 doors', totalCost: '9400.00' },
  );
}

const DENTED_DOOR =
  'We ordered a new front door for $6,000 with fitting and paid a $2,000 deposit up front. Two days after it went in we spotted a dent along the top and it does not shut properly, and the company will not agree to anything. What can I insist they do?';

const DRAGGING_DOORS =
  'Our installer fitted the windows and two patio doors and now asks for the last $8,200. Both patio doors scrape the tiles so they only open halfway and let the rain in, and he says the tiler raised the floor. Am I entitled to hold back the balance until the doors work properly?';

const SMALLER_GLASS =
  'At a home show we ordered nine vinyl windows with outside sills and rolling shutters, and their man measured every opening himself. Now that they are in, the glass on every window is noticeably smaller than on our old ones and the rooms are darker. Can we refuse to pay the rest and make them replace the windows?';

describe('askedSituations: what a long story asks to have done', () => {
  it('reads the situation from the story’s question, not the things the story names on the way', () => {
    expect(askedSituations(SMALLER_GLASS).map((h) => h.term.id)).toEqual(['workmanship_dispute']);
    expect(askedSituations(DENTED_DOOR).map((h) => h.term.id)).toEqual(['workmanship_dispute']);
  });

  it('reads a question about checking what was fitted', () => {
    const story =
      'Our contract specifies triple glazing with a centre-pane U-value of 0.6, and the heating system was sized around it. The crew arrived a fortnight early, fitted everything in a day and pulled off all the labels as they went. How can I check the glass is what we ordered?';
    expect(askedSituations(story).map((h) => h.term.id)).toEqual(['verify_delivered_windows']);
  });

  it('reads nothing from a short question, which the router reads whole', () => {
    expect(askedSituations('Can we refuse to pay and make them replace the windows?')).toEqual([]);
  });

  it('reads nothing from a question sentence as long as a story, which the router reads whole', () => {
    const runOn =
      'We ordered nine vinyl windows at a home show and paid a third up front and their man measured every opening himself and came back twice to check and the crew fitted them last week and tidied up well but the glass on every one is smaller than on the old ones and the rooms are darker so can we refuse to pay and make them replace the windows?';
    expect(askedSituations(runOn)).toEqual([]);
  });

  it('reads nothing from a story that only tells what happened', () => {
    const told =
      'The crew finished last week and the windows are smaller than the ones we had, so we refused to pay the rest until they replace them. The company agreed to come back next month and we are waiting to hear from them about a date for the new ones.';
    expect(askedSituations(told)).toEqual([]);
  });

  it('leaves a story’s question about an incidental thing to the whole reading', () => {
    const painting =
      'We bought a house with vinyl replacement windows put in about fifteen years ago. The white frames clash with the brick and we would like to paint them a dark bronze, but the windows are said to carry a transferable lifetime warranty from the maker. Would painting them cancel that coverage?';
    expect(askedSituations(painting)).toEqual([]);
  });
});

describe('a long story answered for what it asks', () => {
  it('explains what to do about work gone wrong, not the deposit the story mentions', () => {
    const answer = answerQuestion(DENTED_DOOR, context());
    expect(answer.topic).toBe('glossary:workmanship_dispute');
    expect(answer.text).toMatch(/in writing/);
  });

  it('leads with holding back the balance, before how to repair a dragging door', () => {
    const answer = answerQuestion(DRAGGING_DOORS, context());
    expect(answer.topic).toMatch(/^glossary:final_payment\b/);
  });

  it('explains a faulty product’s remedies when the story asks for its money back instead of a repair', () => {
    const garageDoor =
      'I paid $2,230 for a garage door that a local seller supplied and installed. Three weeks later it will not open with the remote, does not close properly and is already rusty, and an inspector says both the door and the fitting are defective. Can I insist on a full refund instead of letting them try to fix it?';
    expect(answerQuestion(garageDoor, context()).topic).toMatch(/^glossary:defective_goods_remedy\b/);
    const internalDoors =
      'We bought a set of five internal doors for $1,450. During installation some were split at the hinges and we took $80 off the balance. Three months later all five swell around the lock and one will not close. The company says it will replace them, but we would rather cancel and get our money back. Do we have to accept replacement doors?';
    expect(answerQuestion(internalDoors, context()).topic).toMatch(/^glossary:defective_goods_remedy\b/);
  });

  it('explains what counts without a written contract, not the folding doors the story names', () => {
    const story =
      'We had a builder renovate the house with no written agreement, and the folding doors he put in had to be put right by another builder. We paid only part of his fee and he now says he was never responsible for measuring and fitting the folding doors. Without a written contract, how do we show who was responsible for the doors?';
    expect(answerQuestion(story, context()).topic).toMatch(/^glossary:no_written_contract\b/);
  });

  it('does not explain the shutters the story lists on the way', () => {
    const answer = answerQuestion(SMALLER_GLASS, context());
    expect(answer.topic).toMatch(/^glossary:workmanship_dispute\b/);
    expect(answer.topic).not.toMatch(/shutters/);
    expect(answer.text).not.toMatch(/Hurricane shutters/);
  });
});

describe('askedFirst: the term a story’s question names leads the answer', () => {
  const story =
    'We are replacing eleven old aluminium windows with white vinyl ones of the same sizes, and the company has ordered them already. Our street has a few newer houses and a lot of older brick ones. Do we need approval from our homeowners association before the crew starts?';

  it('puts the asked term first and the one the story names on the way after it', () => {
    const hits = findTerms(story);
    expect(hits.map((h) => h.term.id).slice(0, 2)).toEqual(['frame_materials', 'hoa_approval']);
    expect(
      askedFirst(hits, story)
        .map((h) => h.term.id)
        .slice(0, 2),
    ).toEqual(['hoa_approval', 'frame_materials']);
    expect(answerQuestion(story, context()).topic).toBe('glossary:hoa_approval+frame_materials');
  });

  it('puts every term the questions name before those of the story', () => {
    const story =
      'A salesman sold us new windows by promising they would halve our energy bills, which never happened, and some of the work was done badly. It was all financed through a retail installment contract secured on our house. Can the finance company foreclose if we stop paying?';
    const order = askedFirst(findTerms(story), story).map((h) => h.term.id);
    expect(order.indexOf('seller_financing_claims')).toBeLessThan(order.indexOf('why_replace'));
    expect(answerQuestion(story, context()).topic).toMatch(/^glossary:(?:financing\+)?seller_financing_claims/);
  });

  it('keeps the order of a short question, which names its terms in the order it asks them', () => {
    const short = 'Vinyl or aluminium, and does the HOA have to approve?';
    expect(askedFirst(findTerms(short), short)).toEqual(findTerms(short));
  });
});
