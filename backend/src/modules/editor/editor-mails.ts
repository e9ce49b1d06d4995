import { EDITOR_DESK_PATHS } from '@events/contracts/editor';
import { type RenderedMail, renderMailTemplate } from '../mail/mail-template.js';

export type EditorMail = RenderedMail & { readonly subject: string };

/** The submitter hears that their venue is listed under an existing one (spec: "the submitter is told"). */
export async function mergedMail(m: { origin: string; submitted: string; kept: string; keptPath: string }): Promise<EditorMail> {
  const subject = `Your venue "${m.submitted}" is listed as "${m.kept}"`;
  return {
    subject,
    ...(await renderMailTemplate({
      title: 'Your venue is already listed',
      preview: subject,
      blocks: [
        { kind: 'paragraph', text: `Thank you for submitting "${m.submitted}". An editor found it was already in our listings as "${m.kept}", so it now lives there.` },
        { kind: 'button', label: 'See the venue', url: `${m.origin}${m.keptPath}` },
        { kind: 'small', text: 'You get this mail because you submitted a venue.' },
      ],
    })),
  };
}

/** The rejection note, in the editor's words, goes to the submitter. */
export async function rejectedMail(m: { origin: string; submitted: string; notes: string }): Promise<EditorMail> {
  const subject = `Your venue "${m.submitted}" was not published`;
  return {
    subject,
    ...(await renderMailTemplate({
      title: 'Your venue was not published',
      preview: subject,
      blocks: [
        { kind: 'paragraph', text: `Thank you for submitting "${m.submitted}". An editor could not publish it, for this reason:` },
        { kind: 'paragraph', text: m.notes },
        { kind: 'button', label: 'Submit a venue', url: `${m.origin}/manage/venues/add/` },
        { kind: 'small', text: 'You get this mail because you submitted a venue.' },
      ],
    })),
  };
}

export type NewItem = {
  readonly kind: 'claim' | 'submission';
  readonly venue: { readonly name: string; readonly street: string; readonly city: string; readonly state: string };
  readonly by: string | null;
};

/** An editor's notice of a new claim or venue submission in a town they cover (their profile's choice). */
export async function newItemMail(m: { origin: string; item: NewItem }): Promise<EditorMail> {
  const { item } = m;
  const what = item.kind === 'claim' ? 'claim' : 'venue submission';
  const subject = `New ${what} in ${item.venue.city}: ${item.venue.name}`;
  const path = item.kind === 'claim' ? EDITOR_DESK_PATHS.claims : EDITOR_DESK_PATHS.submissions;
  const place = [item.venue.street, item.venue.city, item.venue.state].filter((part) => part !== '').join(', ');
  return {
    subject,
    ...(await renderMailTemplate({
      title: `A new ${what} waits for an editor`,
      preview: subject,
      blocks: [
        { kind: 'item', title: item.venue.name, url: `${m.origin}${path}`, lines: [place, item.by ? `From ${item.by}` : 'From a visitor'] },
        { kind: 'button', label: 'Open the moderation desk', url: `${m.origin}${path}` },
        { kind: 'small', text: 'You get this mail because your editor profile asks for one per new claim or submission in your towns.', url: `${m.origin}${EDITOR_DESK_PATHS.profile}` },
      ],
    })),
  };
}
