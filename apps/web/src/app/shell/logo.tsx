export const PRODUCT_NAME = 'Community Console';

interface LogoProps {
  size?: number;
}

/** The console's mark: a gathering of people in the brand blue, exposed as an image named after the product. */
export function Logo({ size = 32 }: LogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={PRODUCT_NAME} focusable="false">
      <rect width="64" height="64" rx="14" fill="#1c5d99" />
      <circle cx="32" cy="22" r="7" fill="#fff" />
      <circle cx="17" cy="30" r="5.5" fill="#9ed0ff" />
      <circle cx="47" cy="30" r="5.5" fill="#9ed0ff" />
      <path d="M20 50c0-8 5.4-13 12-13s12 5 12 13z" fill="#fff" />
      <path
        d="M7 48c0-6 4.2-10 10-10 2.6 0 4.8.8 6.4 2.2A17 17 0 0 0 18 50H7zM57 48c0-6-4.2-10-10-10-2.6 0-4.8.8-6.4 2.2A17 17 0 0 1 46 50h11z"
        fill="#9ed0ff"
      />
    </svg>
  );
}
