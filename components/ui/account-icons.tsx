/** Line icons of the account area (24 px grid, currentColor). */
const paths = {
  overview: 'M3 12l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  orders: 'M6 7h12l-1 13H7L6 7zm3 0V5a3 3 0 016 0v2',
  wishlist: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
  settings: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 8a7 7 0 0114 0',
  addresses: 'M12 21s-6-5.3-6-11a6 6 0 0112 0c0 5.7-6 11-6 11zm0-9a2 2 0 100-4 2 2 0 000 4z',
  help: 'M12 21a9 9 0 100-18 9 9 0 000 18zm-2.5-11.5a2.5 2.5 0 115 0c0 1.7-2.5 2-2.5 4m0 3h.01',
  logout: 'M15 4h3a2 2 0 012 2v12a2 2 0 01-2 2h-3M10 8l-4 4 4 4M6 12h10',
  home: 'M3 12l9-8 9 8M5 10v10h14V10',
  account: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 8a7 7 0 0114 0',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  pin: 'M12 21s-6-5.3-6-11a6 6 0 0112 0c0 5.7-6 11-6 11zm0-9a2 2 0 100-4 2 2 0 000 4z',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 018 0v3',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7S10.5 3 8 3.5 7 7 12 7zm0 0s1.5-4 4-3.5S17 7 12 7z',
  tag: 'M3 12V3h9l9 9-9 9-9-9zm4.5-4.5h.01',
  truck: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zm10 0a2 2 0 100-4 2 2 0 000 4z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={paths[name]} />
    </svg>
  );
}
