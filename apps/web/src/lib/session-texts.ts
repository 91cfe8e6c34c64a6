/** The words of "sign out everywhere" in the student menu and the staff console frame. */
export const SIGN_OUT_EVERYWHERE_TEXTS = {
  action: 'Sign out everywhere',
  title: 'Sign out on every device?',
  message:
    'Every session of your account ends, this one included: on this and every other device or browser you will need to sign in again.',
  confirm: 'Sign out everywhere',
  cancel: 'Stay signed in',
  failed: 'Could not sign out everywhere. Please try again.',
} as const;
