import type { Draw } from './colours';

export const analytics: Draw = (c, id) => {
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
