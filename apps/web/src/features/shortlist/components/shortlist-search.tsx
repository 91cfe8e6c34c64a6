import { Button, Text, TextInput } from '@mantine/core';
import { SHORTLIST_TEXTS } from '../shortlist-texts.ts';

export type TShortlistSearchProps = {
  value: string;
  onChange: (text: string) => void;
  /** How many cards the text keeps, of how many. */
  shown: number;
  total: number;
};

const TEXTS = SHORTLIST_TEXTS.search;

/**
 * The shortlist searched by name (the header's 'Search shortlisted courses' opens the screen with it): a
 * text box, then how many courses it keeps, said to screen readers too.
 */
export function ShortlistSearch({ value, onChange, shown, total }: TShortlistSearchProps) {
  const isSearching = value.trim() !== '';
  return (
    <div className="shortlist-search">
      <TextInput
        type="search"
        label={TEXTS.label}
        description={TEXTS.hint}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={100}
        autoComplete="off"
      />
      <div className="shortlist-search__result" role="status">
        {isSearching && (
          <>
            <Text size="sm">{shown === 0 ? TEXTS.none(value.trim()) : TEXTS.shown(shown, total)}</Text>
            <Button variant="subtle" size="compact-sm" onClick={() => onChange('')}>
              {TEXTS.clear}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
