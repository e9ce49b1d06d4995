/** User-facing wording of spec sections 5 and 8, kept once so every screen and the API say the same thing. */

export const VALIDATION = {
  required: 'This field is required.',
  lengthBetween: (min: number, max: number) => `This field must be between ${min} and ${max} characters.`,
  minLength: (n: number) => `This field must be at least ${n} character(s).`,
  maxLength: (n: number) => `This field is limited to ${n} characters.`,
  numberBetween: (min: number, max: number) => `Value must be between ${min} and ${max}.`,
  numberMin: (n: number) => `The minimum value is ${n}.`,
  numberMax: (n: number) => `The maximum value is ${n}.`,
  dateFormat: 'Enter a valid date in MM/DD/YYYY format.',
  date: 'Enter a valid date.',
  dateNotBefore: (min = 'today') => `Date must not be earlier than ${min}`,
  dateNotAfter: (max: string) => `Date must not be later than ${max}`,
  time: 'Enter a valid time.',
  urlScheme: 'URL must begin with "http:" or "https:"',
  url: 'Enter a valid URL.',
  usState: 'Enter a valid U.S. state.',
  checkAll: 'Check all that apply.',
  correctFormErrors: 'Please correct form errors before submitting.',
  /** Django's words for a value outside a choice list (a zod enum's `error`). */
  choice: (issue: { input?: unknown }) => `Select a valid choice. ${String(issue.input)} is not one of the available choices.`,
  /** Django's words for U+0000, which PostgreSQL text cannot hold; also said of unpaired UTF-16 surrogates. */
  nullCharacters: 'Null characters are not allowed.',
} as const;

/** The confirmation before any deletion (spec: 'Are you sure?' / 'This object will be deleted permanently.'). */
export const DELETE_CONFIRMATION = {
  title: 'Are you sure?',
  text: 'This object will be deleted permanently.',
} as const;

export const ERRORS = {
  fetchResults: 'Failed to fetch results. Please try your request again.',
  fetchListings: 'Failed to fetch listings. Please try your request again.',
  fetchEventListings: 'Failed to fetch event listings. Please try your request again.',
  saveSearch: 'Failed to save search. Please try your request again.',
  deleteItem: (reason?: string) => `Failed to delete item: ${reason || 'unknown error'}`,
  renameItem: (reason?: string) => `Failed to rename item: ${reason || 'unknown error'}`,
  geocoding: 'Geocoding failed for the provided address.',
  geolocation:
    'Error retrieving location. Make sure you have enabled location services in your browser’s settings.',
  alreadyClaimed:
    'Oops! This venue has already been claimed. If you believe this is an error, please contact support.',
  exportEmpty: 'No results found for this search.',
  invalidObjectType: 'Invalid value for objectType.',
  notFound: 'Not found.',
  signUpPrompt: 'Only today and tomorrow are always viewable; the rest needs a free account.',
} as const;

export const SEARCH_PROMPTS = {
  beginTyping: 'Begin typing to search…',
  noMatches: 'No matches found.',
  loading: 'Loading…',
} as const;
