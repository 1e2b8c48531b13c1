/** A moment as a date and 24-hour time in the reader's language ("2026/3/1 14:05:09"). */
export const formatTime = (ms: number, language: string) =>
  new Date(ms).toLocaleString(language, { hour12: false });
