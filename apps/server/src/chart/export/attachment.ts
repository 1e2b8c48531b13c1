/** Characters no file name may hold on the common systems, and control characters. */
// eslint-disable-next-line no-control-regex
const NOT_IN_FILE_NAMES = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;

/** A chart title as a file name: unsafe characters replaced, never empty. */
export function fileNameOf(title: string, extension: string, fallback = 'chart'): string {
  const base = title.replace(NOT_IN_FILE_NAMES, '_').trim().replace(/^\.+/, '');
  return `${base || fallback}.${extension}`;
}

/** RFC 5987 percent-encoding: what encodeURIComponent leaves but attr-char does not allow. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `Content-Disposition: attachment` for a file name in any script (RFC 6266): a plain ASCII
 * `filename` for old clients (non-ASCII letters become `_`), and the exact name as UTF-8 in
 * `filename*`, which every current browser prefers.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
