/**
 * Hands a file the page received to the browser's download, under `name`: a link to the blob,
 * clicked, then let go (the URL is revoked once the download has taken the bytes).
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on a later task: some browsers start reading the blob only after the click returns.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
