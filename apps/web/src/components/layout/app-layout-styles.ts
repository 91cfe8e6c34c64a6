/**
 * Mantine sheets of the signed-in shell and the courses screen (header, progress bar, breadcrumb, the
 * detail's badge and skeleton), loaded with the lazy app layout: render-blocking for a signed-in first
 * paint, so only what that paint uses. The entry's sheet (app/mantine-styles.ts) has the global styles and
 * the sign-in screen's components. Components that only lazy parts use import their sheets beside the use
 * (components/ui/select-styles.ts for the selects; the account menu, the registration form). `.layer.css`
 * variants only.
 */
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Breadcrumbs.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
