/**
 * "Questions for your contractor": one specific question per checklist item that is open, missing or
 * weak (Need Info, Not Provided, Poor, Average), built from the stored verdicts alone so that the quote's
 * API view (toQuote), a shared report and the e-mail draft can all use it.
 *
 * Each question cites what the quote says (an evidence line: already redacted, and redacted once more
 * here) or says that the quote is silent, then asks for what is missing. The wording of the asks comes
 * from the rubric's questions for the contractor (rubric.json §11) where one fits the case; the order is
 * Poor first, then Not Provided, Need Info and Average, heavier items first (rubric weights).
 * Pure: no AWS, no HTTP.
 */
import { findCategory, type CategoryShortId } from '@shared/checklist.js';
import type { ChecklistResult } from '@shared/types.js';
import { redactText } from '../fields/redact.js';
import { loadKnowledge } from './knowledge/index.js';
import type { RubricKnowledge } from './knowledge/types.js';

/** The ratings that make a question, in the order they are asked. */
const ASKED: Record<string, number> = { bad: 0, not_provided: 1, unknown_vendor: 1, unknown_discuss: 2, average: 3 };

/** Evidence a rule wrote itself (no quote line): "The quote does not mention …", "Based on …". */
const STATEMENT = /^(?:the quote\b|the total on the quote\b|based on\b|you said\b)|\(type not itemised\)/i;
const PLACEHOLDER = /\[(?:CUSTOMER NAME|PHONE|EMAIL|STREET ADDRESS)\]/;
const MAX_CITE = 110;

export interface ContractorQuestion {
  category: CategoryShortId;
  /** The checklist item's title ("Permits & Inspections"). */
  title: string;
  status: string;
  text: string;
}

/** The words that make an evidence line relevant to a category (the first such line is cited). */
const RELEVANT: Record<CategoryShortId, RegExp> = {
  pricing: /\btotal\b|\$\s?\d/i,
  hurricane:
    /\bimpact\b|\bNOA\b|\bFL\s?#|\bapproval\b|design pressure|\bDP\b|\bhurricane\b|\bTDI\b|\bWPI|\blaminated\b|\bshutters?\b/i,
  energy:
    /low[-\s]?e\b|\bpane\b|\bglass\b|u[-\s]?factor|\bSHGC\b|energy\s*star|\bargon\b|\bkrypton\b|tax credit|\b25C\b/i,
  warranty: /warrant|guarantee/i,
  materials:
    /\bor equal\b|\bseries\b|\bbrand\b|\bvinyl\b|\baluminum\b|\bfiberglass\b|\bwood\b|\bwindows?\b|\bdoors?\b/i,
  removal: /remov|dispos|haul|dumpster|tear[-\s]?out/i,
  repairs: /\brot\b|repair|damage|change order|time and material/i,
  permits: /permit|inspection/i,
  finish: /\btrim\b|capping|caulk|\bseal|finish|paint|patch|casing|flashing/i,
  payment: /deposit|payment|\bcash\b|up front|upfront|\bdue\b|%/i,
};

/** What the quote leaves out, in "Your quote does not mention …". */
const TOPIC: Record<CategoryShortId, string> = {
  pricing: 'a total price',
  hurricane: 'impact ratings, product approvals or design pressure',
  energy: 'the glass package, U-factor or SHGC',
  warranty: 'a warranty',
  materials: 'the brand or product line',
  removal: 'removing and hauling away the old windows and doors',
  repairs: 'what happens if rotted wood or damaged framing is found',
  permits: 'permits',
  finish: 'trim, capping or sealing around the new units',
  payment: 'payment terms',
};

/** The rubric's question for the contractor that matches, lower-cased to follow a colon; else the fallback. */
function fromRubric(rubric: RubricKnowledge, pattern: RegExp, fallback: string): string {
  const found = rubric.contractorQuestions.find((q) => pattern.test(q));
  const text = (found ?? fallback).replace(/^\([^)]*\)\s*/, '').trim();
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function asks(rubric: RubricKnowledge): Record<CategoryShortId, string> {
  return {
    pricing: fromRubric(
      rubric,
      /itemi[sz]ed per opening/i,
      'Is the price itemised per opening, and is it valid long enough for me to compare other quotes?',
    ),
    hurricane:
      'are the products impact-rated, and what are the product approval numbers (Florida FL#, Miami-Dade NOA or Texas TDI) and the design-pressure (DP) rating of each opening?',
    energy: fromRubric(
      rubric,
      /U-factor and SHGC/i,
      'What are the NFRC U-factor and SHGC, and is each unit ENERGY STAR certified for my climate zone?',
    ),
    warranty: fromRubric(
      rubric,
      /manufacturer's warranty cover/i,
      "What does the manufacturer's warranty cover (frame, glass seal, hardware, finish), for how long, and does it transfer if I sell?",
    ),
    materials: fromRubric(
      rubric,
      /brand, series and model/i,
      'Exactly which brand, series and model is going into each opening?',
    ),
    removal: 'is removing and hauling away the old windows and doors included in the price?',
    repairs: fromRubric(
      rubric,
      /rot or damaged framing/i,
      'If you find rot or damaged framing, how is it priced, and will you get my written approval first?',
    ),
    permits: 'will you pull the building permit and arrange the inspection, and is the fee included?',
    finish:
      'does the price include new interior trim, exterior trim or capping, and caulking and flashing around every new unit?',
    payment: fromRubric(
      rubric,
      /How much is the deposit/i,
      'How much is the deposit, and how much is due only after the job is complete and inspected?',
    ),
  };
}

/** The part of an evidence line worth quoting: the clause with the category's words, at most MAX_CITE characters. */
function fragment(line: string, relevant: RegExp): string {
  const clean = line
    .replace(/^[\s•·*\-–—]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const clauses = clean.split(/(?<=[.;])\s+/).filter((c) => c.length >= 12);
  let text = clauses.find((c) => relevant.test(c)) ?? clean;
  if (text.length > MAX_CITE) {
    const cut = text.slice(0, MAX_CITE);
    text = `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_CITE - 20)).replace(/[\s,;:—–-]+$/, '')}…`;
  }
  return text.replace(/[\s.;,:]+$/, '');
}

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The quote line to cite for a result: of the quoted lines (not statements of ours), the one with the
 * most of the category's words, the letterhead (a line naming the vendor) last; redacted. Null when the
 * quote is silent.
 */
export function citation(
  result: Pick<ChecklistResult, 'evidence'>,
  category: CategoryShortId,
  vendor?: string | null,
  prefer?: RegExp,
): string | null {
  const relevant = prefer ?? RELEVANT[category];
  const everywhere = new RegExp(RELEVANT[category].source, 'gi');
  const vendorKey = vendor ? compact(vendor) : '';
  const score = (line: string) =>
    vendorKey.length >= 4 && compact(line).includes(vendorKey)
      ? -1
      : (prefer?.test(line) ? 100 : 0) + (line.match(everywhere)?.length ?? 0);
  const quoted = (result.evidence ?? [])
    .map((l) => l.trim())
    .filter((l) => l && !STATEMENT.test(l) && !PLACEHOLDER.test(l));
  const ordered = quoted
    .map((line, index) => ({ line, index, score: score(line) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((x) => x.line);
  for (const line of ordered) {
    const text = redactText(fragment(line, relevant)).text;
    if (!PLACEHOLDER.test(text) && text.length >= 3) return text;
  }
  return null;
}

interface Case {
  /** Does this case fit the result (its rating and explanation)? */
  when: (status: string, explanation: string) => boolean;
  /** The evidence line to cite first: the one that shows this case (else the category's words decide). */
  prefer?: RegExp;
  /** The question, from the citation (null when the quote is silent) and the explanation's figures. */
  ask: (cite: string | null, explanation: string) => string | null;
}

const says = (cite: string) => `Your quote says “${cite}”`;
const lists = (cite: string) => `Your quote lists “${cite}”`;
const group = (re: RegExp, text: string, index = 1): string | null => re.exec(text)?.[index] ?? null;

/** Per category, the cases in order; the first that fits and gives a question wins. */
function cases(ask: Record<CategoryShortId, string>): Record<CategoryShortId, Case[]> {
  const silentOr = (category: CategoryShortId, cited: (cite: string) => string) => (cite: string | null) =>
    cite ? cited(cite) : `Your quote does not mention ${TOPIC[category]}: ${ask[category]}`;
  const perUnit = (e: string) => {
    const price = /(\$[\d,]+) per (window|door|opening)\b/.exec(e);
    return price ? { price: price[1], unit: price[2] } : null;
  };
  const compared = (e: string) => {
    const pct = /(\d+)% (above|below) typical/.exec(e);
    const place = group(/fair range in (.+?) for /, e);
    const typical = group(/typically (\$[\d,]+)/, e);
    const unit = perUnit(e)?.unit;
    return pct
      ? `${pct[1]}% ${pct[2]} the typical${typical ? ` ${typical}${unit ? ` per ${unit}` : ''}` : ''}${place && place !== 'your area' ? ` in ${place}` : ''}`
      : null;
  };
  return {
    pricing: [
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
        ask: (_, e) => {
          const unit = perUnit(e);
          const vs = compared(e);
          const head = unit
            ? `Your quote comes to ${unit.price} per ${unit.unit}${vs ? `, ${vs}` : ''}`
            : 'Your price is well below what similar jobs usually cost';
          return `${head}: does it include removing the old units, installation, trim, permits and a named product line, and is anything billed separately?`;
        },
      },
      {
        when: (s, e) => (s === 'average' || s === 'bad') && /above typical/.test(e),
        ask: (_, e) => {
          const unit = perUnit(e);
          const vs = compared(e);
          const head = unit
            ? `Your quote comes to ${unit.price} per ${unit.unit}${vs ? `, ${vs}` : ''}`
            : 'Your price is above what similar jobs typically cost here';
          return `${head}: can you itemise the price per opening and say what drives it (product line, sizes, installation, extras)${/well above/.test(e) ? ', and is there a lower-cost option' : ''}?`;
        },
      },
    ],
    hurricane: [
      {
        when: (_, e) => /ZIP code is missing/i.test(e),
        ask: () =>
          'Does this job need impact-rated windows and doors under the local building code, and are the products you quoted impact-rated, with their approval numbers and design pressure?',
      },
      {
        when: (_, e) => /Texas windstorm/i.test(e),
        ask: (cite) =>
          `${cite ? `${lists(cite)} but not the TDI windstorm inspection` : 'Your quote does not mention TDI windstorm approval or the WPI-8 certificate'}: are the windows and doors TDI windstorm-approved, and will you arrange the inspection and give me the WPI-8 certificate I need for TWIA insurance?`,
      },
      {
        when: (_, e) => /does not state (.+?)\. Ask/.test(e),
        ask: (cite, e) => {
          const missing = group(/does not state (.+?)\. Ask/, e)!;
          return `${cite ? lists(cite) : 'Your quote claims impact protection'} but not ${missing}: what are the product approval number and the design-pressure rating of each opening?`;
        },
      },
      {
        when: (_, e) => /states (?:a design pressure|impact glass) but not/.test(e),
        ask: (cite, e) =>
          `${cite ? lists(cite) : 'Your quote states some impact details'} but not ${group(/but not (.+?)\./, e)}: are the products impact-rated, to which test standard (ASTM E1886/E1996), and with what design pressure?`,
      },
      {
        when: (_, e) => /hurricane-grade/.test(e),
        ask: (cite) =>
          `${cite ? says(cite) : 'Your quote uses "hurricane-grade" wording'} without a test standard or approval: are these products impact-rated with a Florida Product Approval or Miami-Dade NOA, and what is their design pressure?`,
      },
      {
        when: (_, e) => /describes non-impact glass/.test(e),
        ask: (cite) =>
          `${cite ? `${lists(cite)}, which is not impact-rated` : 'Your quote describes non-impact glass'}: can you quote impact-rated glass or approved shutters, with the product approval and design pressure of each opening?`,
      },
      {
        when: (_, e) => /does not show one/.test(e),
        ask: () => 'Your quote does not show a Florida Product Approval (FL#): what is the FL# of each product?',
      },
      {
        when: () => true,
        ask: (cite) =>
          cite ? `${says(cite)}: ${ask.hurricane}` : `Your quote does not mention ${TOPIC.hurricane}: ${ask.hurricane}`,
      },
    ],
    energy: [
      {
        when: (_, e) => /25C|tax credit/i.test(e),
        prefer: /tax credit|\b25C\b|rebate/i,
        ask: (cite, e) =>
          `${cite ? `${says(cite)}, but` : 'Your quote mentions a federal tax credit, but'} the 25C credit for windows and doors ended for installations after ${group(/installations after (\d{4}-\d{2}-\d{2})/, e) ?? 'December 31, 2025'}: which state or utility rebate, if any, do you mean?`,
      },
      {
        when: (_, e) => /describes (?:single-pane|clear)/.test(e),
        ask: (cite) =>
          `${cite ? lists(cite) : 'Your quote describes single-pane or clear glass'}, which falls short of the energy code: can you quote low-E insulated glass, with its NFRC U-factor and SHGC?`,
      },
      {
        when: (_, e) => /above the energy-code maximum/.test(e),
        prefer: /u[-\s]?factor/i,
        ask: (cite) =>
          `${cite ? `Your quote states “${cite}”,` : 'The U-factor on your quote is'} above the energy-code maximum for my climate: can you quote units that meet the code and ENERGY STAR, with their NFRC labels?`,
      },
      {
        when: (_, e) => /meets the energy code.* but not ENERGY STAR/.test(e),
        prefer: /u[-\s]?factor/i,
        ask: (cite) =>
          `${cite ? `Your quote states “${cite}”, which` : 'The U-factor on your quote'} meets the energy code but not ENERGY STAR for my climate zone: is there a glass package that does, and what would it add to the price?`,
      },
      {
        when: (_, e) => /ENERGY STAR but gives no zone/.test(e),
        ask: (cite) =>
          `${cite ? lists(cite) : 'Your quote says ENERGY STAR'} but no NFRC numbers: what are the U-factor and SHGC of each unit, and for which ENERGY STAR climate zone are they certified?`,
      },
      {
        when: (_, e) => /without gas fill or NFRC numbers/.test(e),
        ask: (cite) =>
          `${cite ? lists(cite) : 'Your quote mentions the glass'} but no U-factor or SHGC: which NFRC-rated glass package is included, and does each unit meet ENERGY STAR for my climate zone?`,
      },
      {
        when: () => true,
        ask: (cite) =>
          cite
            ? `${says(cite)}: ${ask.energy}`
            : `Your quote does not describe the glass: which glass package is included (low-E coating, gas fill, number of panes), and what are the NFRC U-factor and SHGC of each unit?`,
      },
    ],
    warranty: [
      {
        when: (_, e) => /disclaims any warranty/.test(e),
        prefer: /\bno\s+warrant|without\s+(?:any\s+)?warrant|as[-\s]is/i,
        ask: (cite) =>
          `${cite ? says(cite) : 'Your quote disclaims any warranty'}: will you provide the manufacturer's warranty and your own workmanship warranty in writing, and for how many years?`,
      },
      {
        when: (_, e) => /is short: installers normally/.test(e),
        prefer: /labou?r|workmanship|installation/i,
        ask: (cite, e) =>
          `${cite ? says(cite) : 'Your quote gives a short labour warranty'}: can you warrant your installation for at least ${group(/at least (\d+) years/, e) ?? 'two'} years, in writing, and how do I make a claim?`,
      },
      {
        when: (_, e) => /does not state (.+?)\./.test(e),
        ask: (cite, e) =>
          `${cite ? says(cite) : 'Your quote describes the warranty only in part'} but does not state ${group(/does not state (.+?)\./, e)}: ${ask.warranty}`,
      },
      {
        when: () => true,
        ask: (cite) =>
          cite
            ? `${says(cite)}: ${ask.warranty}`
            : `Your quote does not mention a warranty: what does the manufacturer's warranty cover (frame, glass seal, hardware) and for how long, what is your own installation warranty, and do they transfer if I sell?`,
      },
    ],
    materials: [
      {
        when: (_, e) => /"or equal"/.test(e),
        prefer: /\bor equal\b|\bequivalent\b/i,
        ask: (cite) =>
          `${cite ? says(cite) : 'Your quote allows an "or equal" substitute'}: will you write the exact brand, series and model into the contract, with no substitution without my written approval?`,
      },
      {
        when: (_, e) => /non-impact products in the High-Velocity/.test(e),
        prefer: /non[-\s]?impact/i,
        ask: (cite) =>
          `${cite ? lists(cite) : 'Your quote specifies non-impact products'} in the High-Velocity Hurricane Zone: can you quote impact-rated products instead?`,
      },
      {
        when: (_, e) => /names (.+?) but not (.+?)\. Without/.test(e),
        ask: (cite, e) =>
          `${cite ? lists(cite) : `Your quote names ${group(/names (.+?) but not/, e)}`} but not ${group(/but not (.+?)\. Without/, e)}: ${ask.materials}`,
      },
      {
        when: (_, e) => /names no brand or product line/.test(e),
        ask: (cite) =>
          `${cite ? lists(cite) : 'Your quote describes the windows'} but names no brand or product line: ${ask.materials}`,
      },
      {
        when: (_, e) => /^You said the product is/.test(e),
        ask: () => `Your quote does not name the product: can you write the brand, series and model into the contract?`,
      },
      { when: () => true, ask: silentOr('materials', (cite) => `${says(cite)}: ${ask.materials}`) },
    ],
    removal: [
      {
        when: (s) => s === 'bad',
        prefer: /owner|homeowner|customer|left on site|not included|extra/i,
        ask: (cite) =>
          `${cite ? says(cite) : 'Your quote leaves the disposal of the old units to me'}: will you remove and haul away the old windows and doors, and what would that add to the price?`,
      },
      {
        when: (_, e) => /another part of the quote leaves some of it out/.test(e),
        ask: (cite) =>
          `${cite ? says(cite) : 'Your quote is not consistent about removal'}, while another part includes removal: is removing and hauling away the old units included in the price, or extra?`,
      },
      {
        when: (_, e) => /mentions (?:removing the old units|disposal) but not/.test(e),
        ask: (cite, e) =>
          `${cite ? says(cite) : 'Your quote covers removal only in part'} but not ${group(/but not (.+?)\./, e)}: ${ask.removal}`,
      },
      {
        when: (_, e) => /^You said removal/.test(e),
        ask: () =>
          'Your quote does not mention removal: can you write into the quote that removing and hauling away the old units is included?',
      },
      {
        when: () => true,
        ask: (cite) =>
          cite
            ? `${says(cite)}: ${ask.removal}`
            : 'Your quote does not say who removes the old windows and doors: is taking them out and hauling them away included in the price?',
      },
    ],
    repairs: [
      {
        when: (_, e) => /billed open-ended/.test(e),
        prefer: /time and materials?|T&M|hourly/i,
        ask: (cite) =>
          `${cite ? says(cite) : 'Your quote bills repairs open-ended'} with no unit price or cap: can you set a price per window or per foot for rot repair, and agree that extra work needs my written approval?`,
      },
      {
        when: (_, e) => /mentions possible repairs but not/.test(e),
        ask: (cite, e) =>
          `${cite ? says(cite) : 'Your quote mentions possible repairs'} but not ${group(/but not (.+?)\.$/, e) ?? 'how they are priced'}: ${ask.repairs}`,
      },
      {
        when: (_, e) => /^You said/.test(e),
        ask: () =>
          'Your quote does not say how rot or framing repairs are handled: can you write the repair price and the rule that extra work needs my written approval into the contract?',
      },
      {
        when: () => true,
        ask: (cite) =>
          cite
            ? `${says(cite)}: ${ask.repairs}`
            : 'Your quote does not say what happens if rotted wood or damaged framing is found: how would repairs be priced (per window, per foot or an allowance cap), and will you get my written approval first?',
      },
    ],
    permits: [
      {
        when: (_, e) => /leaves the permit to you/.test(e),
        prefer: /owner|homeowner|customer|buyer/i,
        ask: (cite) =>
          `${cite ? says(cite) : 'Your quote leaves the permit to me'}: will you pull the permit in your company's name and arrange the inspection, and is the fee included?`,
      },
      {
        when: (_, e) => /says no permit will be pulled/.test(e),
        ask: (cite) =>
          `${cite ? says(cite) : 'Your quote says no permit is needed'}: have you confirmed that with the building department, and will you pull one and arrange the inspection if it is required?`,
      },
      {
        when: (s, e) => s === 'average' && /obtains the permit/.test(e),
        ask: (cite) =>
          `${cite ? says(cite) : 'Your quote charges permit fees on top'}: how much will the permit fees be, and are they included in the total?`,
      },
      {
        when: (_, e) => /without saying who pulls them/.test(e),
        ask: (cite) =>
          `${cite ? says(cite) : 'Your quote mentions permits'} but not who pulls them or pays: ${ask.permits}`,
      },
      {
        when: (_, e) => /^You said the contractor pulls/.test(e),
        ask: () =>
          'Your quote does not mention permits: can you write into the quote that you pull the permit and arrange the inspection, and whether the fee is included?',
      },
      { when: () => true, ask: silentOr('permits', (cite) => `${says(cite)}: ${ask.permits}`) },
    ],
    finish: [
      {
        when: (_, e) => /excludes sealing or flashing/.test(e),
        prefer: /seal|caulk|flashing/i,
        ask: (cite) =>
          `${cite ? says(cite) : 'Your quote excludes sealing or flashing'}: will you caulk and flash around every new unit, as part of the price?`,
      },
      {
        when: (_, e) => /covers only part of the finish work; it does not mention (.+?)\./.test(e),
        ask: (cite, e) =>
          `${cite ? says(cite) : 'Your quote covers only part of the finish work'} but not ${group(/does not mention (.+?)\./, e)}: are they included in the price, and if not, what would they cost?`,
      },
      {
        when: (_, e) => /leaves the trim, patching or paint out/.test(e),
        ask: (cite) =>
          `${cite ? says(cite) : 'Your quote leaves trim, patching or paint out of the price'}: what would they cost, and can they be included?`,
      },
      {
        when: (_, e) => /^You said/.test(e),
        ask: () =>
          'Your quote does not list the finish work: can you write the interior and exterior trim, sealing and patching into the quote?',
      },
      {
        when: () => true,
        ask: (cite) =>
          cite
            ? `Your quote mentions “${cite}” but not the finish work: ${ask.finish}`
            : `Your quote does not mention ${TOPIC.finish}: ${ask.finish}`,
      },
    ],
    payment: [
      {
        when: (_, e) => /cash only/i.test(e),
        prefer: /\bcash\b/i,
        ask: (cite) =>
          `${cite ? says(cite) : 'Your quote asks for cash only'}: can I pay by check or card made out to the company, with a smaller deposit and the balance due on completion?`,
      },
      {
        when: (_, e) => /demands full payment before the work/.test(e),
        prefer: /100\s?%|in full|full payment/i,
        ask: (cite, e) =>
          `${cite ? says(cite) : 'Your quote asks for full payment up front'}: can we agree on a smaller deposit, with at least ${group(/keep at least (\d+)%/, e) ?? '10'}% due only after the job is finished and inspected?`,
      },
      {
        when: (_, e) => /New York requires deposits to be held in escrow/.test(e),
        ask: (cite) =>
          `${cite ? says(cite) : 'Your quote asks for a deposit'}: will my deposit be held in escrow or covered by a bond, as New York requires?`,
      },
      {
        when: (_, e) => /does not tie the final payment to completion/.test(e),
        ask: (cite) =>
          `${cite ? says(cite) : 'Your quote does not say when the final payment is due'}: can the final payment be due only after the job is finished and inspected?`,
      },
      {
        when: (_, e) => /falls due on delivery/.test(e),
        ask: (cite) =>
          `${cite ? says(cite) : 'Your quote asks for the final payment on delivery'}: can the final payment fall due after installation and inspection instead?`,
      },
      {
        when: (_, e) => /asks for an? (.+?)[.,]/.test(e) && /deposit|up front/.test(e),
        ask: (cite, e) => {
          const florida = /within 30 days/.test(e)
            ? ', and will you apply for the permit within 30 days as Florida law requires for deposits over 10%'
            : '';
          return `${cite ? says(cite) : `Your quote asks for a ${group(/asks for an? (.+?)[.,]/, e)}`}: can the deposit be lower, with more of the price due after the job is finished and inspected${florida}?`;
        },
      },
      {
        when: (s) => s === 'unknown_discuss',
        ask: (cite) =>
          `${cite ? says(cite) : 'Your quote mentions a deposit'} but not how much is due up front: ${ask.payment}`,
      },
      { when: () => true, ask: silentOr('payment', (cite) => `${says(cite)}: ${ask.payment}`) },
    ],
  };
}

function fallback(category: CategoryShortId, cite: string | null, ask: Record<CategoryShortId, string>): string {
  return cite ? `${says(cite)}: ${ask[category]}` : `Your quote does not mention ${TOPIC[category]}: ${ask[category]}`;
}

/**
 * The questions for the contractor, with their item, from a quote's checklist results (as stored or as
 * the API shows them). Items rated Good or Not Applicable, and results of unknown categories, ask nothing.
 */
export function contractorQuestionItems(
  results: readonly ChecklistResult[],
  options: { vendor?: string | null; rubric?: RubricKnowledge } = {},
): ContractorQuestion[] {
  const rubric = options.rubric ?? loadKnowledge().rubric;
  const ask = asks(rubric);
  const table = cases(ask);
  const items: (ContractorQuestion & { rank: number; weight: number })[] = [];
  for (const result of results) {
    const rank = ASKED[result.status];
    const category = findCategory(result.category ?? result.id)?.short;
    if (rank === undefined || !category) continue;
    const explanation = (result.explanation ?? '').replace(/\*\*/g, '').trim();
    const matched = table[category].find((c) => c.when(result.status, explanation));
    const cite = citation(result, category, options.vendor, matched?.prefer);
    const text = matched?.ask(cite, explanation) ?? fallback(category, cite, ask);
    items.push({
      category,
      title: result.title || findCategory(category)!.title,
      status: result.status,
      text,
      rank,
      weight: rubric.weights[category] ?? 0,
    });
  }
  return items
    .sort((a, b) => a.rank - b.rank || b.weight - a.weight)
    .map(({ rank: _rank, weight: _weight, ...item }) => item);
}

/** The questions' text alone: what the quote's API view carries (`contractorQuestions`). */
export function contractorQuestions(
  results: readonly ChecklistResult[],
  options: { vendor?: string | null; rubric?: RubricKnowledge } = {},
): string[] {
  return contractorQuestionItems(results, options).map((q) => q.text);
}
