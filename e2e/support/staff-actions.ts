import { type APIRequestContext, expect } from '@playwright/test';
import {
  PLATFORM_FEE,
  type TApplicationStaffView,
  type TApplicationStatus,
  type TConditionalDocumentsUpdateResult,
  type TConditionalDocumentType,
  type TDocumentStatus,
  type TDocumentType,
  type TOfferLetterKind,
  type TStaffCounsellingBooking,
  type TStaffPaymentSummary,
  type TStaffShortlistResult,
  type TStaffStudentDetail,
  ZApplicationStaffView,
  ZConditionalDocumentsUpdateResult,
  ZStaffCounsellingBooking,
  ZStaffPaymentSummary,
  ZStaffShortlistResult,
  ZStaffStudentDetail,
} from '@portal/contract';
import type { TSampleFile } from './sample-files.ts';
import { asStaff, staffTokenOf } from './staff.ts';

/**
 * What a counsellor does for a student, one function per staff call (apps/api/src/modules/staff/routes.ts,
 * applications/staff-routes.ts, documents/routes.ts). Each answer is parsed with the contract's schema, so a
 * changed response shape fails here rather than as a puzzling step later.
 */

/** GET /api/staff/students/{studentId}: account, documents, shortlist, counselling, payment, applications. */
export async function studentDetail(
  request: APIRequestContext,
  studentId: number,
): Promise<TStaffStudentDetail> {
  return ZStaffStudentDetail.parse(await asStaff(request, 'GET', `/api/staff/students/${studentId}`));
}

/** The student's current document of `type` (fails when there is none). */
export async function documentOf(request: APIRequestContext, studentId: number, type: TDocumentType) {
  const found = (await studentDetail(request, studentId)).documents.find(
    (document) => document.type === type,
  );
  if (!found) throw new Error(`student ${studentId} has no ${type} document`);
  return found;
}

/** PUT /student/document/update-status */
export async function setDocumentStatus(
  request: APIRequestContext,
  studentId: number,
  documentId: number,
  status: TDocumentStatus,
): Promise<void> {
  await asStaff(request, 'PUT', '/student/document/update-status', { studentId, documentId, status });
}

/** PUT /student/document/update-remarks ('' clears them). */
export async function setDocumentRemarks(
  request: APIRequestContext,
  studentId: number,
  documentId: number,
  remarks: string,
): Promise<void> {
  await asStaff(request, 'PUT', '/student/document/update-remarks', { studentId, documentId, remarks });
}

/** POST /api/staff/students/{studentId}/counselling/complete: the BOOKED session is held. */
export async function completeCounselling(
  request: APIRequestContext,
  studentId: number,
): Promise<TStaffCounsellingBooking> {
  return ZStaffCounsellingBooking.parse(
    await asStaff(request, 'POST', `/api/staff/students/${studentId}/counselling/complete`),
  );
}

/** POST /api/staff/students/{studentId}/payments: the platform fee received offline (in full by default). */
export async function recordPayment(
  request: APIRequestContext,
  studentId: number,
  amount: number = PLATFORM_FEE.total,
): Promise<TStaffPaymentSummary> {
  return ZStaffPaymentSummary.parse(
    await asStaff(request, 'POST', `/api/staff/students/${studentId}/payments`, { amount }),
  );
}

/** PUT /api/staff/students/{studentId}/shortlist/{courseId}; NOT_ELIGIBLE needs a reason (staff only). */
export async function setShortlistStatus(
  request: APIRequestContext,
  studentId: number,
  courseId: number,
  status: 'EXPERT_CHOICE' | 'NOT_ELIGIBLE',
  reason = status === 'NOT_ELIGIBLE' ? 'The entry requirements are not met.' : '',
): Promise<TStaffShortlistResult> {
  return ZStaffShortlistResult.parse(
    await asStaff(request, 'PUT', `/api/staff/students/${studentId}/shortlist/${courseId}`, {
      status,
      reason,
    }),
  );
}

/** PUT /api/staff/applications/{applicationId}/status */
export async function setApplicationStatus(
  request: APIRequestContext,
  applicationId: number,
  status: TApplicationStatus,
): Promise<TApplicationStaffView> {
  return ZApplicationStaffView.parse(
    await asStaff(request, 'PUT', `/api/staff/applications/${applicationId}/status`, { status }),
  );
}

/** POST /api/staff/applications/{applicationId}/offer-letter?kind= (multipart `file`, a PDF). */
export async function uploadOfferLetter(
  request: APIRequestContext,
  applicationId: number,
  kind: TOfferLetterKind,
  file: TSampleFile,
): Promise<TApplicationStaffView> {
  const url = `/api/staff/applications/${applicationId}/offer-letter?kind=${kind}`;
  const response = await request.post(url, {
    headers: { authorization: `Bearer ${await staffTokenOf(request)}` },
    multipart: { file },
  });
  expect(response.ok(), `POST ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return ZApplicationStaffView.parse(await response.json());
}

/** PUT /api/staff/applications/{applicationId}/conditional-documents: the whole list of types asked for. */
export async function setConditionalDocuments(
  request: APIRequestContext,
  applicationId: number,
  types: TConditionalDocumentType[],
): Promise<TConditionalDocumentsUpdateResult> {
  return ZConditionalDocumentsUpdateResult.parse(
    await asStaff(request, 'PUT', `/api/staff/applications/${applicationId}/conditional-documents`, {
      types,
    }),
  );
}
