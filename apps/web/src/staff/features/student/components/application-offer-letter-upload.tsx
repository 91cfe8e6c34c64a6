import type { TOfferLetterKind } from '@portal/contract';
import { useState } from 'react';
import { UploadControl } from '../../../../components/documents/upload-control.tsx';
import { errorMessageOf } from '../../../../lib/api-error.ts';
import { useUploadOfferLetter } from '../api/application-upload-offer-letter.ts';
import { checkOfferLetterFile, OFFER_LETTER_ACCEPT } from '../application-offer-letter-check.ts';
import { APPLICATION_SECTION_TEXTS as TEXTS } from '../application-texts.ts';

export type TApplicationOfferLetterUploadProps = {
  studentId: number;
  applicationId: number;
  kind: TOfferLetterKind;
  /** Told once the server has the letter (the card keeps what was uploaded this visit). */
  onUploaded: (kind: TOfferLetterKind) => void;
  /** The letter is already on file (from the detail or this visit): the button replaces it. */
  isOnFile?: boolean;
};

/**
 * One offer letter's upload: the documents' upload control (a labelled file input "Conditional offer
 * letter (PDF)" opened by a button, a progress bar, "{file} uploaded.") with the contract's letter rules
 * checked before sending (PDF, 10 MB), a toast on success and the server's refusal beside the button.
 * Sent as soon as a file is chosen.
 */
export function ApplicationOfferLetterUpload({
  studentId,
  applicationId,
  kind,
  onUploaded,
  isOnFile = false,
}: TApplicationOfferLetterUploadProps) {
  const upload = useUploadOfferLetter(studentId, applicationId, kind, TEXTS.letterUploaded[kind]);
  const [progress, setProgress] = useState(0);
  const letter = TEXTS.letterName[kind];
  const hint = `${isOnFile ? `${TEXTS.letterOnFile} ` : ''}${TEXTS.letterHint}`;

  return (
    <UploadControl
      actionLabel={isOnFile ? TEXTS.replaceLetter(letter) : TEXTS.uploadLetter(letter)}
      inputLabel={TEXTS.letterInput[kind]}
      progressLabel={TEXTS.uploadingLetter(letter)}
      isPending={upload.isPending}
      progress={progress}
      failure={upload.isError ? errorMessageOf(upload.error, TEXTS.letterFailed) : null}
      rules={{ accept: OFFER_LETTER_ACCEPT, check: checkOfferLetterFile, hint }}
      onFile={(file) => {
        setProgress(0);
        return upload
          .mutateAsync({ file, onProgress: (fraction) => setProgress(Math.round(fraction * 100)) })
          .then(() => onUploaded(kind));
      }}
    />
  );
}
