/** The home hero's soft product still life (drawn, so it needs no image download): a lipstick
 * and a serum under an arch. Decorative only. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 440" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id="hero-arch" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f5e1e6" />
          <stop offset="1" stopColor="#f6f0e8" />
        </linearGradient>
        <linearGradient id="hero-glass" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fdfbf8" />
          <stop offset="1" stopColor="#ece3d8" />
        </linearGradient>
        <linearGradient id="hero-serum" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#dc9bac" stopOpacity="0.55" />
          <stop offset="1" stopColor="#b25a72" stopOpacity="0.75" />
        </linearGradient>
      </defs>
      <path d="M40 440V210a160 160 0 0 1 320 0v230Z" fill="url(#hero-arch)" />
      <circle cx="292" cy="118" r="44" fill="#ebc3cd" opacity="0.65" />
      <ellipse cx="200" cy="414" rx="150" ry="12" fill="#1f1a17" opacity="0.06" />

      {/* lipstick */}
      <rect x="104" y="300" width="62" height="112" rx="8" fill="#1f1a17" />
      <rect x="104" y="300" width="14" height="112" rx="7" fill="#3d3530" />
      <rect x="111" y="266" width="48" height="38" rx="4" fill="#ddd0c1" />
      <path d="M118 266v-52l34-20v72Z" fill="#9a4760" />
      <path d="M118 214l34-20v14l-34 18Z" fill="#b25a72" />

      {/* serum */}
      <rect x="206" y="244" width="96" height="168" rx="22" fill="url(#hero-glass)" />
      <rect x="206" y="318" width="96" height="94" rx="22" fill="url(#hero-serum)" />
      <rect x="218" y="260" width="10" height="120" rx="5" fill="#ffffff" opacity="0.7" />
      <rect x="236" y="214" width="36" height="34" rx="4" fill="#81384f" />
      <rect x="240" y="158" width="28" height="60" rx="14" fill="#682d40" />
      <rect x="226" y="344" width="56" height="34" rx="4" fill="#fbf8f4" opacity="0.85" />
      <rect x="236" y="354" width="36" height="4" rx="2" fill="#b25a72" />
      <rect x="240" y="364" width="28" height="3" rx="1.5" fill="#dc9bac" />

      {/* sparkles */}
      <path d="M96 150l5 13 13 5-13 5-5 13-5-13-13-5 13-5Z" fill="#c87489" />
      <path d="M330 250l3.5 9 9 3.5-9 3.5-3.5 9-3.5-9-9-3.5 9-3.5Z" fill="#dc9bac" />
    </svg>
  );
}
