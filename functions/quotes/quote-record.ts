import type { ChecklistResult, Quote } from '../../shared/types.js';
import type { QuoteStatus } from '../../shared/statuses.js';

/** A quote as stored: the API's Quote plus what only the server needs. */
export interface QuoteRecord {
  id: string;
  fileName: string;
  contentType: string;
  fileSize: number;
  /** Key of the original file in the uploads bucket. */
  fileKey: string;
  status: QuoteStatus;
  progressMessage: string | null;
  /** The pipeline step that ran last; a retry resumes there. */
  pipelineStep?: string;
  userId: string | null;
  userEmail: string | null;
  /** The guest session that uploaded it (HttpOnly cookie), until an account claims it. */
  guestId: string | null;
  isGuestQuote: boolean;
  createdAt: string;
  updatedAt: string;
  overallScore: number | null;
  quoteType: string | null;
  vendor: string | null;
  totalCost: string | null;
  zipCode: string | null;
  customerZip: string | null;
  quantities: string | null;
  scope: string | null;
  projectAddress: string | null;
  scopeOfWork: string | null;
  checklistResults: ChecklistResult[];
  /** Fields extraction left empty because it was unsure, with why: the chat asks about them. */
  uncertainFields?: { field: string; reason: string }[];
}

/** The quote as the API answers it (spec section 3). */
export function toQuote(record: QuoteRecord): Quote {
  return {
    id: record.id,
    fileName: record.fileName,
    status: record.status,
    progressMessage: record.progressMessage ?? null,
    overallScore: record.overallScore ?? null,
    quoteType: record.quoteType ?? null,
    vendor: record.vendor ?? null,
    totalCost: record.totalCost ?? null,
    zipCode: record.zipCode ?? null,
    customerZip: record.customerZip ?? null,
    quantities: record.quantities ?? null,
    scope: record.scope ?? null,
    projectAddress: record.projectAddress ?? null,
    scopeOfWork: record.scopeOfWork ?? null,
    userId: record.userId ?? null,
    isGuestQuote: record.isGuestQuote,
    createdAt: record.createdAt,
    checklistResults: record.checklistResults ?? [],
  };
}

/** What the Extracted Text dialog shows (spec section 3), stored apart from the quote. */
export interface ExtractedTextRecord {
  extractedText: string;
  extractionDetails: string;
  charactersExtracted: number;
  extractionMethod: string;
  extractionTimestamp: string;
  meanConfidence: number;
}
