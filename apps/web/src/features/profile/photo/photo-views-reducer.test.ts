import { describe, expect, it } from 'vitest';
import {
  INITIAL_PHOTO_VIEW,
  photoViewsReducer,
  type TPhotoViewEvent,
  type TPhotoViewState,
} from './photo-views-reducer.ts';

const file = new Blob(['x'], { type: 'image/png' });
const profile: TPhotoViewState = { view: 'profile' };
const upload: TPhotoViewState = { view: 'upload' };
const crop: TPhotoViewState = { view: 'crop', file };
const preview: TPhotoViewState = { view: 'preview', file, cropped: 'data:image/png;base64,AAAA' };

const open: TPhotoViewEvent = { type: 'open' };
const back: TPhotoViewEvent = { type: 'back' };
const fileChosen: TPhotoViewEvent = { type: 'fileChosen', file };
const cropped: TPhotoViewEvent = { type: 'cropped', image: 'data:image/png;base64,AAAA' };
const change: TPhotoViewEvent = { type: 'change' };
const done: TPhotoViewEvent = { type: 'done' };
const close: TPhotoViewEvent = { type: 'close' };
const events = { open, back, fileChosen, cropped, change, done, close };

// Every view × every event: the §4 transitions, and "nothing happens" for the rest.
const table: [string, TPhotoViewState, Record<keyof typeof events, TPhotoViewState>][] = [
  [
    'profile',
    profile,
    {
      open: upload,
      back: profile,
      fileChosen: profile,
      cropped: profile,
      change: profile,
      done: profile,
      close: profile,
    },
  ],
  [
    'upload',
    upload,
    {
      open: upload,
      back: profile,
      fileChosen: crop,
      cropped: upload,
      change: upload,
      done: upload,
      close: profile,
    },
  ],
  [
    'crop',
    crop,
    {
      open: crop,
      back: upload,
      fileChosen: crop,
      cropped: preview,
      change: crop,
      done: crop,
      close: profile,
    },
  ],
  [
    'preview',
    preview,
    {
      open: preview,
      back: preview,
      fileChosen: preview,
      cropped: preview,
      change: upload,
      done: profile,
      close: profile,
    },
  ],
];

describe('profile photo views (§4)', () => {
  it('start on the profile', () => {
    expect(INITIAL_PHOTO_VIEW).toEqual(profile);
  });

  for (const [name, state, expected] of table) {
    for (const [eventName, event] of Object.entries(events)) {
      const next = expected[eventName as keyof typeof events];
      it(`${name} + ${eventName} → ${next.view}`, () => {
        expect(photoViewsReducer(state, event)).toEqual(next);
      });
    }
  }

  it('keeps the chosen file through the crop, and Change discards the crop', () => {
    const afterCrop = photoViewsReducer(photoViewsReducer(upload, fileChosen), cropped);
    expect(afterCrop).toEqual({ view: 'preview', file, cropped: 'data:image/png;base64,AAAA' });
    expect(photoViewsReducer(afterCrop, change)).toEqual({ view: 'upload' });
  });

  it('Done without a cropped image does nothing (§5), nor does a crop that produced no image', () => {
    const empty: TPhotoViewState = { view: 'preview', file, cropped: '' };
    expect(photoViewsReducer(empty, done)).toBe(empty);
    expect(photoViewsReducer(crop, { type: 'cropped', image: '' })).toBe(crop);
  });

  it('returns the same state object when nothing changes (no needless render)', () => {
    expect(photoViewsReducer(profile, back)).toBe(profile);
    expect(photoViewsReducer(profile, close)).toBe(profile);
  });
});
