import { apiCatalog } from './api.ts';

/**
 * The English that the screens before sign-in show (/login, a screen that could not load, the
 * toasts) and the server's messages. It is all of English that /login loads: the signed-in frame
 * adds the rest (en-signed-in.ts) when it loads, which keeps /login within its budget
 * (docs/decisions/009-language-and-theme.md).
 */
export const enSignedOut = {
  common: {
    loading: 'Loading',
    loadingThing: 'Loading {{thing}}',
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Edit',
    view: 'View',
    add: 'Add',
    manage: 'Manage',
    new: 'New',
    yes: 'Yes',
    no: 'No',
    reload: 'Reload',
    close: 'Close',
    somethingWrong: 'Something went wrong',
    pageNotShown: 'The page could not be shown.',
    pageTooSlow: 'The page took too long to load. Please reload.',
    notFoundTitle: 'Page not found',
    notFoundBody: 'There is no page at this address. It may have moved, or the link may be mistyped.',
    comingSoonArea: 'This area is coming soon.',
    comingSoonPage: 'This page is coming soon.',
    goHome: 'Go to Home',
    recordNotLoaded: 'The {{thing}} could not be loaded. Please try again.',
  },
  toast: {
    success: 'Success',
    warning: 'Warning',
    danger: 'Error',
    info: 'Information',
    close: 'Close notification',
    timeLeft: 'Time before this notification closes',
  },
  login: {
    subtitle: 'Sign in to continue',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show or hide password',
    submit: 'LOGIN',
  },
  api: apiCatalog(),
};
