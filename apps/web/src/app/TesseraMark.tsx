/** The default mark: four tiles, after the product's name. */
export function TesseraMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#1668dc" />
      <rect x="6" y="6" width="9" height="9" rx="2" fill="#fff" />
      <rect x="17" y="6" width="9" height="9" rx="2" fill="#9cc4ff" />
      <rect x="6" y="17" width="9" height="9" rx="2" fill="#9cc4ff" />
      <rect x="17" y="17" width="9" height="9" rx="2" fill="#fff" />
    </svg>
  );
}
