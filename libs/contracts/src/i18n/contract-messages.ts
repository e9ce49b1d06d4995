/**
 * The contracts' field-error messages by stable code (issue 31): the code is the constant's path (`VALIDATION.maxLength`
 * reads `validation.maxLength`, `AUTH_MESSAGES.emailInvalid` reads `auth.emailInvalid`), the text is the constant's
 * English wording as an ICU message whose arguments are the constant's parameters. The English stays the spec's
 * wording: a message is never re-formatted in English, only recognised (contractMessageOf) and then worded in another
 * language from that language's catalogue (`./messages/<language>.json`, keyed by code, same arguments). A message
 * that is no contract message (a zod default, a service's own words) has no code and is passed on as it is.
 *
 * `contract-messages.spec.ts` ties every code to its constant, and `./messages/en.json` to this list.
 */
export const CONTRACT_MESSAGES = {
  'validation.required': 'This field is required.',
  'validation.lengthBetween': 'This field must be between {min} and {max} characters.',
  'validation.minLength': 'This field must be at least {n} character(s).',
  'validation.maxLength': 'This field is limited to {n} characters.',
  'validation.numberBetween': 'Value must be between {min} and {max}.',
  'validation.numberMin': 'The minimum value is {n}.',
  'validation.numberMax': 'The maximum value is {n}.',
  'validation.dateFormat': 'Enter a valid date in MM/DD/YYYY format.',
  'validation.date': 'Enter a valid date.',
  'validation.dateNotBefore': 'Date must not be earlier than {min}',
  'validation.dateNotAfter': 'Date must not be later than {max}',
  'validation.time': 'Enter a valid time.',
  'validation.urlScheme': 'URL must begin with "http:" or "https:"',
  'validation.url': 'Enter a valid URL.',
  'validation.usState': 'Enter a valid U.S. state.',
  'validation.checkAll': 'Check all that apply.',
  'validation.correctFormErrors': 'Please correct form errors before submitting.',
  'validation.choice': 'Select a valid choice. {input} is not one of the available choices.',
  'validation.nullCharacters': 'Null characters are not allowed.',
  'number.number': 'A valid number is required.',
  'number.integer': 'A valid integer is required.',
  'geo.countryCode': 'Enter a valid two-letter country code.',
  'auth.passwordTooShort': 'This password is too short. It must contain at least {min} characters.',
  'auth.passwordTooCommon': 'This password is too common.',
  'auth.passwordNumeric': 'This password is entirely numeric.',
  'auth.passwordTooWeak': 'This password is too easy to guess. Add another word or two; uncommon words are better.',
  'auth.passwordSimilar': 'The password is too similar to the email address.',
  'auth.passwordMismatch': 'The two password fields didn’t match.',
  'auth.emailTaken': 'A user is already registered with this e-mail address.',
  'auth.emailInvalid': 'Enter a valid email address.',
  'auth.badCredentials': 'Unable to log in with provided credentials.',
  'auth.resetLinkInvalid': 'The password reset link is invalid or has expired.',
  'auth.usernameTaken': 'A user with that username already exists.',
  'auth.confirmationLinkInvalid': 'The confirmation link is invalid or has expired.',
  'auth.confirmationEmailTaken': 'This e-mail address now belongs to another account.',
  'account.passwordWrong': 'Your old password was entered incorrectly. Please enter it again.',
  'account.deletePasswordWrong': 'Your password was entered incorrectly. Please enter it again.',
  'account.lastSignInMethod': 'Set a password before disconnecting your last social account.',
  'address.limitReached': 'Your Address Book is full: it holds at most 100 addresses. Delete one to add another.',
  'address.unknownAddress': 'Select one of your saved addresses.',
  'searchAd.imageRequired': 'An active ad needs an image. Upload one first.',
  'searchAd.httpsOnly': 'The ad\'s link must begin with "https:".',
  'searchAd.endBeforeStart': 'End date must not be earlier than the start date.',
  'analytics.futureDate': 'Dates in the future are not allowed.',
  'analytics.rangeTooLong': 'The date range may not be longer than 5 years.',
  'analytics.needsBoth': 'Enter both dates.',
  'analytics.path': 'Enter a valid page path.',
  'calendarImport.address': 'Enter a calendar address starting with http://, https:// or webcal://.',
  'calendarImport.privateAddress': 'This address is not on the public internet.',
  'calendarImport.unreachable': 'The calendar address could not be reached.',
  'calendarImport.httpStatus': 'The calendar address answered with an error (HTTP {status}).',
  'calendarImport.tooLarge': 'The calendar is larger than 10 MB.',
  'calendarImport.timeout': 'The calendar did not answer within 20 seconds.',
  'calendarImport.tooManyRedirects': 'The calendar address redirects more than 5 times.',
  'calendarImport.notCalendar': 'The file is not an iCalendar calendar.',
  'calendarImport.fileExtension': 'Choose an .ics file.',
  'calendarImport.fileMissing': 'Choose a file to import.',
  'calendarImport.alreadyConnected': 'This calendar is already connected to this venue.',
  'categoryAdmin.taken': 'A category with this name already exists.',
  'categoryAdmin.full': 'There can be at most 100 categories.',
  'claim.unknownVenue': 'This venue does not exist.',
  'claim.alreadyManaged': 'You already manage this venue.',
  'claim.alreadyRequested': 'You have already claimed this venue; an editor will review your request.',
  'claim.notesRequired': 'Enter reason for rejection. This information will be shared with the user.',
  'claim.verifiedNotDeletable': 'A verified claim cannot be deleted.',
  'merge.self': 'A venue cannot be merged into itself.',
  'merge.missing': 'Select a venue that exists.',
  'eventForm.badRule': 'Enter a valid recurrence rule.',
  'eventForm.countZero': 'The number of occurrences must be at least 1.',
  'eventForm.untilBeforeStart': 'The end date must not be earlier than the start date.',
  'eventForm.tooManyExtraDates': 'Add at most 366 extra dates.',
  'eventForm.tooManyExceptions': 'Add at most 366 exceptions.',
  'eventForm.tooManyEntries': 'Add at most 50 dates.',
  'eventForm.ruleTooLong': 'The recurrence rule is limited to 8000 characters.',
  'eventForm.unknownDate': 'This date does not belong to the event.',
  'eventForm.venueNotManaged': 'Select a venue you manage.',
  'eventForm.unknownVenue': 'Select a valid venue.',
  'eventForm.noVenueHours': 'This venue has no opening hours between these dates.',
  'eventForm.unknownEventType': 'Select a valid event type.',
  'fediverse.instanceInvalid': 'Enter the address of your server, for example mastodon.social.',
  'fediverse.domainInvalid': 'Enter a domain name such as spam.example.',
  'image.extension': 'File extension “{extension}” is not allowed. Allowed extensions are: jpg, jpeg, png.',
  'image.tooLarge': 'The file is too large. The maximum size is 10 MB.',
  'image.single': 'Upload a single file.',
  'image.invalid': 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
  'image.crop': 'Enter a valid crop area.',
  'media.tooManyPixels': 'The image is too large: it may have at most 50 million pixels.',
  'media.multipartOnly': 'Send the image as multipart/form-data.',
  'media.imageOrClear': 'Choose an image, or send clear to remove the current one.',
  'media.tooManyUploads': 'You have other images uploading. Wait for them to finish, then try again.',
  'planAdmin.code': 'Use 1 to 64 lower-case letters, digits, - or _, starting with a letter or digit.',
  'planAdmin.unknownPlan': 'No plan has this code.',
  'planAdmin.unknownAccount': 'No account has this e-mail address.',
  'push.endpointUrl': 'Enter a valid push endpoint URL.',
  'push.endpointHttps': 'The push endpoint must be an https URL.',
  'push.endpointPrivate': 'The push endpoint must be a public address.',
  'push.p256dh': 'Enter the subscription\'s p256dh key: an uncompressed P-256 public key (65 bytes, base64url).',
  'push.auth': 'Enter the subscription\'s auth secret (16 bytes, base64url).',
  'push.tooMany': 'You can register at most 20 devices for notifications. Remove one before adding another.',
  'savedSearch.tooMany': 'You can keep at most 100 saved searches. Delete one before saving another.',
  'savedSearch.oneLocation': 'Choose either a default location or an address, not both.',
  'timesheet.endBeforeStart': 'End time must be after start time.',
  'timesheet.timesOrHours': 'Enter a start and end time, or the hours worked.',
  'timesheet.overlap': 'This period overlaps another period on the same day.',
  'timesheet.dayOver24': 'More than 24 hours in one day.',
  'timesheet.approved': 'An approved period cannot be changed.',
  'userAdmin.notYourself': 'You cannot change your own role or deactivate your own account.',
  'userAdmin.noChange': 'Choose a role or an active state to change.',
  'userAdmin.inactiveNoReset': 'This account is deactivated: reactivate it before sending a reset link.',
  'venueForm.timeZone': 'Select a valid time zone.',
  'venueForm.timeEndSameAsStart': 'Closing time must differ from opening time.',
  'widget.tooMany': 'You can keep at most 100 calendars. Delete one before adding another.',
  'widget.unknownSearch': 'Select one of your saved searches.',
} as const satisfies Readonly<Record<string, string>>;

export type ContractMessageCode = keyof typeof CONTRACT_MESSAGES;

/** A contract message recognised in a text: its code and the values of its arguments, as they were written. */
export type RecognisedMessage = { readonly code: ContractMessageCode; readonly values: Readonly<Record<string, string>> };

type Matcher = { readonly code: ContractMessageCode; readonly pattern: RegExp; readonly names: readonly string[] };

const ARGUMENT = /\{(\w+)\}/g;
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let byText: Map<string, ContractMessageCode> | null = null;
let withArguments: Matcher[] | null = null;

/** The lookups, built on first use: whole texts for the messages without arguments, a pattern for the others. */
function matchers(): { byText: Map<string, ContractMessageCode>; withArguments: Matcher[] } {
  if (!byText || !withArguments) {
    byText = new Map();
    withArguments = [];
    for (const [code, english] of Object.entries(CONTRACT_MESSAGES) as [ContractMessageCode, string][]) {
      const names = [...english.matchAll(ARGUMENT)].map((match) => match[1] as string);
      if (names.length === 0) {
        // Two constants with one wording (VENUE_FORM_MESSAGES.email is AUTH_MESSAGES.emailInvalid's) read the first code.
        if (!byText.has(english)) byText.set(english, code);
        continue;
      }
      const source = english
        .split(ARGUMENT)
        .map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : '([\\s\\S]*?)'))
        .join('');
      withArguments.push({ code, pattern: new RegExp(`^${source}$`), names });
    }
  }
  return { byText, withArguments };
}

/** The contract message `text` is (its code and argument values), or null for any other text. */
export function contractMessageOf(text: string): RecognisedMessage | null {
  const { byText: exact, withArguments: patterns } = matchers();
  const code = exact.get(text);
  if (code) return { code, values: {} };
  for (const matcher of patterns) {
    const match = matcher.pattern.exec(text);
    if (match) return { code: matcher.code, values: Object.fromEntries(matcher.names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return null;
}

/** The code of each message of a field error map, in the same order (null for a message that is no contract message). */
export function fieldErrorCodes(fields: Readonly<Record<string, readonly string[]>>): Record<string, (ContractMessageCode | null)[]> {
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.map((message) => contractMessageOf(message)?.code ?? null)]));
}
