// Messages of long jobs (imports, exports): progress phases and the spec's cancellation texts
// (spec 001 §4 Downloads and exports, §8 Uploads, notifications and locks).

export const JOB_MESSAGES = {
  'msgCodes.documentCanceled': 'Your document has been canceled',
  'msgCodes.zipCanceled': 'Your ZIP download has been cancelled',
  'msgCodes.collectionTooLarge': 'This collection is larger than 20 GB and cannot be downloaded.',
  'msgCodes.jobFailed': 'The file could not be created. Please try again.',
  'msgCodes.jobReading': 'Reading file…',
  'msgCodes.jobValidating': 'Validating items…',
  'msgCodes.jobRendering': 'Creating document…',
  'msgCodes.jobZipping': 'Adding images…',
  'msgCodes.documentExported': 'Document Exported',
} as const;

export type JobMessageId = keyof typeof JOB_MESSAGES;

/** Download types (spec 000 §9): zip, pdf, xlsx. */
export type DownloadKind = 'zip' | 'pdf' | 'xlsx';

/** The message a user sees after cancelling a job of this kind. */
export function jobCancelMessage(kind: DownloadKind): JobMessageId {
  return kind === 'zip' ? 'msgCodes.zipCanceled' : 'msgCodes.documentCanceled';
}

/** Progress a job reports: a phase message and done / total units of work. */
export interface JobProgress {
  readonly phase: JobMessageId;
  readonly done: number;
  readonly total: number;
}
