import { Button, TextInput } from '@mantine/core';
import { COURSE_SEARCH_MESSAGES, SEARCH_TEXT_MAX_LENGTH, ZCourseSearchText } from '@portal/contract';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths.ts';
import { SEARCH_PARAM, searchPath } from '../../lib/search-params.ts';
import { SEARCH_LABELS, type TSearchKind } from './header-search-kinds.ts';
import './header-search.css';

type TSearch = {
  path: typeof PATHS.courses | typeof PATHS.shortlisted;
  hint: string;
  /** The text to search for, or the message saying why it cannot be sent. */
  check: (text: string) => { text: string } | { error: string };
};

/**
 * The catalogue is searched by the API (q: at least 3 characters, 3 letters or digits in a row; the
 * contract's rule and messages), so the box says so and sends nothing shorter. The shortlist is filtered on
 * its screen by name: any text.
 */
const SEARCHES: Record<TSearchKind, TSearch> = {
  courses: {
    path: PATHS.courses,
    hint: 'Part of a course or university name: at least 3 characters.',
    check: (text) => {
      const parsed = ZCourseSearchText.safeParse(text);
      if (!parsed.success)
        return { error: parsed.error.issues[0]?.message ?? COURSE_SEARCH_MESSAGES.tooShort };
      return parsed.data === undefined ? { error: COURSE_SEARCH_MESSAGES.tooShort } : { text: parsed.data };
    },
  },
  shortlisted: {
    path: PATHS.shortlisted,
    hint: 'Part of a course or university name.',
    check: (text) => ({ text: text.trim() }),
  },
};

export type THeaderSearchPanelProps = {
  id: string;
  kind: TSearchKind;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
};

/** The search box an icon of the header opens: focus goes to it; Escape or a click elsewhere closes it. */
export default function HeaderSearchPanel({ id, kind, buttonRef, onClose }: THeaderSearchPanelProps) {
  const search = SEARCHES[kind];
  const location = useLocation();
  const navigate = useNavigate();
  // On the screen it searches, the box starts with that screen's search text.
  const [text, setText] = useState(() =>
    location.pathname === search.path ? (new URLSearchParams(location.search).get(SEARCH_PARAM) ?? '') : '',
  );
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (form.current?.contains(target) || buttonRef.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [buttonRef, onClose]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = search.check(text);
    if ('error' in checked) {
      setError(checked.error);
      input.current?.focus();
      return;
    }
    void navigate(searchPath(search.path, checked.text));
    onClose(true);
  };

  return (
    // The search landmark holds the form; the form is placed under the header (header-search.css).
    <search id={id} aria-label={SEARCH_LABELS[kind]}>
      <form
        ref={form}
        className="header-search"
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          onClose(true);
        }}
        noValidate
      >
        <TextInput
          ref={input}
          type="search"
          label={SEARCH_LABELS[kind]}
          description={search.hint}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          inputContainer={(field) => (
            <div className="header-search__row">
              {field}
              <Button type="submit">Search</Button>
            </div>
          )}
        />
      </form>
    </search>
  );
}
