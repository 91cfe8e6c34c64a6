import type { TShortlistItem } from '@portal/contract';

/** Lower case without accents, so 'eotvos' finds Eötvös Loránd University (as the catalogue's search does). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The shortlisted courses whose course or university name contains `text` (all of them for an empty text). */
export function filterShortlist(items: readonly TShortlistItem[], text: string): readonly TShortlistItem[] {
  const needle = fold(text.trim());
  if (!needle) return items;
  return items.filter((item) => fold(`${item.course.name} ${item.course.university.name}`).includes(needle));
}
