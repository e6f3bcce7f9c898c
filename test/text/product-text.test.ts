/**
 * The text the product writes for a homeowner, swept for defects over quotes of every fixture layout:
 * the fields (quantities, scope, scope of work), the ten verdicts and their evidence, the Expert Chat
 * from its opening to its close (answers, free questions, a correction, a fresh analysis), the questions
 * for the contractor, the Extracted Text details and the comparison of two quotes (table, summary and
 * the chat's answer). Each quote is a fixture layout rendered to a text PDF and run through the
 * pipeline's steps in-process, as `npm run analyze` does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { QUICK_QUESTIONS_END, QUICK_QUESTIONS_START } from '@shared/checklist.js';
import { displayDollars } from '@shared/money.js';
import type { ChatMessage } from '@shared/types.js';
import { updateScopeSchema } from '@shared/validation.js';
import { rulesEngine } from '../../functions/analysis/engine.js';
import { comparisonReply } from '../../functions/compare/chat-answer.js';
import { compareQuotes } from '../../functions/compare/compare-quotes.js';
import { chatTurn } from '../../functions/conversation/chat-turn.js';
import type { ConversationDeps } from '../../functions/conversation/ports.js';
import { analyzeAndOpenChat, correctFields, reanalyzeAll } from '../../functions/conversation/quote-analysis.js';
import { extractDocument } from '../../functions/extraction/local-extractor.js';
import { extractFields } from '../../functions/fields/quote-fields.js';
import { redactPersonalInfo } from '../../functions/fields/redact.js';
import {
  choicesToQuote,
  extractedTextRecord,
  fieldsToQuote,
  scopeToQuote,
} from '../../functions/quotes/fields-to-quote.js';
import { toQuoteDetail, type ExtractedTextRecord, type QuoteRecord } from '../../functions/quotes/quote-record.js';
import { sharedReportView } from '../../functions/quotes/shared-report-view.js';
import { InMemoryBackend } from '../../functions/testing/in-memory.js';
import { storedQuote } from '../../functions/testing/quotes.js';
import { loadLayouts } from '../fixtures/generate.js';
import { Random } from '../fixtures/random.js';
import { htmlToPdf } from '../fixtures/render.js';
import { cutMidWord, cutWithoutEllipsis, sentenceDefects } from './defects.js';

const AT = new Date('2026-06-01T11:00:00Z');
const later = (seconds: number) => new Date(AT.getTime() + seconds * 1000);

interface Produced {
  layout: string;
  /** The quote as the analysis left it, and after the whole conversation, a correction and a fresh analysis. */
  analysed: QuoteRecord;
  record: QuoteRecord;
  text: ExtractedTextRecord;
  messages: ChatMessage[];
}

/** A message's words and its buttons, as the chat shows them. */
function messageParts(content: string): { text: string; buttons: string[] } {
  const start = content.indexOf(QUICK_QUESTIONS_START);
  if (start === -1) return { text: content, buttons: [] };
  const end = content.indexOf(QUICK_QUESTIONS_END, start);
  const buttons = JSON.parse(content.slice(start + QUICK_QUESTIONS_START.length, end)) as string[];
  return { text: content.slice(0, start) + content.slice(end + QUICK_QUESTIONS_END.length), buttons };
}

/** Which button answers the chat's question at a turn. */
type Pick = (buttons: string[], turn: number) => string | undefined;
/** A different button each time. */
const inTurn: Pick = (buttons, turn) => buttons[turn % Math.max(1, buttons.length)];

/** A quote of the document through the pipeline's steps and a whole conversation. */
async function produce(name: string, html: string, pick: Pick = inTurn): Promise<Produced | null> {
  const model = await extractDocument(htmlToPdf(html));
  const fields = extractFields(model);
  const redaction = redactPersonalInfo(model, fields);
  const text = extractedTextRecord(model, fields, redaction, AT);
  const record = storedQuote({
    id: `quote-${name}`,
    fileName: `${name}.pdf`,
    status: 'analyzing',
    ...fieldsToQuote(fields),
    ...choicesToQuote(fields, redaction),
    ...scopeToQuote(fields),
  });
  if (!record.quoteType) return null;
  const backend = new InMemoryBackend();
  backend.putQuote(record);
  await backend.quotes.saveText(record.id, text);
  const deps: ConversationDeps = { quotes: backend.quotes, messages: backend.messageStore, engine: rulesEngine };
  const current = async () => (await backend.quotes.get(record.id))!;
  await analyzeAndOpenChat(record, deps, AT);
  const analysed = await current();
  // Answer each question with one of its buttons, or "I don't know".
  for (let turn = 0; turn < 12 && (await current()).status === 'discussing'; turn++) {
    const last = (await backend.messageStore.list(record.id)).at(-1)!;
    const { buttons } = messageParts(last.content);
    await chatTurn(await current(), pick(buttons, turn) ?? "I don't know", deps, later(turn));
  }
  let second = 100;
  for (const question of [
    'Is this price fair?',
    'Which item hurts my score most?',
    'What should I ask the contractor?',
  ])
    await chatTurn(await current(), question, deps, later(second++));
  const correction = updateScopeSchema.parse({ quantities: '1 window, 1 door', totalCost: '2500' });
  await correctFields(await current(), correction, deps, later(second));
  await reanalyzeAll(await current(), deps, later(second + 1));
  const messages = await backend.messageStore.list(record.id);
  return { layout: name, analysed, record: await current(), text, messages };
}

/** Quotes written here: on the coast (the chat asks how far from the water) and one that says little. */
const page = (lines: string[]) => `<html><body>${lines.map((l) => `<p>${l}</p>`).join('')}</body></html>`;
const COASTAL = page([
  'Lowtide Windows &amp; Doors LLC',
  'PROPOSAL',
  'Job site: 12 Marsh View Rd, Mount Pleasant, SC 29464',
  'Replace 10 vinyl double-hung windows and 1 fiberglass entry door.',
  'Remove and dispose of the old units. Permit by owner.',
  'Total: $31,500.00',
  'Payment: 100% due at signing.',
]);
const TERSE = page(['Quick Glass Co.', 'Estimate', 'Columbus, OH 43214', '1 window replaced', 'Total $2,900.00']);

let produced: Produced[] = [];
beforeAll(async () => {
  // Every third fixture layout (each lays a quote out its own way), and the quotes written here answered
  // with the first and then the second button each time.
  const layouts = (await loadLayouts()).filter((_, i) => i % 3 === 0);
  const fromLayouts = layouts.map((l) => produce(l.name, l.build(new Random(`${l.name}#0`), 0).html));
  const written = [COASTAL, TERSE].flatMap((html, i) => [
    produce(`written-${i}-first`, html, (buttons) => buttons[0]),
    produce(`written-${i}-second`, html, (buttons) => buttons[1] ?? buttons[0]),
  ]);
  produced = (await Promise.all([...fromLayouts, ...written])).filter((p): p is Produced => p !== null);
}, 120_000);

/** Every text a homeowner reads about one quote, with where it comes from. */
function quoteTexts(p: Produced): { where: string; text: string; field?: boolean }[] {
  const texts: { where: string; text: string; field?: boolean }[] = [
    ...p.text.extractionDetails.split('\n').map((line) => ({ where: 'extraction details', text: line })),
  ];
  for (const [when, record] of [
    ['analysed', p.analysed],
    ['final', p.record],
  ] as const) {
    const quote = toQuoteDetail(record);
    const shared = sharedReportView(record, { expiresAt: AT.toISOString() });
    texts.push(
      { where: `${when} quantities`, text: quote.quantities ?? '', field: true },
      { where: `${when} scope`, text: quote.scope ?? '', field: true },
      { where: `${when} scope of work`, text: quote.scopeOfWork ?? '', field: true },
      { where: `${when} shared quantities`, text: shared.quantities ?? '', field: true },
      ...(quote.contractorQuestions ?? []).map((q) => ({ where: `${when} contractor question`, text: q })),
    );
    for (const r of quote.checklistResults ?? []) {
      texts.push({ where: `${when} ${r.title} explanation`, text: r.explanation });
      for (const h of r.modificationHistory ?? []) texts.push({ where: `${r.title} history`, text: h.reason });
    }
  }
  for (const m of p.messages.filter((m) => m.role === 'assistant')) {
    const { text, buttons } = messageParts(m.content);
    texts.push({ where: 'chat', text }, ...buttons.map((b) => ({ where: 'chat button', text: b })));
  }
  return texts;
}

describe('the text the product writes for a homeowner', () => {
  it('covers quotes of many layouts, some with one door and some that score low', () => {
    expect(produced.length).toBeGreaterThanOrEqual(25);
    expect(produced.some((p) => (p.analysed.overallScore ?? 100) < 50)).toBe(true);
    expect(produced.some((p) => /^\d+ windows?, 1 doors?$/.test(p.analysed.quantities ?? ''))).toBe(true);
  });

  it('has no count that disagrees with its noun or verb, no "..", ",)", "at <State>" and no internal ids', () => {
    const found = produced.flatMap((p) =>
      quoteTexts(p).flatMap(({ where, text }) =>
        sentenceDefects(text).map((defect) => `${p.layout} · ${where} · ${defect}: ${text.slice(0, 160)}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('never stops a field mid-clause without an ellipsis', () => {
    const found = produced.flatMap((p) =>
      quoteTexts(p)
        .filter((t) => t.field && cutWithoutEllipsis(t.text))
        .map(({ where, text }) => `${p.layout} · ${where}: …${text.slice(-80)}`),
    );
    expect(found).toEqual([]);
  });

  it('cuts evidence, citations and fields at a word boundary, never inside a word', () => {
    const found = produced.flatMap((p) => {
      const source = p.text.analysisText ?? p.text.extractedText;
      const evidence = (p.record.checklistResults ?? []).flatMap((r) =>
        (r.evidence ?? []).map((text) => ({ where: `${r.title} evidence`, text })),
      );
      return [...evidence, ...quoteTexts(p)]
        .filter(({ text }) => cutMidWord(text, source))
        .map(({ where, text }) => `${p.layout} · ${where}: ${text.slice(-100)}`);
    });
    expect(found).toEqual([]);
  });

  it('says "That\'s everything I needed" only after it asked something', () => {
    const found = produced.flatMap((p) => {
      const said = p.messages.filter((m) => m.role === 'assistant').map((m) => messageParts(m.content).text);
      const closing = said.findIndex((t) => t.includes("That's everything I needed"));
      // A question: a message that ends with "?" or offers answers (buttons that are not questions).
      const asked = (content: string) => {
        const { text, buttons } = messageParts(content);
        return /\?\s*$/.test(text.trim()) || buttons.some((b) => !b.trim().endsWith('?'));
      };
      const assistant = p.messages.filter((m) => m.role === 'assistant');
      const askedBefore = assistant.slice(0, Math.max(0, closing)).some((m) => asked(m.content));
      return closing !== -1 && !askedBefore ? [`${p.layout}: ${said[closing]!.slice(0, 120)}`] : [];
    });
    expect(found).toEqual([]);
  });

  it("opens the chat with the figures the price check used, as the quote holds them, or with a field's candidates", () => {
    const found = produced.flatMap((p) => {
      const first = messageParts(p.messages[0]!.content).text;
      const q = p.analysed;
      const choices = Object.entries(q.fieldChoices ?? {}).filter(([field]) => !q[field as 'totalCost']);
      if (choices.length) {
        const [field, values] = choices.find(([f]) => f === 'totalCost') ?? choices[0]!;
        const shown = values.map((v) => (field === 'totalCost' ? displayDollars(Number(v)) : v));
        return shown.every((s) => first.includes(s)) && /\?$/.test(first.trim()) ? [] : [`${p.layout}: ${first}`];
      }
      const figures = /(?:I checked|I will check) the price using: ([^.]+(?:\.\d\d)?[^.]*)\./.exec(first)?.[1];
      if (!figures) return q.totalCost || q.zipCode || q.quantities ? [`${p.layout}: no figures in ${first}`] : [];
      const wrong = [
        q.totalCost ? !figures.includes(`total ${displayDollars(Number(q.totalCost))}`) : /total \$/.test(figures),
        q.zipCode ? !figures.includes(`ZIP ${q.zipCode}`) : /ZIP/.test(figures),
        q.quantities ? !/\b(?:\d+|no) windows? and (?:\d+|no) doors?\b/.test(figures) : /windows?\b/.test(figures),
      ];
      return wrong.some(Boolean) ? [`${p.layout}: ${figures} for ${q.totalCost} / ${q.quantities} / ${q.zipCode}`] : [];
    });
    expect(
      produced.filter((p) => /I checked the price using: total \$/.test(p.messages[0]!.content)).length,
    ).toBeGreaterThan(produced.length / 2);
    expect(found).toEqual([]);
  });

  it('compares two quotes in words without these defects either', () => {
    const found: string[] = [];
    for (let i = 0; i + 1 < produced.length; i += 2) {
      const pair = [produced[i]!, produced[i + 1]!];
      const comparison = compareQuotes(
        pair.map((p) => ({ record: p.record, text: p.text })),
        { today: AT },
      );
      const texts = [
        ...comparison.sameScope.reasons,
        comparison.summary.headline,
        ...comparison.summary.claims.map((c) => c.text),
        comparisonReply(comparison),
        ...comparison.rows.flatMap((r) => [r.label, ...r.cells.flatMap((c) => [c.value, c.note ?? ''])]),
      ];
      const sources = pair.map((p) => p.text.analysisText ?? p.text.extractedText).join('\n');
      for (const text of texts) {
        for (const defect of sentenceDefects(text)) found.push(`${pair[0]!.layout}: ${defect}: ${text.slice(0, 160)}`);
        if (cutMidWord(text, sources)) found.push(`${pair[0]!.layout}: cut inside a word: ${text.slice(-100)}`);
      }
      for (const row of comparison.rows)
        for (const cell of row.cells)
          if (cutWithoutEllipsis(cell.value)) found.push(`${pair[0]!.layout}: ${row.label} cut: ${cell.value}`);
    }
    expect(found).toEqual([]);
  });
});
