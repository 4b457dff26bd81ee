// Small stroke icons (24 × 24 grid), inline so the shell needs no icon font or extra request.
// Decorative: always aria-hidden; the button or link around them carries the label.
import type { ReactNode } from 'react';

interface IconProps {
  readonly size?: number;
  readonly className?: string;
}

function Svg({ size = 20, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

const paths = {
  close: <path d="M6 6l12 12M18 6L6 18" />,
  check: <path d="M20 6L9 17l-5-5" />,
  alert: (
    <>
      <path d="M12 3l10 18H2L12 3z" />
      <path d="M12 10v5M12 18h.01" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5h.01" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v6M12 16.5h.01" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" />
    </>
  ),
  logout: <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />,
  megaphone: <path d="M3 10v4h3l8 5V5L6 10H3zM18 9a4 4 0 010 6M8 14l1 6h3l-1-5" />,
  store: (
    <path d="M4 10v10h16V10M3 6l2-3h14l2 3v2a3 3 0 01-6 0 3 3 0 01-6 0 3 3 0 01-6 0V6zM10 20v-5h4v5" />
  ),
  shoe: (
    <path d="M3 17V8l4 1 3 3 5 1 4 1.5a2 2 0 011 1.8V17H3zM3 20h18M9 12l1.5-1.5M12 13l1.5-1.5" />
  ),
  layers: <path d="M12 3l9 5-9 5-9-5 9-5zM3 13l9 5 9-5M3 17l9 5 9-5" />,
  box: <path d="M3 7l9-4 9 4v10l-9 4-9-4V7zM3 7l9 4 9-4M12 11v10" />,
  clipboard: (
    <>
      <path d="M9 4h6v3H9zM7 5H5v16h14V5h-2" />
      <path d="M8 12h8M8 16h5" />
    </>
  ),
  cap: <path d="M2 9l10-5 10 5-10 5L2 9zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6" />,
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  tag: (
    <>
      <path d="M3 12V3h9l9 9-9 9-9-9z" />
      <circle cx="8" cy="8" r="1.5" />
    </>
  ),
  approval: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 12l3 3 5-6" />
    </>
  ),
  barcode: <path d="M4 5v14M7 5v14M10 5v14M14 5v14M16 5v14M20 5v14M4 5h0M12 5v14" />,
  present: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="1" />
      <path d="M12 16v4M8 20h8M7 12l3-3 3 2 4-4" />
    </>
  ),
  bell: <path d="M6 16V11a6 6 0 0112 0v5l2 2H4l2-2zM10 21h4" />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />,
  chevronRight: <path d="M9 6l6 6-6 6" />,
  refresh: <path d="M20 12a8 8 0 11-2.3-5.7M20 4v5h-5" />,
  offline: (
    <path d="M2 8.5A16 16 0 0122 8.5M5 12a11 11 0 0114 0M8.5 15.5a6 6 0 017 0M12 19h.01M3 3l18 18" />
  ),
  rotate: (
    <>
      <rect x="6" y="3" width="12" height="18" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  construction: <path d="M3 20h18M5 20l3-12h8l3 12M7 14h10M12 4v4" />,
  home: <path d="M3 11l9-8 9 8M5 9.5V21h14V9.5M10 21v-6h4v6" />,
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, ...props }: IconProps & { readonly name: IconName }) {
  return <Svg {...props}>{paths[name]}</Svg>;
}

export function CloseIcon(props: IconProps) {
  return <Icon name="close" {...props} />;
}

export function StatusIcon({ type }: { readonly type: 'success' | 'error' | 'warning' | 'info' }) {
  const name = type === 'success' ? 'check' : type === 'warning' ? 'alert' : type;
  return <Icon name={name} className="status-icon" />;
}
