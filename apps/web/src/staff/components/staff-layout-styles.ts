/**
 * Mantine sheets most console pages use (loaded with the console's frame, a lazy chunk: never on the
 * sign-in route nor the student screens). A page using another component imports its sheet beside the use.
 */
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Table.layer.css';
import './staff-layout.css';
