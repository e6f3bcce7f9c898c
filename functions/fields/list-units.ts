/**
 * Units from item lines outside tables ("8 — Double Hung Window", "(3) casement windows", "Slider window x
 * 2", "Window 3 - Bedroom - …"): the count before or after the name, in the row, under the item or from its
 * prices, or one unit for a priced item named in the singular.
 */
import { parseCount } from '@shared/number-words.js';
import type { DocumentModel, Line } from '../document/model.js';
import { MENTION, NUM, NUMBER_WORDS } from './count-phrases.js';
import { arithmeticQty, cellInteger, headName, isAmountCell, MOST_DOORS_PER_LINE, TRAILING } from './item-text.js';
import { confidenceOfRange } from './layout.js';
import { cardCount, continuedItem, enumeratedUnit, typeCellPriced } from './list-item-forms.js';
import { PLACE_FIRST } from './list-lines.js';
import { findAmounts, repairWordOcr } from './money.js';
import { EXISTING, namesNewUnit, NOT_A_NEW_UNIT, NOTE_LINE, STRUCK, TOTAL_LINE } from './not-new-units.js';
import { classifyItem, isServiceItem, withoutWorkVerb, WORK_VERB } from './products.js';
import type { UnitLine } from './unit-line.js';

// "8 — Double Hung Window", "• 2 IMPACT SLIDING GLASS DOOR - …", "(3) casement windows", "3x casement", "Qty 3 casement",
// "three (3) picture windows".
const LEADING = new RegExp(
  `^\\W{0,3}(?:qty\\.?\\s*:?\\s*|(?:${NUMBER_WORDS})\\s+)?\\(?(\\d{1,3})\\)?\\s*(?:x|×|pcs\\.?|ea\\.?|units?\\s+of|[—–-]|:)?\\s+(?=[A-Za-z(]|\\d[-~–\\s]?(?:lite|panel|pane|light|sash)\\b|\\d{1,2}\\s?(?:'|’|ft\\b|foot\\b)(?:-\\d{1,2}\\"?)?\\s+[A-Za-z])`,
  'i',
);

const LEADING_WORD = new RegExp(`^\\W{0,3}(${NUMBER_WORDS}|(?:a\\s+)?pair\\s+of)\\s+(?=[A-Za-z])`, 'i');

/** A line that changes a price rather than priced a unit: "Patio door (6′ slider)  Buy-today discount (20%)  - 4,070.00". */
const PRICE_CHANGE = /\b(?:discount|savings?|save|credit|rebate|promo(?:tion)?|less)\b/i;

/** Words of a fault or repair on a unit that stays in place. */
const UNIT_STAYS =
  /\b(?:fogged|worn|broken|cracked|stays|remains?|to\s+remain|reglaz\w*|re-?glaz\w*|covered\s+(?:by|under)|warranty\s+claim|repair(?:ed|s)?)\b/i;

export function listUnit(model: DocumentModel, line: Line, group: string): UnitLine | null {
  // "Total 9 windows + 1 door" sums the units; it is not one ("Section total", "Room total" neither).
  if (TOTAL_LINE.test(line.text)) return null;
  if (STRUCK.test(line.text) || (NOT_A_NEW_UNIT.test(line.text) && !namesNewUnit(line.text))) return null;
  let x = line.cells[0]?.x0 ?? line.bbox.x0;
  const text = model.ocr ? repairWordOcr(line.text) : line.text;
  if (NOTE_LINE.test(text)) return null;
  if (EXISTING.test(text.replace(/^[\s•*\-–—]+/, ''))) return null;
  const enumerated = enumeratedUnit(model, line, group);
  if (enumerated) return enumerated;
  let qty: number | null = null;
  // A list index ("1.", "2)", "04", "004") numbers the lines; it is not a count.
  const index = /^\s*(?:\d{1,2}[.)]|0\d{1,2})\s+(?=\S)/.exec(text);
  // A line naming several counted units is a sentence breaking a count down, not one item line.
  if ((text.match(MENTION) ?? []).length >= 2) return null;
  let body = index ? text.slice(index[0].length) : text;
  // "- Kitchen: 1 slider over the sink": a room label before the item; "Replace 3 …": the work before it.
  const label = /^[\s•*\-–—~»°+=·>]*([A-Za-z][A-Za-z /'&.-]{1,24}):\s+(?=\S)/.exec(body);
  if (label && !classifyItem(label[1]!)) body = body.slice(label[0].length);
  body = body.replace(/^[\s•*\-–—]+/, '');
  // A size first ("36 X 80 LH INSWING PREHUNG") is no count.
  body = body.replace(
    /^\d{1,3}(?:[-\s]\d{1,2}\/\d{1,2})?(?:\s*(?:"|”|''|in\.?))?\s*[xX×]\s*\d{1,3}(?:[-\s]\d{1,2}\/\d{1,2})?(?:\s*(?:"|”|in\b\.?))?[.,;:]?\s+/,
    '',
  );
  const verb = WORK_VERB.exec(body);
  if (verb) {
    // "Replace eight (8) windows, including …" states the job's count (read with the stated counts);
    // "Replace back storm door  $525" is an item named by its work.
    // A priced line is an item however it is worded ("2. Replace 2 back bedroom windows   $1,664.00").
    if (new RegExp(`^${NUM}\\s`, 'i').test(body.slice(verb[0].length)) && findAmounts(text).length === 0) return null;
    body = body.slice(verb[0].length);
  }
  const offset = text.length - body.length;
  let rest = body;
  let how = 'count before the item';
  let at = 0;
  const lead = LEADING.exec(body);
  const leadWord = lead ? null : LEADING_WORD.exec(body);
  if (lead) {
    qty = Number(lead[1]);
    rest = body.slice(lead[0].length);
    at = offset + body.indexOf(lead[1]!);
  } else if (leadWord) {
    qty = /pair/i.test(leadWord[1]!) ? 2 : parseCount(leadWord[1]!);
    rest = body.slice(leadWord[0].length);
  }
  let name = headName(rest.replace(/^[\s\-–—:•*]+/, ''));
  // A location that starts with where it is ("Beside front door", "Over tub") names no item.
  const placeFirst = PLACE_FIRST.test(name);
  if ((!classifyItem(name) || placeFirst) && line.cells.length >= 2) {
    // "01  1044-369  ANDERSEN 100 SERIES DOUBLE HUNG  2  749.97  1,499.94": the item is a later cell.
    const cell = line.cells.find(
      (c) =>
        classifyItem(headName(withoutWorkVerb(c.text))) &&
        !isAmountCell(c.text) &&
        !(placeFirst && c === line.cells[0]),
    );
    if (cell) {
      name = headName(withoutWorkVerb(cell.text));
      rest = line.text.slice(line.text.indexOf(cell.text) + cell.text.indexOf(name));
      // The item sits in its own column (a price summary beside a paragraph): it belongs to that column's list.
      x = cell.x0;
    }
  }
  // "Bedroom 2 - Casement  $1,920.00": the room before the dash, the unit after it.
  if (!classifyItem(name) && !/\b(?:option|alternate|package|tier|choice|level|phase|good|better|best)\b/i.test(name)) {
    const after = /^\s*[—–-]\s+([^,$(]{3,40}?)(?=\s{2,}|,|\s*\$|$)/.exec(rest.slice(rest.indexOf(name) + name.length));
    if (after && classifyItem(after[1]!) && after[1]!.split(/\s+/).length <= 4) name = `${name} · ${after[1]!.trim()}`;
  }
  let kind = classifyItem(name);
  const continued = kind ? null : continuedItem(model, line, text);
  if (continued) {
    kind = continued.kind;
    name = headName(continued.cell.text);
    rest = line.text.slice(continued.cell.start);
    x = continued.cell.x0;
  }
  if (!kind || isServiceItem(name)) return null;
  // "HOME WINDOWS & PATIO DOORS": a trade's categories (a tagline), not an item.
  if (/\bwindows\b.*(?:&|\band\b|\+).*\bdoors\b|\bdoors\b.*(?:&|\band\b|\+).*\bwindows\b/i.test(name)) return null;
  // A sentence, not an item: "windows and one (1) door as follows".
  if (
    qty === null &&
    /\b(?:and|or|as|the|your|our|will|be|are|is|to)\b/i.test(name.replace(/^(?:the|a|an|your|our)\s+/i, ''))
  )
    return null;
  // The count must not be a size or a duration ("5-year", "36 in").
  if (
    qty !== null &&
    /^(?:year|yr|month|day|inch|in\b|ft|foot|feet|%|panel|lite|pane|(?:x|×|by)\s*\d)/i.test(rest.trim())
  )
    qty = null;
  if (qty === null) {
    const from = text.length - rest.length;
    const trail = TRAILING.exec(text.slice(from));
    // "(3)" counts only right after the name ("Double hung windows (3)"), not later in a sentence.
    const parenTooLate = trail?.[5] !== undefined && trail.index > rest.indexOf(name) + name.length + 2;
    if (trail && !parenTooLate) {
      qty = Number(trail[1] ?? trail[2] ?? trail[3] ?? trail[4] ?? trail[5]);
      how = 'count after the item';
      at = from + trail.index;
    }
  }
  if (qty === null && line.cells.length >= 2) {
    // A count in the middle of a row with no Qty column: "Double hung   4   white vinyl   $2,600.00".
    const lone = line.cells.slice(1).find((c) => cellInteger(c.text) !== null && !findAmounts(c.text).length);
    if (lone && classifyItem(headName(line.cells[0]!.text))) {
      qty = cellInteger(lone.text);
      how = 'count in the row';
      at = lone.start;
    }
  }
  let cardConfirmed = false;
  if (qty === null) {
    const card = cardCount(model, line, name);
    if (card) {
      qty = card.qty;
      how = 'count under the item';
      cardConfirmed = card.confirmed;
    }
  }
  if (qty === null) {
    const fromPrices = arithmeticQty(text, null);
    if (fromPrices) {
      qty = fromPrices.qty;
      how = 'rate × quantity = amount';
    } else if (
      /\b(?:window|door(?:\s+pair)?|(?:entry|door)\s+system)$/i.test(name) &&
      !/[;.]\s/.test(name) &&
      (name.match(/\b(?:window|door)s?\b/gi) ?? []).length <= 1 &&
      findAmounts(text).length === 1 &&
      findAmounts(text)[0]!.cents >= 2000 &&
      !findAmounts(text)[0]!.negative &&
      !PRICE_CHANGE.test(text) &&
      body.trimStart().startsWith(name.split(' ')[0]!)
    ) {
      // "Fiberglass entry door, Therma-Tru … $4,570.00": one priced item, named in the singular (a
      // French door pair is one door unit).
      qty = 1;
      how = 'one priced item';
    } else if (typeCellPriced(line, name, text)) {
      // "Rear wall, right | Double hung | 30 x 48 | full screen | $1,135.00": a schedule's row per opening.
      qty = 1;
      how = 'one opening priced in its row';
    }
  }
  // A bullet naming one unit with no count: "- Living room: the big picture window", "• Back door: …".
  // Its name without what follows "w/", where it goes ("… storm door over new entry") or a size code ("… door 3068").
  let bare = name.replace(/^(?:the|a|an|one|our|your|new)\s+/i, '').replace(/\s+w\/.*$/i, '');
  const placed = /\s(?:over|above|below|under|in|on|at|for|to|by|off|from)\s/i.exec(bare);
  if (placed && classifyItem(bare.slice(0, placed.index))) bare = bare.slice(0, placed.index);
  bare = bare.replace(/\s+\d{4}$/, '');
  // (A bullet that describes a fault or a repair to a unit that stays is no new unit: "Patio door: fixed panel fogged, rollers worn".)
  if (
    qty === null &&
    /^\s*[-•*–]\s/.test(line.text) &&
    /\b(?:window|door|slider|casement|awning|picture|hopper)$/i.test(headName(bare)) &&
    bare.split(/\s+/).length <= 5 &&
    !/\b(?:on|for|at|around|per|every|each|all|with|in)\b/i.test(bare) &&
    !UNIT_STAYS.test(text)
  ) {
    qty = 1;
    how = 'one listed item';
  }
  // A count at the end of a long descriptive sentence ("… vinyl double hung (2) & 2-lite slider (2), white inside
  // & out, dual pane …") describes the units an item line prices; it is not an item line itself.
  if (how === 'count after the item' && line.cells.length === 1 && text.split(/\s+/).length >= 14) return null;
  if (qty === null || qty === 0 || qty > (kind === 'door' ? MOST_DOORS_PER_LINE : 500)) return null;
  const arithmetic = how === 'count under the item' ? null : arithmeticQty(text, qty);
  let confirmed = Boolean(arithmetic?.confirmed) || cardConfirmed;
  let conflict = Boolean(arithmetic?.conflict);
  // OCR misread a symbol as the count ("£3 … @ $6,240.00 = $12,480.00" is 2 units): the prices decide
  // when the printed count is not even a clean number.
  if (
    conflict &&
    model.ocr &&
    lead &&
    /[^\d\s(]/.test(body.slice(0, body.indexOf(lead[1]!)).replace(/^[\s•*\-–—|]+/, ''))
  ) {
    qty = arithmetic!.qty;
    how = 'rate × quantity = amount';
    confirmed = true;
    conflict = false;
  }
  return {
    line,
    kind,
    qty,
    name,
    description: rest.slice(name.length).trim(),
    how,
    confirmed,
    conflict,
    confidence: model.ocr ? confidenceOfRange(line, at, at + String(qty).length) : 100,
    group,
    x,
  };
}
