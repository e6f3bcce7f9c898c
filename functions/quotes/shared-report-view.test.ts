import { describe, expect, it } from 'vitest';
import { toAdminQuote } from '../admin/admin-quotes.js';
import { fingerprintPii } from '../fields/pii-fingerprints.js';
import { toQuoteDetail, type QuoteRecord } from './quote-record.js';
import { sharedReportView } from './shared-report-view.js';

const PII = ['Anthony Sorensen', '941-555-0118', 'anthony.sorensen57@att.net', '15796 Siesta Dr'];

/** A stored quote carrying every kind of personal data and link the full view or the record may hold. */
function quoteWithEverything(): QuoteRecord {
  return {
    id: 'b1c3c0de-0000-4000-8000-000000000001',
    fileName: 'Anthony Sorensen quote.pdf',
    fileKey: 'uploads/originals/b1c3c0de-0000-4000-8000-000000000001',
    contentType: 'application/pdf',
    fileSize: 1234,
    status: 'completed',
    progressMessage: 'Analysis complete',
    overallScore: 82,
    quoteType: 'windows',
    vendor: 'Suncoast Window Solutions',
    totalCost: '10381.90',
    zipCode: '34231',
    customerZip: '34231',
    quantities: '8 windows, 0 doors',
    scope: 'Impact windows',
    projectAddress: '15796 Siesta Dr, Sarasota FL 34231',
    scopeOfWork: 'Call Anthony Sorensen at 941-555-0118',
    userId: 'user-1',
    userEmail: 'anthony.sorensen57@att.net',
    guestId: 'guest-session-secret-value-0123456789',
    isGuestQuote: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:05:00.000Z',
    answers: { deposit: 'My name is Anthony Sorensen' } as never,
    pendingQuestion: null,
    chatSubject: 'Anthony Sorensen asked about permits',
    checklistResults: [
      {
        id: 'pricing_analysis',
        category: 'pricing',
        title: 'Pricing Analysis',
        status: 'good',
        explanation: '**$10,381.90** for 8 windows is close to the typical price in Florida.',
        evidence: ['Total: $10,381.90', 'Customer phone 941-555-0118', '  '],
        modified: true,
        modificationHistory: [{ date: '2026-11-20', reason: 'Anthony Sorensen said the total is $10,381.90' }],
        modificationReason: 'Anthony Sorensen said so',
        question: { text: 'Ask Anthony Sorensen?' } as never,
      },
      {
        id: 'payment_terms',
        category: 'payment',
        title: 'Payment Terms',
        status: 'bad',
        explanation: 'A 50% deposit; write to anthony.sorensen57@att.net at 15796 Siesta Dr for the rest.',
      },
    ],
  };
}

const SHARE = { expiresAt: '2026-12-20T10:00:00.000Z' };

describe('sharedReportView', () => {
  it('answers exactly the allow-listed fields', () => {
    const view = sharedReportView(quoteWithEverything(), SHARE);
    expect(Object.keys(view).sort()).toEqual(
      [
        'checklistResults',
        'createdAt',
        'expiresAt',
        'overallScore',
        'quantities',
        'quoteType',
        'scope',
        'state',
        'totalCost',
        'vendor',
        'zipCode',
      ].sort(),
    );
    for (const result of view.checklistResults) {
      expect(Object.keys(result).sort()).toEqual(['category', 'evidence', 'explanation', 'id', 'status', 'title']);
    }
    expect(view).toMatchObject({
      vendor: 'Suncoast Window Solutions',
      totalCost: '10381.90',
      zipCode: '34231',
      state: 'FL',
      quantities: '8 windows, 0 doors',
      scope: 'Impact windows',
      quoteType: 'windows',
      overallScore: 82,
      expiresAt: SHARE.expiresAt,
    });
    expect(view.checklistResults.map((r) => r.title)).toEqual(['Pricing Analysis', 'Payment Terms']);
  });

  it('holds no personal information, no id, no file name or link and nothing of the chat', () => {
    const json = JSON.stringify(sharedReportView(quoteWithEverything(), SHARE));
    for (const pii of PII) expect(json).not.toContain(pii);
    for (const leak of [
      'b1c3c0de',
      'uploads/',
      '/api/',
      'original',
      'extracted',
      '.pdf',
      'user-1',
      'guest-session',
      'Ask ',
      'modification',
    ]) {
      expect(json.toLowerCase()).not.toContain(leak.toLowerCase());
    }
    for (const key of [
      'fileName',
      'fileKey',
      'projectAddress',
      'scopeOfWork',
      'customerZip',
      'userId',
      'userEmail',
      'guestId',
      'id":"b1',
      'answers',
      'chatSubject',
      'question',
      'progressMessage',
    ]) {
      expect(json).not.toContain(`"${key}`);
    }
  });

  it('redacts phone numbers, e-mails and street lines that slipped into the evidence or the explanations', () => {
    const [pricing, payment] = sharedReportView(quoteWithEverything(), SHARE).checklistResults;
    expect(pricing.evidence).toEqual(['Total: $10,381.90', 'Customer phone [PHONE]']);
    expect(pricing.explanation).toBe('**$10,381.90** for 8 windows is close to the typical price in Florida.');
    expect(payment.explanation).toContain('[EMAIL]');
    expect(payment.explanation).toContain('[STREET ADDRESS]');
    expect(payment.evidence).toEqual([]);
  });

  it('gives null for missing or malformed figures instead of passing them on', () => {
    const quote = {
      ...quoteWithEverything(),
      vendor: null,
      totalCost: 'call me',
      zipCode: '3423',
      overallScore: null,
      checklistResults: [],
    };
    expect(sharedReportView(quote as QuoteRecord, SHARE)).toMatchObject({
      vendor: null,
      totalCost: null,
      zipCode: null,
      state: null,
      overallScore: null,
      checklistResults: [],
    });
  });

  it('passes markup in a vendor name on as text (the web app renders it as text, never as HTML)', () => {
    const quote = { ...quoteWithEverything(), vendor: '<img src=x onerror=alert(1)>' };
    expect(sharedReportView(quote, SHARE).vendor).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('the shared report of a quote whose upload-time redaction missed a name', () => {
  const found = [
    { kind: 'name' as const, text: 'Maria Haraldsen' },
    { kind: 'street' as const, text: '2554 Harbor View Ln' },
  ];
  const missed = (evidence: string[], piiFingerprints = fingerprintPii(found, { vendor: 'Allegheny Windows' })) =>
    ({
      ...quoteWithEverything(),
      vendor: 'Allegheny Windows',
      piiFingerprints,
      checklistResults: [
        {
          id: 'pricing_analysis',
          category: 'pricing',
          title: 'Pricing Analysis',
          status: 'good',
          explanation: '',
          evidence,
        },
      ],
    }) as unknown as QuoteRecord;

  it('hides the words of the names and streets found at upload, by their fingerprints', () => {
    const view = sharedReportView(missed(['Maria — as promised, here is the quote for 14 windows']), SHARE);
    expect(view.checklistResults[0]!.evidence).toEqual([
      '[CUSTOMER NAME] — as promised, here is the quote for 14 windows',
    ]);
    expect(view.vendor).toBe('Allegheny Windows');
  });

  it('masks a name after a customer label even when nothing was found at upload', () => {
    const view = sharedReportView(missed(['Customer: Jane Doe   14 windows'], undefined), SHARE);
    expect(view.checklistResults[0]!.evidence).toEqual(['Customer: [CUSTOMER NAME]   14 windows']);
  });

  it('never shows the fingerprints, here or in the quote the owner reads', () => {
    const record = missed(['x']);
    expect(JSON.stringify(sharedReportView(record, SHARE))).not.toContain(record.piiFingerprints!.salt);
    expect(JSON.stringify(toQuoteDetail(record))).not.toContain(record.piiFingerprints!.salt);
    expect(JSON.stringify(toAdminQuote(record))).not.toContain(record.piiFingerprints!.salt);
  });
});
