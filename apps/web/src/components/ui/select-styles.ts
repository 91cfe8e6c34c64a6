/**
 * Mantine sheets of Select and MultiSelect (their dropdown, options list and pills), imported beside each
 * use: the filter bar, the empty state's search and the registration form all load lazily, so these stay
 * out of the signed-in layout's render-blocking sheet.
 */
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
