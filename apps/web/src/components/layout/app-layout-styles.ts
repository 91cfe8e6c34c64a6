/**
 * Mantine styles of the signed-in shell and most screens, loaded with the lazy app layout (not
 * render-blocking on the sign-in screen). The entry's sheet (app/mantine-styles.ts) has the global
 * styles and the sign-in screen's components; this adds the rest. `.layer.css` variants only.
 */
// Building blocks other components reuse.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Flex.layer.css';
// Components in common use.
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Breadcrumbs.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
