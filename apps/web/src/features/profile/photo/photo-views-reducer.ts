/**
 * §4 Profile photo views as a pure state machine:
 *   profile --open--> upload --fileChosen--> crop --cropped--> preview --done--> profile
 * Back on upload returns to the profile, back on crop to the upload (the standalone crop screen's back
 * button); Change on the preview returns to file picking and discards the crop. Done only counts with a
 * cropped image (§5); the upload itself happens before it (the preview sends, then dispatches done).
 * Close (the browser's Back left the views' history entry) returns to the profile from any view.
 * Events that do not apply to the current view change nothing.
 */
export type TPhotoViewState =
  | { view: 'profile' }
  | { view: 'upload' }
  | { view: 'crop'; file: Blob }
  | { view: 'preview'; file: Blob; cropped: string };

export type TPhotoViewEvent =
  | { type: 'open' }
  | { type: 'back' }
  | { type: 'fileChosen'; file: Blob }
  | { type: 'cropped'; image: string }
  | { type: 'change' }
  | { type: 'done' }
  | { type: 'close' };

export const INITIAL_PHOTO_VIEW: TPhotoViewState = { view: 'profile' };

export function photoViewsReducer(state: TPhotoViewState, event: TPhotoViewEvent): TPhotoViewState {
  if (event.type === 'close') return state.view === 'profile' ? state : INITIAL_PHOTO_VIEW;
  switch (state.view) {
    case 'profile':
      return event.type === 'open' ? { view: 'upload' } : state;
    case 'upload':
      if (event.type === 'back') return { view: 'profile' };
      if (event.type === 'fileChosen') return { view: 'crop', file: event.file };
      return state;
    case 'crop':
      if (event.type === 'back') return { view: 'upload' };
      if (event.type === 'cropped' && event.image)
        return { view: 'preview', file: state.file, cropped: event.image };
      return state;
    case 'preview':
      if (event.type === 'change') return { view: 'upload' };
      if (event.type === 'done' && state.cropped) return { view: 'profile' };
      return state;
  }
}
