import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { TPostOfferStage } from '@portal/contract';
import { Link, Navigate } from 'react-router';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { postOfferPathOf } from '../../../lib/post-offer-link.ts';
import { usePostOfferList } from '../api/get-post-offer-list.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { ListSkeleton } from './post-offer-skeleton.tsx';

/**
 * Without ?application=: the student's applications past the offer. One opens at once (the stage the
 * address names kept); none says when this opens.
 */
export function PostOfferList({ stage }: { stage: TPostOfferStage | null }) {
  const list = usePostOfferList();
  if (list.isPending) return <ListSkeleton label={TEXTS.loadingList} />;
  if (list.isError) {
    return (
      <LoadFailedAlert
        title={TEXTS.listFailed}
        retryLabel={TEXTS.retry}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const [only, ...others] = list.data;
  if (only && !others.length)
    return <Navigate to={postOfferPathOf(only.applicationId, stage ?? undefined)} replace />;
  if (!only) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Title order={2} size="h3">
          {TEXTS.emptyTitle}
        </Title>
        <Text c="gray.7" mt="xs">
          {TEXTS.empty}
        </Text>
        <Button component={Link} to={PATHS.appliedCourses} mt="lg">
          {TEXTS.goToApplied}
        </Button>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <Text c="gray.7">{TEXTS.listIntro}</Text>
      <Stack component="ul" gap="sm" className="post-offer-plain-list">
        {list.data.map((summary) => (
          <Paper
            key={summary.applicationId}
            component="li"
            withBorder
            radius="md"
            p="md"
            className="post-offer-list-card"
          >
            <Title order={2} size="h4">
              <Anchor component={Link} to={postOfferPathOf(summary.applicationId, stage ?? undefined)}>
                {summary.courseName}
              </Anchor>
            </Title>
            <Text size="sm" c="gray.7">
              {summary.universityName} · {summary.country}
            </Text>
            {summary.nextStep && (
              <Text size="sm" mt={6}>
                <Text span fw={700} size="sm">
                  {TEXTS.actor[summary.nextStep.actor]}:
                </Text>{' '}
                {summary.nextStep.text}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
