import Box from '@mui/material/Box';
import { alpha, lighten, useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import type { IllustrationName } from './content-types';

export interface IllustrationProps {
  name: IllustrationName;
  /** The surface it sits on: 'dark' on the blue hero, 'light' on white sections. */
  tone?: 'light' | 'dark';
  /** A text alternative; without one the drawing is decorative and hidden from assistive technology. */
  title?: string;
  sx?: SxProps<Theme>;
}

interface Colours {
  /** Panels and cards. */
  panel: string;
  panelStroke: string;
  /** Text-like lines inside panels. */
  line: string;
  /** Soft fills, rings and glows. */
  soft: string;
  blue: string;
  blueBright: string;
  accent: string;
  accentSoft: string;
  /** Marks drawn on top of blue shapes. */
  onBlue: string;
}

function useColours(tone: 'light' | 'dark'): Colours {
  const { palette } = useTheme();
  const white = palette.common.white;
  if (tone === 'dark') {
    return {
      panel: alpha(white, 0.1),
      panelStroke: alpha(white, 0.28),
      line: alpha(white, 0.5),
      soft: alpha(white, 0.14),
      blue: palette.primary.light,
      blueBright: lighten(palette.primary.light, 0.45),
      accent: palette.secondary.main,
      accentSoft: palette.secondary.light,
      onBlue: white,
    };
  }
  return {
    panel: palette.background.paper,
    panelStroke: palette.grey[200],
    line: palette.grey[300],
    soft: alpha(palette.primary.main, 0.1),
    blue: palette.primary.main,
    blueBright: palette.primary.light,
    accent: palette.secondary.main,
    accentSoft: palette.secondary.light,
    onBlue: white,
  };
}

type Draw = (c: Colours, id: (suffix: string) => string) => ReactNode;

const network: Draw = (c, id) => {
  const hub = { x: 200, y: 150 };
  const nodes = [
    { x: 82, y: 84, r: 14 },
    { x: 196, y: 36, r: 10 },
    { x: 318, y: 72, r: 16 },
    { x: 348, y: 196, r: 12 },
    { x: 248, y: 262, r: 14 },
    { x: 96, y: 226, r: 16 },
    { x: 40, y: 150, r: 8 },
  ];
  return (
    <>
      <defs>
        <radialGradient id={id('glow')}>
          <stop offset="0%" stopColor={c.blue} stopOpacity="0.45" />
          <stop offset="100%" stopColor={c.blue} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx={hub.x} cy={hub.y} r="140" fill={`url(#${id('glow')})`} />
      <circle
        cx={hub.x}
        cy={hub.y}
        r="112"
        fill="none"
        stroke={c.panelStroke}
        strokeDasharray="4 8"
      />
      <circle cx={hub.x} cy={hub.y} r="66" fill="none" stroke={c.panelStroke} />
      {nodes.map((n) => (
        <line
          key={`l${n.x}`}
          x1={hub.x}
          y1={hub.y}
          x2={n.x}
          y2={n.y}
          stroke={c.line}
          strokeWidth="2"
        />
      ))}
      <line x1="82" y1="84" x2="196" y2="36" stroke={c.soft} strokeWidth="2" />
      <line x1="318" y1="72" x2="348" y2="196" stroke={c.soft} strokeWidth="2" />
      <line x1="248" y1="262" x2="96" y2="226" stroke={c.soft} strokeWidth="2" />
      {nodes.map((n, i) => (
        <circle
          key={`n${n.x}`}
          cx={n.x}
          cy={n.y}
          r={n.r}
          fill={i === 2 ? c.accent : c.panel}
          stroke={i === 2 ? c.accentSoft : c.blueBright}
          strokeWidth="2.5"
        />
      ))}
      <circle cx={hub.x} cy={hub.y} r="36" fill={c.blue} />
      <circle cx={hub.x} cy={hub.y} r="36" fill="none" stroke={c.blueBright} strokeWidth="3" />
      <circle cx={hub.x} cy={hub.y} r="12" fill={c.onBlue} />
      <circle cx="259" cy="111" r="5" fill={c.accentSoft} />
      <circle cx="142" cy="188" r="5" fill={c.blueBright} />
    </>
  );
};

const messaging: Draw = (c) => (
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

const voice: Draw = (c, id) => {
  const bars = Array.from({ length: 19 }, (_, i) => {
    const x = 40 + i * 17.5;
    const d = Math.abs(i - 9);
    const h = d < 3 ? 0 : 24 + 70 * Math.abs(Math.sin(i * 1.7)) * (1 - d / 12);
    return { x, h };
  });
  return (
    <>
      <defs>
        <linearGradient id={id('bar')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={c.blueBright} />
          <stop offset="100%" stopColor={c.blue} />
        </linearGradient>
      </defs>
      {bars.map((b) =>
        b.h === 0 ? null : (
          <rect
            key={b.x}
            x={b.x}
            y={150 - b.h / 2}
            width="9"
            height={b.h}
            rx="4.5"
            fill={`url(#${id('bar')})`}
          />
        ),
      )}
      <circle cx="200" cy="150" r="96" fill="none" stroke={c.soft} strokeWidth="2" />
      <circle cx="200" cy="150" r="72" fill={c.soft} />
      <circle cx="200" cy="150" r="50" fill={c.blue} />
      <rect x="187" y="118" width="26" height="44" rx="13" fill={c.onBlue} />
      <path
        d="M176 146 a24 24 0 0 0 48 0 M200 170 v12 M188 183 h24"
        fill="none"
        stroke={c.onBlue}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="290" cy="66" r="10" fill={c.accent} />
      <circle
        cx="290"
        cy="66"
        r="20"
        fill="none"
        stroke={c.accentSoft}
        strokeWidth="2"
        opacity="0.6"
      />
      <circle cx="106" cy="238" r="6" fill={c.blueBright} />
    </>
  );
};

const code: Draw = (c) => {
  const rows: [number, number, 'blue' | 'line' | 'accent'][] = [
    [0, 70, 'blue'],
    [20, 120, 'line'],
    [20, 86, 'accent'],
    [40, 104, 'line'],
    [40, 64, 'blue'],
    [20, 96, 'line'],
    [0, 50, 'blue'],
  ];
  return (
    <>
      <rect
        x="44"
        y="36"
        width="300"
        height="216"
        rx="18"
        fill={c.panel}
        stroke={c.panelStroke}
        strokeWidth="2"
      />
      <path d="M44 72 h300" stroke={c.panelStroke} strokeWidth="2" />
      <circle cx="66" cy="54" r="6" fill={c.accent} />
      <circle cx="86" cy="54" r="6" fill={c.blueBright} />
      <circle cx="106" cy="54" r="6" fill={c.line} />
      {rows.map(([indent, width, colour], i) => (
        <g key={`${i}-${width}`}>
          <rect x="66" y={92 + i * 21} width="14" height="7" rx="3.5" fill={c.soft} />
          <rect
            x={92 + indent}
            y={92 + i * 21}
            width={width}
            height="7"
            rx="3.5"
            fill={c[colour]}
          />
        </g>
      ))}
      <rect x="250" y="134" width="56" height="7" rx="3.5" fill={c.soft} />
      <circle cx="318" cy="238" r="42" fill={c.blue} />
      <path
        d="M302 226 l-14 12 l14 12 M334 226 l14 12 l-14 12 M324 222 l-12 32"
        fill="none"
        stroke={c.onBlue}
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="366" cy="60" r="14" fill="none" stroke={c.accentSoft} strokeWidth="3" />
    </>
  );
};

const dashboard: Draw = (c) => {
  const bars = [46, 70, 58, 92, 80, 116];
  return (
    <>
      <rect
        x="28"
        y="28"
        width="344"
        height="244"
        rx="18"
        fill={c.panel}
        stroke={c.panelStroke}
        strokeWidth="2"
      />
      <rect x="28" y="28" width="72" height="244" rx="18" fill={c.soft} />
      <circle cx="64" cy="60" r="12" fill={c.blue} />
      {[96, 120, 144, 168].map((y) => (
        <rect key={y} x="48" y={y} width="32" height="7" rx="3.5" fill={c.line} />
      ))}
      {[118, 202, 286].map((x, i) => (
        <g key={x}>
          <rect x={x} y="46" width="72" height="48" rx="10" fill={i === 0 ? c.blue : c.soft} />
          <rect x={x + 12} y="58" width="30" height="6" rx="3" fill={i === 0 ? c.onBlue : c.line} />
          <rect
            x={x + 12}
            y="72"
            width="46"
            height="9"
            rx="4.5"
            fill={i === 0 ? c.onBlue : c.blueBright}
          />
        </g>
      ))}
      <path d="M118 252 h150" stroke={c.panelStroke} strokeWidth="2" />
      {bars.map((h, i) => (
        <rect
          key={h}
          x={124 + i * 24}
          y={248 - h}
          width="14"
          height={h}
          rx="5"
          fill={i === bars.length - 1 ? c.accent : c.blue}
          opacity={i === bars.length - 1 ? 1 : 0.55 + i * 0.08}
        />
      ))}
      <circle cx="320" cy="186" r="36" fill="none" stroke={c.soft} strokeWidth="14" />
      <circle
        cx="320"
        cy="186"
        r="36"
        fill="none"
        stroke={c.blueBright}
        strokeWidth="14"
        strokeDasharray="150 226"
        strokeLinecap="round"
        transform="rotate(-90 320 186)"
      />
      <circle
        cx="320"
        cy="186"
        r="36"
        fill="none"
        stroke={c.accent}
        strokeWidth="14"
        strokeDasharray="30 226"
        strokeDashoffset="-164"
        strokeLinecap="round"
        transform="rotate(-90 320 186)"
      />
    </>
  );
};

const shield: Draw = (c, id) => (
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

const cloud: Draw = (c) => (
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

const analytics: Draw = (c, id) => {
  const points = [
    [74, 214],
    [122, 190],
    [170, 200],
    [218, 150],
    [266, 160],
    [314, 104],
  ];
  const line = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
  return (
    <>
      <defs>
        <linearGradient id={id('area')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={c.blueBright} stopOpacity="0.45" />
          <stop offset="100%" stopColor={c.blueBright} stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect
        x="36"
        y="36"
        width="328"
        height="228"
        rx="18"
        fill={c.panel}
        stroke={c.panelStroke}
        strokeWidth="2"
      />
      {[110, 150, 190, 230].map((y) => (
        <path key={y} d={`M60 ${y} H340`} stroke={c.soft} strokeWidth="2" />
      ))}
      <path d={`${line} L314 238 L74 238 Z`} fill={`url(#${id('area')})`} />
      <path
        d={line}
        fill="none"
        stroke={c.blue}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {points.slice(0, -1).map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="5" fill={c.panel} stroke={c.blue} strokeWidth="3" />
      ))}
      <circle cx="314" cy="104" r="16" fill={c.accent} opacity="0.25" />
      <circle cx="314" cy="104" r="7" fill={c.accent} />
      <rect x="60" y="56" width="104" height="36" rx="10" fill={c.soft} />
      <rect x="72" y="66" width="44" height="6" rx="3" fill={c.line} />
      <rect x="72" y="78" width="64" height="6" rx="3" fill={c.blueBright} />
      <path
        d="M146 80 l6 -8 l6 8"
        fill="none"
        stroke={c.accent}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
};

const drawings: Record<IllustrationName, Draw> = {
  network,
  messaging,
  voice,
  code,
  dashboard,
  shield,
  cloud,
  analytics,
};

/** Our own abstract drawings, coloured from the theme. */
export function Illustration({ name, tone = 'light', title, sx }: IllustrationProps) {
  const colours = useColours(tone);
  const baseId = `ill${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const id = (suffix: string) => `${baseId}-${suffix}`;
  const draw = drawings[name];
  return (
    <Box
      component="svg"
      viewBox="0 0 400 300"
      xmlns="http://www.w3.org/2000/svg"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-labelledby={title ? id('title') : undefined}
      focusable="false"
      sx={[{ display: 'block', width: '100%', height: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {title ? <title id={id('title')}>{title}</title> : null}
      {draw ? draw(colours, id) : null}
    </Box>
  );
}
