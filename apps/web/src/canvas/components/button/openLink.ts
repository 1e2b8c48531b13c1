import { isExternalLink } from '@tessera/contracts';

/** The schemes a button may open (SPEC §5 external link); the contract already checked. */
const ALLOWED = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** True when the link is one a button may open: checked again at click time, never trusted. */
export function isOpenableLink(link: string): boolean {
  const trimmed = link.trim();
  if (!trimmed || !isExternalLink(trimmed)) return false;
  try {
    return ALLOWED.has(new URL(trimmed).protocol);
  } catch {
    return false;
  }
}

export interface LinkWindow {
  open(url: string, target: string, features: string): unknown;
  location: { assign(url: string): void };
}

/**
 * Opens a button's link: a new tab without access back to this page (noopener, noreferrer), or
 * this tab. Anything but http(s), mailto and tel is refused. Answers whether it opened.
 */
export function openLink(link: string, newTab: boolean, target: LinkWindow = window): boolean {
  if (!isOpenableLink(link)) return false;
  const url = link.trim();
  if (newTab) target.open(url, '_blank', 'noopener,noreferrer');
  else target.location.assign(url);
  return true;
}
