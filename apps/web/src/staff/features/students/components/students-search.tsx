import { TextInput } from '@mantine/core';
import { STAFF_SEARCH_MAX } from '@portal/contract';
import { useEffect, useState } from 'react';
import { STUDENTS_TEXTS as TEXTS } from '../students-texts.ts';

/** How long typing may pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

export type TStudentsSearchProps = {
  /** The search of the address. */
  value: string;
  onSearch: (text: string) => void;
};

/**
 * The search box: the list follows once typing pauses (or at once on Enter); the address's search
 * (Back, a link) replaces what is typed.
 */
export function StudentsSearch({ value, onSearch }: TStudentsSearchProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <TextInput
      type="search"
      label={TEXTS.search}
      placeholder={TEXTS.searchPlaceholder}
      value={text}
      maxLength={STAFF_SEARCH_MAX}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(text.trim());
      }}
      miw={240}
      style={{ flex: '2 1 260px' }}
    />
  );
}
