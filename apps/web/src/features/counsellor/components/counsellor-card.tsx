import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { CounsellorCardView } from '../../../components/counsellor/counsellor-card-view.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useCounsellor } from '../api/get-counsellor.ts';
import { COUNSELLOR_TEXTS } from '../counsellor-texts.ts';
import { CounsellorCardSkeleton } from './counsellor-card-skeleton.tsx';

export type TCounsellorCardProps = {
  /** Compact on the dashboard (with a link to /counsellor), full on /counsellor. */
  variant?: 'full' | 'compact';
};

/** The student's counsellor from GET /api/student/counsellor: a skeleton, the card, or the failure with a retry. */
export function CounsellorCard({ variant = 'full' }: TCounsellorCardProps) {
  const counsellor = useCounsellor();
  if (counsellor.isPending) return <CounsellorCardSkeleton variant={variant} />;
  if (counsellor.isError) {
    return (
      <LoadFailedAlert
        title={COUNSELLOR_TEXTS.loadFailed}
        retryLabel={COUNSELLOR_TEXTS.retry}
        onRetry={() => void counsellor.refetch()}
      />
    );
  }
  const moreLink =
    variant === 'compact' ? (
      <Anchor component={Link} to={PATHS.counsellor} size="sm" fw={600} mt="md" display="inline-block">
        {COUNSELLOR_TEXTS.openPage}
      </Anchor>
    ) : undefined;
  // The room lets the card measure the width it is given (two columns where there is space).
  return (
    <div className="counsellor-card-room">
      <CounsellorCardView counsellor={counsellor.data} variant={variant} moreLink={moreLink} />
    </div>
  );
}
