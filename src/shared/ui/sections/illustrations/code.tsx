import type { Draw } from './colours';

export const code: Draw = (c) => {
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
