import type { Draw } from './colours';

export const shield: Draw = (c, id) => (
  <>
    <defs>
      <linearGradient id={id('shield')} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0%" stopColor={c.blueBright} />
        <stop offset="100%" stopColor={c.blue} />
      </linearGradient>
    </defs>
    <circle cx="200" cy="150" r="130" fill="none" stroke={c.soft} strokeWidth="2" />
    <circle cx="200" cy="150" r="100" fill={c.soft} />
    <circle
      cx="200"
      cy="150"
      r="130"
      fill="none"
      stroke={c.panelStroke}
      strokeWidth="2"
      strokeDasharray="2 14"
      strokeLinecap="round"
    />
    <path
      d="M200 46 L282 78 V146 C282 202 248 240 200 260 C152 240 118 202 118 146 V78 Z"
      fill={`url(#${id('shield')})`}
    />
    <path
      d="M200 70 L262 94 V146 C262 188 238 218 200 236 C162 218 138 188 138 146 V94 Z"
      fill="none"
      stroke={c.onBlue}
      strokeOpacity="0.35"
      strokeWidth="2"
    />
    <path
      d="M168 152 l22 22 l44 -48"
      fill="none"
      stroke={c.onBlue}
      strokeWidth="10"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx="330" cy="150" r="9" fill={c.accent} />
    <circle cx="84" cy="88" r="7" fill={c.blueBright} />
    <circle cx="98" cy="230" r="5" fill={c.accentSoft} />
  </>
);
