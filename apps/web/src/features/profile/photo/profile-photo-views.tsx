import { Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useReducer, useRef } from 'react';
import { PhotoPreviewView } from './photo-preview-view.tsx';
import { PHOTO_TEXTS } from './photo-texts.ts';
import { PhotoUploadView } from './photo-upload-view.tsx';
import { INITIAL_PHOTO_VIEW, photoViewsReducer } from './photo-views-reducer.ts';
import { PHOTO_EDIT_ATTRIBUTE } from './profile-avatar.tsx';
import { usePhotoHistory } from './use-photo-history.ts';
import './photo.css';

// react-easy-crop's chunk: fetched when the upload view opens (a photo is usually chosen next), so the
// crop view shows at once, and never with the profile itself.
const loadCropView = () => import('./photo-crop-view.tsx');
const PhotoCropView = lazy(loadCropView);

/**
 * §4 Profile photo views: profile -> upload -> crop -> preview (photo-views-reducer.ts). The profile
 * (children, given the function that opens the upload view) stays mounted but hidden while a photo view
 * shows, so a section being edited keeps its unsaved values and the page its scroll position; coming
 * back, focus returns to the avatar's "Change profile photo". The views are one history entry
 * (use-photo-history.ts): the browser's or phone's Back closes them from any view instead of leaving
 * /profile; our Back on the upload view and Done go back in history too.
 */
export function ProfilePhotoViews({ children }: { children: (openUpload: () => void) => ReactNode }) {
  const [state, dispatch] = useReducer(photoViewsReducer, INITIAL_PHOTO_VIEW);
  const open = useCallback(() => dispatch({ type: 'open' }), []);
  const close = useCallback(() => dispatch({ type: 'close' }), []);
  const history = usePhotoHistory({ open, close });
  const openUpload = () => {
    open();
    history.enter();
  };
  const profileRef = useRef<HTMLDivElement>(null);
  const wasAway = useRef(false);

  useEffect(() => {
    if (state.view === 'upload') void loadCropView();
    if (state.view !== 'profile') {
      wasAway.current = true;
      return;
    }
    if (!wasAway.current) return;
    wasAway.current = false;
    profileRef.current?.querySelector<HTMLElement>(`[${PHOTO_EDIT_ATTRIBUTE}]`)?.focus();
  }, [state.view]);

  return (
    <>
      <div ref={profileRef} className="photo-views__profile" hidden={state.view !== 'profile'}>
        {children(openUpload)}
      </div>
      {state.view === 'upload' && (
        <PhotoUploadView
          onBack={() => {
            dispatch({ type: 'back' });
            history.leave();
          }}
          onFileChosen={(file) => dispatch({ type: 'fileChosen', file })}
        />
      )}
      {state.view === 'crop' && (
        <Suspense fallback={<Text role="status">{PHOTO_TEXTS.loadingCropper}</Text>}>
          <PhotoCropView
            file={state.file}
            onBack={() => dispatch({ type: 'back' })}
            onCropped={(image) => dispatch({ type: 'cropped', image })}
          />
        </Suspense>
      )}
      {state.view === 'preview' && (
        <PhotoPreviewView
          image={state.cropped}
          onChange={() => dispatch({ type: 'change' })}
          onDone={() => {
            dispatch({ type: 'done' });
            history.leave();
          }}
        />
      )}
    </>
  );
}
