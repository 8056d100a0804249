import type { Draw } from './colours';

export const messaging: Draw = (c) => (
  <>
    <rect
      x="128"
      y="16"
      width="150"
      height="268"
      rx="26"
      fill={c.panel}
      stroke={c.panelStroke}
      strokeWidth="2"
    />
    <rect x="178" y="28" width="50" height="6" rx="3" fill={c.line} />
    <rect x="146" y="56" width="96" height="40" rx="14" fill={c.soft} />
    <rect x="158" y="68" width="64" height="6" rx="3" fill={c.line} />
    <rect x="158" y="80" width="40" height="6" rx="3" fill={c.line} />
    <rect x="176" y="108" width="86" height="34" rx="14" fill={c.blue} />
    <rect x="188" y="122" width="56" height="6" rx="3" fill={c.onBlue} opacity="0.85" />
    <path
      d="M236 150 l5 5 l9 -10 M246 150 l5 5 l9 -10"
      fill="none"
      stroke={c.blueBright}
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <rect x="146" y="164" width="108" height="52" rx="14" fill={c.soft} />
    <rect x="158" y="176" width="80" height="6" rx="3" fill={c.line} />
    <rect x="158" y="188" width="70" height="6" rx="3" fill={c.line} />
    <rect x="158" y="200" width="44" height="6" rx="3" fill={c.line} />
    <rect x="196" y="228" width="66" height="30" rx="14" fill={c.accent} />
    <rect x="208" y="240" width="40" height="6" rx="3" fill={c.onBlue} opacity="0.9" />
    <rect
      x="28"
      y="92"
      width="84"
      height="44"
      rx="18"
      fill={c.panel}
      stroke={c.panelStroke}
      strokeWidth="2"
    />
    <circle cx="52" cy="114" r="5" fill={c.blueBright} />
    <circle cx="70" cy="114" r="5" fill={c.blueBright} opacity="0.7" />
    <circle cx="88" cy="114" r="5" fill={c.blueBright} opacity="0.4" />
    <rect x="298" y="168" width="78" height="56" rx="18" fill={c.blue} />
    <path
      d="M322 196 h30 M337 181 v30"
      stroke={c.onBlue}
      strokeWidth="4"
      strokeLinecap="round"
      opacity="0.9"
    />
    <circle cx="360" cy="90" r="22" fill="none" stroke={c.accentSoft} strokeWidth="3" />
    <circle cx="360" cy="90" r="8" fill={c.accentSoft} />
  </>
);
