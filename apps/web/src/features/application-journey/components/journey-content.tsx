import { Title } from '@mantine/core';
import { APPLICATION_STEPS, type TApplicationListItem } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { readUserName } from '../../../lib/session.ts';
import { studentProfileQuery } from '../../../lib/student-profile-query.ts';
import { useApplication } from '../api/get-application.ts';
import { JOURNEY_TEXTS } from '../journey-texts.ts';
import { CONDITIONAL_STEP } from '../offer-stage.ts';
import { AdditionalDocs } from './additional-docs.tsx';
import { ApplicationChooser } from './application-chooser.tsx';
import { EssentialDocs } from './essential-docs.tsx';
import { JourneyStepper } from './journey-stepper.tsx';
import { OfferStep } from './offer-step.tsx';
import { WithdrawnNotice } from './withdrawn-notice.tsx';

export type TJourneyContentProps = {
  applications: readonly TApplicationListItem[];
  applicationId: number;
  step: number;
  go: (applicationId: number, step: number) => void;
};

/**
 * The chosen application: the chooser, the four steps and the shown step's panel (an opted-out one's
 * panel only says so).
 */
export function JourneyContent({ applications, applicationId, step, go }: TJourneyContentProps) {
  const application = useApplication(applicationId);
  const profile = useQuery({ ...studentProfileQuery(), enabled: !readUserName() });
  const name = readUserName() || profile.data?.fullName || JOURNEY_TEXTS.noName;

  // §4: the status is re-read whenever the active step changes (the first read is the query's own).
  const shown = useRef({ applicationId, step });
  const { refetch } = application;
  useEffect(() => {
    const previous = shown.current;
    shown.current = { applicationId, step };
    if (previous.applicationId === applicationId && previous.step !== step) void refetch();
  }, [applicationId, step, refetch]);

  // The list's status until the application's own read answers (it may be newer: another tab opted out).
  const listed = applications.find((item) => item.id === applicationId);
  const isWithdrawn = (application.data?.status ?? listed?.status) === 'WITHDRAWN';
  const panelTitle = APPLICATION_STEPS[step] ?? '';
  return (
    <>
      <ApplicationChooser
        applications={applications}
        applicationId={applicationId}
        onChoose={(id) => go(id, step)}
      />
      <JourneyStepper
        step={step}
        reached={isWithdrawn ? undefined : application.data?.step}
        onStep={(next) => go(applicationId, next)}
      />
      <section className="journey-panel" aria-label={panelTitle}>
        {(step < CONDITIONAL_STEP || isWithdrawn) && (
          <Title order={2} size="h3">
            {panelTitle}
          </Title>
        )}
        {isWithdrawn && <WithdrawnNotice />}
        {!isWithdrawn && step === 0 && <EssentialDocs />}
        {!isWithdrawn && step === 1 && <AdditionalDocs applicationId={applicationId} />}
        {!isWithdrawn && step >= CONDITIONAL_STEP && (
          <OfferStep applicationId={applicationId} step={step} application={application} name={name} />
        )}
      </section>
    </>
  );
}
