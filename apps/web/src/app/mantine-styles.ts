/**
 * Mantine styles, per component instead of the whole 42 KB (gzip) sheet. This entry sheet is
 * render-blocking, so it holds only what the first paint needs: the global styles and the components of
 * the sign-in screen, its toasts, the page loader and the error screen. The signed-in shell's sheet
 * (components/layout/app-layout-styles.ts) is loaded with the lazy app layout and adds the rest.
 * All are the `.layer.css` variants (inside `@layer mantine`), so our own unlayered CSS always wins and
 * lazy chunks may add more in any order.
 * A screen using a component that is not listed in either file imports its sheet itself, beside the use:
 *   import '@mantine/core/styles/Stepper.layer.css';
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// Building blocks other components reuse.
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Input.layer.css';
// The sign-in screen, toasts, page loader and error screen.
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/notifications/styles.layer.css';
