/**
 * Texts of the profile photo views. §2 names the controls (Profile Picture, Back, Upload, take a picture,
 * '— or —', Zoom, Crop Photo, Change, Done) without wording the rest; the contract holds none of these.
 */
export const PHOTO_TEXTS = {
  title: 'Profile Picture',
  back: 'Back',
  upload: 'Upload',
  takePicture: 'take a picture',
  separator: '— or —',
  /** §2: the photo helps universities identify the student and smooths the application process. */
  hint: 'A clear photo of your face helps universities identify you and makes your application process smoother.',
  fileInput: 'Photo file',
  cameraInput: 'Photo from camera',
  notImage: 'That file is not an image. Choose a photo (for example PNG or JPEG).',
  tooLarge: (maxMb: number) => `That image is larger than ${maxMb} MB. Choose a smaller photo.`,
  cameraPreview: 'Camera preview',
  capture: 'Capture',
  cancelCamera: 'Cancel',
  cameraStarting: 'Starting the camera…',
  cameraUnavailable:
    'The camera could not be opened here (no camera, or permission was refused). You can take a picture with your device instead.',
  openCameraApp: 'Open device camera',
  cropInstruction: 'Drag to position your photo and use the slider to zoom.',
  cropKeyboard: 'Keyboard: arrow keys move the photo, + and − zoom.',
  cropArea: 'Photo position',
  smallPhoto: 'This photo is small; it may look blurry. A larger photo works better.',
  zoom: 'Zoom',
  cropPhoto: 'Crop Photo',
  imageUnreadable: 'This image could not be opened. Go back and choose another photo.',
  loadingCropper: 'Loading the cropper…',
  previewAlt: 'Your cropped photo',
  change: 'Change',
  done: 'Done',
  uploadFailed: 'Your photo could not be saved. Check your connection and try again.',
  tryAgain: 'Try again',
  /** The visible initials start the name (WCAG 2.5.3 label in name), as the header's avatar does. */
  changePhoto: (initials: string) => `${initials ? `${initials}: ` : ''}Change profile photo`,
} as const;
