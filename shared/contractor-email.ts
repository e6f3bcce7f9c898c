/**
 * The e-mail draft of "Questions for your contractor": subject, greeting with the vendor's name, the
 * numbered questions and a polite close, as text to copy and as a `mailto:` link.
 *
 * Nothing of the homeowner goes in (no name, address, e-mail or phone) except a name they type into the
 * page themselves, which stays in the browser. The questions come from the server
 * (`Quote.contractorQuestions`), built from redacted evidence.
 */
import { displayDollars } from '@shared/money.js';
import { nounFor } from '@shared/text.js';

export interface ContractorEmailInput {
  questions: readonly string[];
  /** The contractor's business name as read from the quote; null when unknown. */
  vendor?: string | null;
  /** The quote's number or date as printed on it, when known ("WD-84387", "June 3, 2025"). */
  reference?: string | null;
  /** The quote's total (numeric string, "4250.00") and counts ("8 windows, 0 doors"): they identify the quote. */
  totalCost?: string | null;
  quantities?: string | null;
  /** A name the homeowner typed on the page for the sign-off; never sent anywhere by the app. */
  senderName?: string | null;
}

export interface ContractorEmail {
  subject: string;
  /** Greeting, questions and close, lines separated by "\n". */
  body: string;
  /** What "Copy e-mail" copies: "Subject: …", a blank line, then the body. */
  text: string;
}

export const EMAIL_CLOSE = 'Thank you, I look forward to your answers.';

/** Longest `mailto:` link we make: mail apps and OS handlers cut or refuse longer ones (about 2,000 characters is safe everywhere). */
export const MAILTO_MAX_LENGTH = 2000;

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** "8 windows, 0 doors" → "8 windows"; "0 windows, 2 doors" → "2 doors"; anything else as written. */
function countsText(quantities: string | null | undefined): string {
  const text = clean(quantities);
  const parts = text
    .split(/\s*,\s*/)
    .filter((p) => !/^0\s/.test(p))
    .map((p) => p.replace(/^1 (window|door)s$/, '1 $1'));
  return parts.join(' and ');
}

function moneyText(totalCost: string | null | undefined): string {
  const value = Number(clean(totalCost));
  if (!clean(totalCost) || !Number.isFinite(value) || value <= 0) return '';
  return displayDollars(value, 'when-any');
}

/** "Questions about your quote Q-1042" or, with no number or date known, "… your quote of $12,480 for 8 windows". */
export function emailSubject(input: Pick<ContractorEmailInput, 'reference' | 'totalCost' | 'quantities'>): string {
  const reference = clean(input.reference);
  if (reference) return `Questions about your quote ${reference}`;
  const money = moneyText(input.totalCost);
  const counts = countsText(input.quantities);
  return ['Questions about your quote', money && `of ${money}`, counts && `for ${counts}`].filter(Boolean).join(' ');
}

function greeting(vendor: string | null | undefined): string {
  const name = clean(vendor);
  return name ? `Hello ${name} team,` : 'Hello,';
}

function bodyLines(input: ContractorEmailInput, questions: readonly string[], omitted: number): string[] {
  const name = clean(input.senderName);
  return [
    greeting(input.vendor),
    '',
    'Thank you for your quote. Before I decide, could you answer these questions?',
    '',
    ...questions.map((q, i) => `${i + 1}. ${clean(q)}`),
    ...(omitted > 0 ? ['', `I have ${omitted} more ${nounFor(omitted, 'question')} that I will send separately.`] : []),
    '',
    EMAIL_CLOSE,
    ...(name ? [name] : []),
  ];
}

export function contractorEmail(input: ContractorEmailInput): ContractorEmail {
  const subject = emailSubject(input);
  const body = bodyLines(input, input.questions, 0).join('\n');
  return { subject, body, text: `Subject: ${subject}\n\n${body}` };
}

/**
 * `mailto:?subject=…&body=…` (RFC 6068: percent-encoded, CRLF line breaks) no longer than `maxLength`:
 * questions that do not fit are left out from the end and the body says how many more there are;
 * `included` tells the page how many went in.
 */
export function contractorMailto(
  input: ContractorEmailInput,
  maxLength = MAILTO_MAX_LENGTH,
): { href: string; included: number } {
  const subject = emailSubject(input);
  const href = (count: number) => {
    const body = bodyLines(input, input.questions.slice(0, count), input.questions.length - count).join('\r\n');
    return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  };
  for (let count = input.questions.length; count > 0; count--) {
    const link = href(count);
    if (link.length <= maxLength) return { href: link, included: count };
  }
  const link = href(0);
  return { href: link.length <= maxLength ? link : `mailto:?subject=${encodeURIComponent(subject)}`, included: 0 };
}
