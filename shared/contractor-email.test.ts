import { describe, expect, it } from 'vitest';
import {
  contractorEmail,
  contractorMailto,
  EMAIL_CLOSE,
  emailSubject,
  MAILTO_MAX_LENGTH,
} from '@shared/contractor-email.js';

const QUESTIONS = [
  'Your quote does not mention permits: will you pull the building permit and arrange the inspection, and is the fee included?',
  'Your quote lists “Dual pane Low-E glass” but no U-factor or SHGC: which NFRC-rated glass package is included, and does each unit meet ENERGY STAR for my climate zone?',
];

describe('the e-mail to the contractor', () => {
  it('has a subject that identifies the quote, a greeting with the vendor, the numbered questions and a polite close', () => {
    // Act
    const email = contractorEmail({
      questions: QUESTIONS,
      vendor: 'Silver State Glass & Windows',
      totalCost: '2415.00',
      quantities: '7 windows, 0 doors',
    });

    // Assess
    expect(email.subject).toBe('Questions about your quote of $2,415 for 7 windows');
    expect(email.body.split('\n')).toEqual([
      'Hello Silver State Glass & Windows team,',
      '',
      'Thank you for your quote. Before I decide, could you answer these questions?',
      '',
      `1. ${QUESTIONS[0]}`,
      `2. ${QUESTIONS[1]}`,
      '',
      EMAIL_CLOSE,
    ]);
    expect(
      email.text.startsWith(
        'Subject: Questions about your quote of $2,415 for 7 windows\n\nHello Silver State Glass & Windows team,\n',
      ),
    ).toBe(true);
  });

  it('uses the quote number or date when known, and says just "Hello," when the vendor is not', () => {
    expect(emailSubject({ reference: 'WD-84387', totalCost: '10381.90' })).toBe('Questions about your quote WD-84387');
    expect(emailSubject({ totalCost: '10381.90', quantities: '0 windows, 2 doors' })).toBe(
      'Questions about your quote of $10,381.90 for 2 doors',
    );
    expect(emailSubject({ quantities: '10 windows, 1 doors' })).toBe(
      'Questions about your quote for 10 windows and 1 door',
    );
    expect(emailSubject({})).toBe('Questions about your quote');
    expect(contractorEmail({ questions: QUESTIONS, vendor: null }).body.startsWith('Hello,\n')).toBe(true);
    expect(contractorEmail({ questions: QUESTIONS, vendor: '   ' }).body.startsWith('Hello,\n')).toBe(true);
  });

  it("signs with the homeowner's name only when they typed one, and holds nothing else of theirs", () => {
    const unsigned = contractorEmail({ questions: QUESTIONS, vendor: 'Acme' });
    const signed = contractorEmail({ questions: QUESTIONS, vendor: 'Acme', senderName: '  Pat  ' });

    expect(unsigned.body.endsWith(EMAIL_CLOSE)).toBe(true);
    expect(signed.body.endsWith(`${EMAIL_CLOSE}\nPat`)).toBe(true);
    // What goes in is the questions, the vendor, the total and the counts: no address, e-mail or phone field exists.
    expect(Object.keys(contractorEmail({ questions: [] }))).toEqual(['subject', 'body', 'text']);
  });

  it('opens the mail app with the subject and body percent-encoded and CRLF line breaks', () => {
    const { href, included } = contractorMailto({
      questions: QUESTIONS,
      vendor: 'Acme & Sons',
      totalCost: '2415.00',
      quantities: '7 windows, 0 doors',
    });
    const url = new URL(href);

    expect(
      href.startsWith('mailto:?subject=Questions%20about%20your%20quote%20of%20%242%2C415%20for%207%20windows&body='),
    ).toBe(true);
    expect(included).toBe(2);
    expect(url.searchParams.get('body')).toBe(
      contractorEmail({ questions: QUESTIONS, vendor: 'Acme & Sons' }).body.replace(/\n/g, '\r\n'),
    );
    expect(href.replace('&body=', '')).not.toMatch(/[\s&]/);
  });

  it('keeps the link under the length cap by leaving out the last questions, and says how many are left', () => {
    const many = Array.from({ length: 10 }, (_, i) => `${QUESTIONS[i % 2]} (${i + 1})`);
    const { href, included } = contractorMailto({ questions: many, vendor: 'Acme' });
    const body = new URL(href).searchParams.get('body')!;

    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(included).toBeGreaterThan(0);
    expect(included).toBeLessThan(10);
    expect(body).toContain(`${included}. ${many[included - 1]}`);
    expect(body).not.toContain(many[included]);
    expect(body).toContain(`I have ${10 - included} more questions that I will send separately.`);
    expect(body.endsWith(EMAIL_CLOSE)).toBe(true);
    expect(contractorMailto({ questions: many }, 100_000).included).toBe(10);
  });
});
