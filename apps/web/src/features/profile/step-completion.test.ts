import {
  DOCUMENT_STATUSES,
  PROFILE_REQUIRED_DOCUMENTS,
  type TDocumentStatus,
  type TDocumentType,
  type TStudentDocument,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { savedDocument, savedProfile } from './profile-fixtures.ts';
import { PROFILE_SECTIONS } from './profile-texts.ts';
import { stepCompletion } from './step-completion.ts';

const documentsOf = (types: readonly TDocumentType[], status: TDocumentStatus = 'UPLOADED') =>
  types.map((type, index): TStudentDocument => ({ ...savedDocument(type, index + 1), status }));
const ALL_REQUIRED = Object.values(PROFILE_REQUIRED_DOCUMENTS).flat();

describe('stepCompletion', () => {
  it('every step is done with every field and every required document', () => {
    expect(stepCompletion(savedProfile(), documentsOf(ALL_REQUIRED))).toEqual([true, true, true, true]);
  });

  it('needs exactly the documents the server weighs, per step (the contract list)', () => {
    expect(PROFILE_REQUIRED_DOCUMENTS).toEqual({
      personal: ['PASSPORT'],
      contact: [],
      academic: ['SSC', 'HSC'],
      additional: ['RESUME', 'LETTER_OF_RECOMMENDATION_1', 'LETTER_OF_RECOMMENDATION_2'],
    });
  });

  // Each required document missing leaves its own step to do and no other.
  it.each(ALL_REQUIRED)('without %s its step is to do', (missing) => {
    const step = PROFILE_SECTIONS.findIndex(({ id }) =>
      (PROFILE_REQUIRED_DOCUMENTS[id] as readonly TDocumentType[]).includes(missing),
    );
    const done = stepCompletion(savedProfile(), documentsOf(ALL_REQUIRED.filter((type) => type !== missing)));
    expect(done).toEqual(PROFILE_SECTIONS.map((_, index) => index !== step));
  });

  it.each(DOCUMENT_STATUSES)('a document counts when %s unless REJECTED', (status) => {
    const done = stepCompletion(savedProfile(), documentsOf(ALL_REQUIRED, status));
    expect(done).toEqual(status === 'REJECTED' ? [false, true, false, false] : [true, true, true, true]);
  });

  it('optional documents and fields are not needed; a missing field is', () => {
    const required = documentsOf(ALL_REQUIRED);
    // No experience certificate, no address line 2, no degree rows: still done.
    expect(stepCompletion(savedProfile({ addressLineTwo: '' }), required)).toEqual([true, true, true, true]);
    expect(stepCompletion(savedProfile({ passportNumber: ' ' }), required)[0]).toBe(false);
    expect(stepCompletion(savedProfile({ zipCode: '' }), required)[1]).toBe(false);
    const noTwelfth = savedProfile({
      additionalDocuments: [{ type: 'SSC', universityName: 'CBSE', passingYear: '2017', score: '92%' }],
    });
    expect(stepCompletion(noTwelfth, required)[2]).toBe(false);
  });

  it('the experience certificate alone does not complete Additional', () => {
    const documents = documentsOf(['RESUME', 'LETTER_OF_RECOMMENDATION_1', 'EXPERIENCE_CERTIFICATE']);
    expect(stepCompletion(savedProfile(), documents)[3]).toBe(false);
  });
});
