import type { Draw } from './colours';

export const cloud: Draw = (c) => (
  <>
    <g fill={c.blue}>
      <circle cx="150" cy="112" r="42" />
      <circle cx="206" cy="88" r="56" />
      <circle cx="262" cy="116" r="40" />
      <rect x="108" y="110" width="196" height="44" rx="22" />
    </g>
    <path
      d="M188 136 v-40 m-12 12 l12 -12 l12 12 M226 96 v40 m-12 -12 l12 12 l12 -12"
      fill="none"
      stroke={c.onBlue}
      strokeWidth="5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <path
      d="M160 154 v30 M206 154 v30 M252 154 v30"
      stroke={c.line}
      strokeWidth="2"
      strokeDasharray="4 6"
    />
    {[188, 222, 256].map((y, i) => (
      <g key={y}>
        <rect
          x="120"
          y={y}
          width="172"
          height="26"
          rx="8"
          fill={c.panel}
          stroke={c.panelStroke}
          strokeWidth="2"
        />
        <circle cx="138" cy={y + 13} r="4.5" fill={i === 1 ? c.accent : c.blueBright} />
        <circle cx="154" cy={y + 13} r="4.5" fill={c.line} />
        <rect x="224" y={y + 10} width="52" height="6" rx="3" fill={c.line} />
      </g>
    ))}
    <circle cx="334" cy="62" r="16" fill="none" stroke={c.accentSoft} strokeWidth="3" />
    <circle cx="62" cy="190" r="10" fill={c.soft} />
    <circle cx="348" cy="220" r="6" fill={c.blueBright} />
  </>
);
