import type { Draw } from './colours';

export const voice: Draw = (c, id) => {
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
