import { LIMITS } from '@portal/contract';

const MAX_MB = LIMITS.documentMaxBytes / (1024 * 1024);

/** Texts of the document widgets the contract does not hold (the shared UI contract's names). */
export const DOCUMENT_TEXTS = {
  notUploaded: 'Not uploaded',
  uploadHint: `PNG, JPG, PDF, DOC or DOCX, up to ${MAX_MB} MB`,
  maxMb: MAX_MB,
  fileInput: (label: string) => `${label} file`,
  upload: (label: string) => `Upload ${label}`,
  replace: (label: string) => `Replace ${label}`,
  uploadNewVersion: 'Upload a new version',
  uploading: (label: string) => `Uploading ${label}`,
  uploaded: (fileName: string) => `${fileName} uploaded.`,
  preview: (label: string) => `Preview ${label}`,
  rejectedTitle: 'Rejected',
  reason: (remarks: string) => `Reason: ${remarks}`,
  rejectedNoReason: 'This document was rejected. Upload a new version.',
  remark: (remarks: string) => `Remark: ${remarks}`,
  earlierVersions: 'Earlier versions',
  loadingVersions: 'Loading earlier versions…',
  versionsFailed: 'Earlier versions could not be loaded.',
  noEarlierVersions: 'No earlier versions.',
  version: (number: number) => `Version ${number}`,
  previewShort: 'Preview',
  previewVersion: (number: number, date: string) => `Preview version ${number} (${date})`,
  versionTitle: (label: string, number: number, date: string) => `${label}, version ${number} (${date})`,
  tryAgain: 'Try again',
  loadingPreview: 'Loading preview…',
  closePreview: 'Close preview',
  download: (name: string) => `Download ${name}`,
  oldWordFormat:
    'Old Word files (.doc) cannot be shown in the browser. Download the file to open it, or upload it again as .docx or PDF.',
  wordRenderFailed: 'This Word document could not be shown here. Download the file to open it.',
} as const;
