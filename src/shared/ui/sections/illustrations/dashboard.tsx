import type { Draw } from './colours';

export const dashboard: Draw = (c) => {
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
