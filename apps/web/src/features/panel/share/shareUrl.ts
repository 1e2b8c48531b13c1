/**
 * The address a visitor opens: this app's page with the link route in the fragment. "With PIN"
 * adds the PIN to the fragment too: a fragment never reaches the server or its logs, and the
 * visitor's page takes it out of the address once read.
 */
export function shareUrl(
  location: Pick<Location, 'origin' | 'pathname'>,
  linkId: string,
  pin?: string,
) {
  const route = `#/link/${encodeURIComponent(linkId)}`;
  return `${location.origin}${location.pathname}${route}${pin ? `?pwd=${encodeURIComponent(pin)}` : ''}`;
}
