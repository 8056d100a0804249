import type { Draw } from './colours';

export const network: Draw = (c, id) => {
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
