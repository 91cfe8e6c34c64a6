import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { eventStatLabelsOf, type TEventRegistrationResult } from '@portal/contract';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { addressLinesOf, formatEventDate, formatEventTimeRange, formatStatCount } from '../event-format.ts';
import {
  CalendarIcon,
  CheckCircleIcon,
  GlobeIcon,
  PinIcon,
  TickIcon,
  UniversityIcon,
} from './event-icons.tsx';
import './event-success.css';
import '@mantine/core/styles/SimpleGrid.layer.css';

/** §2: what the 'FREE' banner lists. */
export const FREE_BENEFITS = [
  'Personalised counselling by an expert',
  'Scholarship and visa information',
  'Course and country guidance',
] as const;

export type TEventSuccessDetailsProps = {
  registration: TEventRegistrationResult;
  /** A student whose registration form is still to be filled is asked to do it next. */
  isNewUser: boolean;
};

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="lg" p="lg" className="event-card" aria-labelledby={titleId}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <span className="event-card__icon">{icon}</span>
        <Stack gap={4} miw={0}>
          <Title order={2} id={titleId} className="event-card__title">
            {title}
          </Title>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

function StatCard({ icon, count, label }: { icon: ReactNode; count: number; label: string }) {
  return (
    <Paper withBorder radius="lg" p="md" className="event-stat">
      <span className="event-stat__icon">{icon}</span>
      <Text className="event-stat__count">{formatStatCount(count)}</Text>
      <Text className="event-stat__label">{label}</Text>
    </Paper>
  );
}

/** The Event registration success screen of §2, for a registration the server confirmed. */
export function EventSuccessDetails({ registration, isNewUser }: TEventSuccessDetailsProps) {
  const { event, eventCode, referenceId } = registration;
  const labels = eventStatLabelsOf(eventCode);
  const timeRange = formatEventTimeRange(event.startTime, event.endTime);
  const freeTitleId = useId();

  return (
    <Stack gap="lg" maw={880} mx="auto" className="event-success">
      <Stack gap={6} align="center" ta="center">
        <span className="event-success__check">
          <CheckCircleIcon />
        </span>
        <Title order={1} className="event-success__heading">
          Registration Successful
        </Title>
        <Text size="lg">
          Reference ID: <strong data-testid="event-reference-id">{referenceId}</strong>
        </Text>
        <Text c="dimmed" maw={560}>
          {event.remarks || `You are registered for the event in ${event.city}.`} Show your reference ID at
          the registration desk.
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <InfoCard icon={<CalendarIcon />} title="Date/Time">
          <Text fw={600}>{formatEventDate(event.date)}</Text>
          {timeRange && <Text>{timeRange}</Text>}
        </InfoCard>
        <InfoCard icon={<PinIcon />} title="Venue">
          <address className="event-card__address">
            {addressLinesOf(event.address).map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: address lines may repeat; their order is fixed
              <span key={index}>{line}</span>
            ))}
          </address>
          {event.locationLink && (
            <Anchor href={event.locationLink} target="_blank" rel="noopener noreferrer" fw={600} size="sm">
              View location on map<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          )}
        </InfoCard>
      </SimpleGrid>

      <SimpleGrid cols={2} spacing="md">
        <StatCard icon={<GlobeIcon />} count={event.countryCount} label={labels.countries} />
        <StatCard icon={<UniversityIcon />} count={event.universityCount} label={labels.universities} />
      </SimpleGrid>

      <Paper component="section" radius="lg" p="lg" className="event-free" aria-labelledby={freeTitleId}>
        <Group gap="sm" mb="sm">
          <Badge size="lg" radius="sm" className="event-free__badge">
            FREE
          </Badge>
          <Title order={2} id={freeTitleId} className="event-free__title">
            At the event, free of charge
          </Title>
        </Group>
        <ul className="event-free__list">
          {FREE_BENEFITS.map((benefit) => (
            <li key={benefit}>
              <TickIcon />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </Paper>

      {isNewUser && (
        <Paper withBorder radius="lg" p="lg" className="event-next-step">
          <Stack gap="sm">
            <Text fw={600}>One more step: tell us about your study plans</Text>
            <Text c="dimmed" size="sm">
              Your answers let the counsellors at the event match you with courses.
            </Text>
            <Button component={Link} to={PATHS.registration} size="md" w={{ base: '100%', xs: 'auto' }}>
              Complete registration
            </Button>
          </Stack>
        </Paper>
      )}

      <Group justify="center">
        <Button
          component={Link}
          to={PATHS.courses}
          size="md"
          variant={isNewUser ? 'outline' : 'filled'}
          w={{ base: '100%', xs: 'auto' }}
          miw={200}
        >
          View Courses
        </Button>
      </Group>
    </Stack>
  );
}
