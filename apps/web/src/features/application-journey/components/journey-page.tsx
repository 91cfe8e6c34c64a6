import { Anchor, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useApplications } from '../../../lib/api/get-applications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useJourneyAddress } from '../hooks/use-journey-address.ts';
import { chooseApplicationId } from '../journey-selection.ts';
import { JOURNEY_TEXTS } from '../journey-texts.ts';
import { JourneyContent } from './journey-content.tsx';
import { JourneyStepper } from './journey-stepper.tsx';
import './journey.css';
import { BackAndBreadcrumb } from '../../../components/ui/back-and-breadcrumb.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';

/**
 * /application-journey (§2 Application journey, §4 Offer stages): the application of the address, else
 * this tab's last one, else the newest (opted-out ones only when the address names them); the step in the
 * address (?step=0…3).
 */
export function JourneyPage() {
  const applications = useApplications();
  const { step, fromAddress, fromSession, go } = useJourneyAddress();
  const list = applications.data ?? [];
  const applicationId = chooseApplicationId({ fromAddress, fromSession, applications: list });
  // Opted-out applications are closed: the chooser offers only the live ones, and the shown one.
  const choosable = list.filter(
    (application) => application.status !== 'WITHDRAWN' || application.id === applicationId,
  );

  return (
    <Stack gap="md" className="journey-page">
      <BackAndBreadcrumb
        back={{ to: PATHS.dashboard, label: JOURNEY_TEXTS.back }}
        trail={[{ to: PATHS.appliedCourses, label: JOURNEY_TEXTS.breadcrumbRoot }]}
        current={JOURNEY_TEXTS.breadcrumbCurrent}
      />
      <Title order={1} size="h2">
        {JOURNEY_TEXTS.title}
      </Title>
      {applications.isError && (
        <LoadFailedAlert
          title={JOURNEY_TEXTS.loadFailed}
          retryLabel={JOURNEY_TEXTS.tryAgain}
          onRetry={() => void applications.refetch()}
        />
      )}
      {applications.isPending && (
        <>
          <VisuallyHidden role="status">{JOURNEY_TEXTS.loading}</VisuallyHidden>
          <Skeleton className="journey-application" />
          <JourneyStepper step={step} onStep={(next) => go(null, next)} />
          <Skeleton h={360} radius="md" />
        </>
      )}
      {applications.isSuccess && applicationId === null && (
        <Stack gap="xs" align="flex-start">
          <Text>{JOURNEY_TEXTS.noApplication}</Text>
          <Anchor component={Link} to={PATHS.shortlisted} fw={600}>
            {JOURNEY_TEXTS.goToShortlist}
          </Anchor>
        </Stack>
      )}
      {applicationId !== null && (
        <JourneyContent applications={choosable} applicationId={applicationId} step={step} go={go} />
      )}
    </Stack>
  );
}
