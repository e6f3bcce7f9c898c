/** The contractor's questions on the price, case by case. */
import { type Case, group } from './case.js';

/** "$1,043 per window" in an explanation: the price and the unit. */
const perUnit = (e: string) => {
  const price = /(\$[\d,]+) per (window|door|opening)\b/.exec(e);
  return price ? { price: price[1], unit: price[2] } : null;
};

/** "18% above the typical $880 per window in Ohio", from an explanation's figures. */
const compared = (e: string) => {
  const pct = /(\d+)% (above|below) typical/.exec(e);
  const place = group(/fair range in (.+?) for /, e);
  const typical = group(/typically (\$[\d,]+)/, e);
  const unit = perUnit(e)?.unit;
  return pct
    ? `${pct[1]}% ${pct[2]} the typical${typical ? ` ${typical}${unit ? ` per ${unit}` : ''}` : ''}${place && place !== 'your area' ? ` in ${place}` : ''}`
    : null;
};

/** "Your quote comes to $1,043 per window, 18% above the typical …", or the words given when no price per unit is stated. */
const priceHead = (e: string, otherwise: string): string => {
  const unit = perUnit(e);
  const vs = compared(e);
  return unit ? `Your quote comes to ${unit.price} per ${unit.unit}${vs ? `, ${vs}` : ''}` : otherwise;
};

export function pricingCases(): Case[] {
  return [
    {
      when: (s) => s === 'not_provided',
      ask: () =>
        'Your quote does not show a total price: can you give me a written total, including tax, itemised per opening?',
    },
    {
      when: (_, e) => /could not read the total/i.test(e),
      ask: () =>
        'I could not find a clear total on your quote: what is the total price I would pay, including tax, and what does it cover?',
    },
    {
      when: (_, e) => /does not say how many windows and doors/i.test(e),
      ask: (_, e) => {
        const total = group(/The total is (\$[\d,]*\d(?:\.\d\d)?)/, e);
        return `Your quote gives ${total ? `a total of ${total}` : 'a total'} but does not say how many windows and doors it covers: can you itemise the price per opening, with the type and size of each unit?`;
      },
    },
    {
      when: (_, e) => /does not itemise the window types/i.test(e),
      ask: () =>
        'Your quote does not itemise the window types: can you list each opening with its type, size and price?',
    },
    {
      when: (_, e) => /counts could not be confirmed/i.test(e),
      ask: () =>
        'I could not confirm from your quote how many windows and doors it covers: how many of each are included, and what is the price of each opening?',
    },
    {
      when: (_, e) => /lower than even a plain version|price leaves work out|unusually low/i.test(e),
      ask: (_, e) =>
        `${priceHead(e, 'Your price is well below what similar jobs usually cost')}: does it include removing the old units, installation, trim, permits and a named product line, and is anything billed separately?`,
    },
    {
      when: (s, e) => (s === 'average' || s === 'bad') && /above typical/.test(e),
      ask: (_, e) =>
        `${priceHead(e, 'Your price is above what similar jobs typically cost here')}: can you itemise the price per opening and say what drives it (product line, sizes, installation, extras)${/well above/.test(e) ? ', and is there a lower-cost option' : ''}?`,
    },
  ];
}
