import { shareDescription, singleLine } from '@events/domain/text';

export type ShareTarget = {
  /** Absolute URL of the page. */
  readonly url: string;
  readonly title: string;
  /** The item's description (sanitised HTML or text); trimmed to 500 characters plus an ellipsis, then the URL. */
  readonly descriptionHtml: string;
};

export type ShareLinks = {
  readonly email: string;
  readonly facebook: string;
  readonly x: string;
};

/** The e-mail and social share addresses of a page (spec section 2: "Share modal: email, social share, copy link"). */
export function shareLinks({ url, title, descriptionHtml }: ShareTarget): ShareLinks {
  const subject = singleLine(title);
  const body = shareDescription(descriptionHtml, url);
  return {
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    x: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(subject)}`,
  };
}

/** Copies text to the clipboard: the async Clipboard API, else a selected hidden text area. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or an insecure origin: try the old way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
